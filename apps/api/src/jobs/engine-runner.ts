import type { Certificate, EssayEdit, GradePerCriterion } from "@redpen/contract";
import type { TranscriptionResult } from "@redpen/engine";

/** What the engine makes of an essay's text: the correction, the advised grades and the drafted feedback. */
export interface EssayAssessment {
  correction: string;
  edits: EssayEdit[];
  /** Null when the grade could not be estimated (empty, too short or not English). */
  grade: number | null;
  grade_max: number | null;
  grade_per_certificate_criterion: GradePerCriterion | null;
  feedback: string;
}

/** How a transcription call waits. */
export interface TranscribeOptions {
  /**
   * Refuse at once with EngineBusyError when too many calls already wait (a photo upload: its
   * teacher can try again). Correction jobs leave it unset: each queue runs one job at a time, so
   * they add at most one waiting call per process, and a job must not be refused.
   */
  refuseWhenBusy?: boolean;
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
  /** Corrects the text, grades it for the certificate and drafts the student's feedback; an EngineCallError when the engine fails or runs past its time limit. */
  assess(input: { text: string; certificate: Certificate; topic: string | null }): Promise<EssayAssessment>;
  /**
   * Starts the threads and loads the engine and the OCR in the background, so that the first essay
   * after a start does not wait for them. Never rejects (a failure shows on the first real call);
   * resolves once warm, or at once when closed.
   */
  warm(): Promise<void>;
  /** Ends the worker threads. */
  close(): Promise<void>;
}
