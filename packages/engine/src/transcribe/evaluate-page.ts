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
};

/** GOOD when nothing stands in the way of a reliable reading; otherwise BAD with every reason. */
export function evaluatePage(input: EvaluationInput): { evaluation: PageEvaluation; reasons: string[] } {
  // An empty sheet is neither sharp nor contrasted; saying so would only confuse.
  if (input.wordCount === 0 && input.contrast < LIMITS.minContrast && input.brightness >= LIMITS.minBrightness) {
    return {
      evaluation: "BAD",
      reasons: ["no writing could be found on the photo: photograph the page with the essay on it"],
    };
  }
  const reasons: string[] = [];
  if (input.sharpness < LIMITS.minSharpness)
    reasons.push("the photo is blurred: hold the phone still and focus on the page");
  if (input.tiltedBeyondDeskew)
    reasons.push("the page is tilted too much: photograph it straight, with the lines level");
  if (input.brightness < LIMITS.minBrightness) reasons.push("the photo is too dark: take it in better light");
  else if (input.contrast < LIMITS.minContrast)
    reasons.push("the writing hardly stands out from the paper: take the photo in better light");
  if (input.wordCount < LIMITS.minWords) reasons.push("little or no text could be read on the photo");
  else if (input.confidence < LIMITS.minConfidence)
    reasons.push("the text could not be read reliably: check the words marked uncertain or take a clearer photo");
  return { evaluation: reasons.length ? "BAD" : "GOOD", reasons };
}
