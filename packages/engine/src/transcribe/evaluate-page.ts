import type { PhotoProblem } from "@redpen/contract";
import type { PageEvaluation } from "./types";

/** What the evaluation of a photo reads. */
export interface EvaluationInput {
  /** Stroke sharpness (see `measureSharpness`). */
  sharpness: number;
  /** Mean brightness before clean-up, 0 to 1. */
  brightness: number;
  /** Paper minus ink before clean-up, 0 to 1. */
  contrast: number;
  /** True when the lines lean more than deskewing straightens. */
  tiltedBeyondDeskew: boolean;
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  /** Words read. */
  wordCount: number;
  /** How tall a line of writing is in the photo's own pixels. */
  writingHeight: number;
  /** Stretches of writing running into the page's side, and all stretches found. */
  linesCutOff: number;
  lines: number;
}

/**
 * The limits of a reliable reading, set on the transcription benchmark's renders (see the
 * README): sharp pages measure a sharpness of 1 to 1.6, a blur of σ 1.5 px about 0.6, σ 3 about
 * 0.2 and σ 6, which no one can read, about 0.07.
 */
export const LIMITS = {
  minSharpness: 0.1,
  minBrightness: 0.12,
  minContrast: 0.12,
  minConfidence: 0.7,
  minWords: 8,
  /** A line of writing shorter than this in the photo's own pixels was photographed from too far to read reliably. */
  minWritingHeight: 16,
  /** At least this many stretches of writing, and this share of them, running into the side: the photo cuts the page off. */
  minLinesCutOff: 2,
  minShareCutOff: 0.2,
};

/** What the evaluation says of a photo: GOOD or BAD, each problem as a code and as a sentence for a person. */
export interface Evaluation {
  evaluation: PageEvaluation;
  /** What is wrong, one code each, in the order of `reasons`; empty when GOOD. */
  problems: PhotoProblem[];
  /** Why the photo is BAD, one plain sentence each; empty when GOOD. */
  reasons: string[];
}

/** The sentence a person reads for each problem. */
export const PROBLEM_SENTENCES: Record<PhotoProblem, string> = {
  "no-writing": "little or no writing could be found on the photo: photograph the page with the essay on it",
  blurred: "the photo is blurred: hold the phone still and focus on the page",
  tilted: "the page is tilted too much: photograph it straight, with the lines level",
  "too-dark": "the photo is too dark: take it in better light",
  faint: "the writing hardly stands out from the paper: take the photo in better light",
  "cut-off": "the writing runs off the edge of the photo: photograph the whole page",
  "too-small": "the writing is too small to read: come closer, so that the page fills the photo",
  unreadable: "the text could not be read reliably: check the words marked uncertain or take a clearer photo",
};

/** GOOD when nothing stands in the way of a reliable reading; otherwise BAD with every problem. */
export function evaluatePage(input: EvaluationInput): Evaluation {
  return withSentences(findProblems(input));
}

function withSentences(problems: PhotoProblem[]): Evaluation {
  return {
    evaluation: problems.length ? "BAD" : "GOOD",
    problems,
    reasons: problems.map((problem) => PROBLEM_SENTENCES[problem]),
  };
}

function findProblems(input: EvaluationInput): PhotoProblem[] {
  // An empty sheet is neither sharp nor contrasted; saying so would only confuse.
  if (input.wordCount === 0 && input.contrast < LIMITS.minContrast && input.brightness >= LIMITS.minBrightness)
    return ["no-writing"];
  const problems: PhotoProblem[] = [];
  if (input.sharpness < LIMITS.minSharpness) problems.push("blurred");
  if (input.tiltedBeyondDeskew) problems.push("tilted");
  if (input.brightness < LIMITS.minBrightness) problems.push("too-dark");
  else if (input.contrast < LIMITS.minContrast) problems.push("faint");
  if (input.linesCutOff >= LIMITS.minLinesCutOff && input.linesCutOff >= LIMITS.minShareCutOff * input.lines)
    problems.push("cut-off");
  if (input.wordCount > 0 && input.writingHeight < LIMITS.minWritingHeight) problems.push("too-small");
  if (input.wordCount < LIMITS.minWords) problems.push(problems.length ? "unreadable" : "no-writing");
  else if (input.confidence < LIMITS.minConfidence) problems.push("unreadable");
  return problems;
}
