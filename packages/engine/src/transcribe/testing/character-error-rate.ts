/** Collapses every run of whitespace to one space and trims, so that line breaks do not count as errors. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Levenshtein distance between two strings, by characters (UTF-16 code units). */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Character error rate of a reading against the true text: edit distance over the true text's length, whitespace-normalised. */
export function characterErrorRate(truth: string, read: string): number {
  const reference = normaliseWhitespace(truth);
  return reference.length ? levenshtein(reference, normaliseWhitespace(read)) / reference.length : read.trim() ? 1 : 0;
}
