import type { CorrectedBy, EngineEdit } from "@redpen/contract";
import type { RenderedPdfPage } from "../services/images/pdf-pages";
import type {
  AdvisedGrades,
  Calibration,
  GradedExample,
  StoredCertificate,
  SuggestedCorrection,
  TranscriptionResult,
} from "@redpen/engine";

export type { AdvisedGrades };

/**
 * What the engine makes of an essay's text: the correction, the advised grades (null when they
 * could not be estimated: empty, too short or not English) and the drafted feedback.
 */
export interface EssayAssessment extends AdvisedGrades {
  /** The corrected text, the school's suggestions applied too. */
  correction: string;
  /** The engine's edits and the school's suggestions, in text order. */
  edits: EngineEdit[];
  feedback: string;
  /** The ids of the school's remembered corrections suggested, once each. */
  suggested: string[];
  /** Which engine corrected (the LLM provider set, or the offline engine and why). */
  corrected_by: CorrectedBy;
}

/** An essay to assess: its text, certificate and topic, and the school's calibration of the advised grades, if it has one to use. */
export interface AssessInput {
  text: string;
  /** The essay's certificate: by its option id when it has one (a renamed label still finds it), by its labels otherwise. */
  certificate: StoredCertificate;
  topic: string | null;
  calibration?: Calibration;
}

/** A new essay to assess: also the school's remembered corrections, suggested where no engine edit stands on their words. */
export interface NewEssayInput extends AssessInput {
  remembered?: SuggestedCorrection[];
}

/** What the engine reviews after the teacher's marking changed. */
export interface MarkingReviewInput extends AssessInput {
  /** The marking the student sees, in text order; an edit with an empty category or explanation gets the engine's. */
  edits: EngineEdit[];
  /** Also draft the student's feedback from this marking. */
  draftFeedback?: boolean;
}

/** The same edits with every category and explanation filled in, and the advised grades with them as evidence. */
export interface MarkingReview extends AdvisedGrades {
  edits: EngineEdit[];
  /** The drafted feedback, when it was asked for. */
  feedback?: string;
}

/** How a transcription call waits. */
export interface TranscribeOptions {
  /**
   * Refuse at once with EngineBusyError when too many calls already wait (a photo upload: its
   * teacher can try again). Queue jobs leave it unset: a process runs one essay and two class set
   * pages at a time, so they add at most three waiting calls, and a job must not be refused.
   */
  refuseWhenBusy?: boolean;
  /**
   * A class set's page: it waits behind every other call (essays, uploads), so that a school's
   * scan of 60 pages never holds up another school's single essay for more than the call under way.
   */
  background?: boolean;
}

/**
 * Runs the engine off the request path (worker threads), so a correction never slows the api's
 * other replies.
 */
export interface EngineRunner {
  /**
   * Reads 1 to 3 photos; rejects with the engine's TranscriptionInputError (same code) for a bad
   * file, an EngineCallError when the engine fails or runs past its time limit, EngineBusyError when refused.
   */
  transcribe(images: Buffer[], options?: TranscribeOptions): Promise<TranscriptionResult>;
  /**
   * Draws page `pageNumber` (1 for the first) of a class set's PDF as a JPEG of at most
   * PAGE_PIXELS_MAX pixels, with its text layer when typed, in the engine's thread: a background
   * call (see TranscribeOptions.background). Rejects with UnreadablePdfError for a PDF pdf.js cannot
   * open, an EngineCallError when drawing fails or runs past its time limit.
   */
  renderPdfPage(pdf: Buffer, pageNumber: number): Promise<RenderedPdfPage>;
  /** Corrects the text, grades it for the certificate and drafts the student's feedback; an EngineCallError when the engine fails or runs past its time limit. */
  assess(input: NewEssayInput): Promise<EssayAssessment>;
  /** Proposes a category and explanation where the teacher's corrections have none, and grades the marked essay again; an EngineCallError when the engine fails. */
  review(input: MarkingReviewInput): Promise<MarkingReview>;
  /** Fits a school's calibration of the advised grades (the engine's `calibrate`); rejects with an EngineCallError named CalibrationInputError for examples it cannot use. */
  calibrate(examples: GradedExample[], certificate: string): Promise<Calibration>;
  /**
   * Starts the threads and loads the engine and the OCR in the background, so that the first essay
   * after a start does not wait for them. Never rejects (a failure shows on the first real call);
   * resolves once warm, or at once when closed.
   */
  warm(): Promise<void>;
  /** Whether warm() has loaded the engine in every thread, and it is not closed (the api's readiness). */
  isWarm(): boolean;
  /** Ends the worker threads. */
  close(): Promise<void>;
}
