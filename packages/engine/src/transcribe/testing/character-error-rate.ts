import { distance } from "fastest-levenshtein";

/** Collapses every run of whitespace to one space and trims, so that line breaks do not count as errors. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Character error rate of a reading against the true text: Levenshtein distance (UTF-16 code units) over the true text's length, whitespace-normalised. */
export function characterErrorRate(truth: string, read: string): number {
  const reference = normaliseWhitespace(truth);
  return reference.length ? distance(reference, normaliseWhitespace(read)) / reference.length : read.trim() ? 1 : 0;
}
