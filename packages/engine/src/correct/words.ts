/** A word of the text with its offsets. */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)*/g;

/** The words of a text (letters and inner apostrophes), in order. */
export function words(text: string): WordToken[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Only spaces or tabs (no punctuation, no line break) between two offsets. */
export function onlySpaceBetween(text: string, from: number, to: number): boolean {
  return /^[ \t]+$/.test(text.slice(from, to));
}

/** `replacement` in the case of `original`: all capitals, a capital first letter, or as it is. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) return replacement.toUpperCase();
  const first = original[0];
  if (first && first !== first.toLowerCase() && replacement) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}
