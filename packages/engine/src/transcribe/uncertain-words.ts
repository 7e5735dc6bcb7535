import type { TranscribedWord } from "./types";

/** A word read with less confidence than this is shown to the teacher as uncertain (see the transcription benchmark). */
export const UNCERTAIN_WORD_CONFIDENCE = 0.8;

/** Whether the OCR was unsure of the word, so that a teacher should check it against the photo. */
export function isUncertain(word: Pick<TranscribedWord, "confidence">): boolean {
  return word.confidence < UNCERTAIN_WORD_CONFIDENCE;
}
