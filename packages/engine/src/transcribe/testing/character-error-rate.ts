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

/**
 * Word error rate of a reading against the true text: word-level Levenshtein distance over the true
 * text's word count. Words are split on whitespace and compared exactly (punctuation and case count),
 * so a word read "becuase" for "because" is one error however many letters differ.
 */
export function wordErrorRate(truth: string, read: string): number {
  const reference = normaliseWhitespace(truth).split(" ").filter(Boolean);
  const reading = normaliseWhitespace(read).split(" ").filter(Boolean);
  if (!reference.length) return reading.length ? 1 : 0;
  // Each distinct word becomes one character, so that the character distance counts words.
  const codes = new Map<string, string>();
  const encode = (words: string[]) =>
    words
      .map((word) => {
        let code = codes.get(word);
        if (!code) codes.set(word, (code = String.fromCodePoint(0x4e00 + codes.size)));
        return code;
      })
      .join("");
  return distance(encode(reference), encode(reading)) / reference.length;
}
