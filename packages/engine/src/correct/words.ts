/** A word of the text with its offsets. */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)*/g;

let lastText: string | undefined;
let lastWords: readonly WordToken[] = [];

/** The words of a text (letters and inner apostrophes), in order. The last text's are kept, as every rule asks for them. */
export function words(text: string): readonly WordToken[] {
  if (text !== lastText) {
    lastWords = Object.freeze([...text.matchAll(WORD)].map((m) => Object.freeze({ text: m[0], start: m.index, end: m.index + m[0].length })));
    lastText = text;
  }
  return lastWords;
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

// Words after which a new clause, with its own subject, begins.
const CLAUSE_OPENERS = new Set(["and", "but", "so", "because", "when", "while", "although", "though", "then", "where", "as", "until", "before", "after", "if", "or"]);

/** Whether the word at `index` begins a clause: first in the text, after sentence punctuation or after a conjunction. */
export function startsClause(text: string, tokens: readonly WordToken[], index: number): boolean {
  const previous = tokens[index - 1];
  if (!previous) return true;
  if (/[.,;:!?()"\n]/.test(text.slice(previous.end, tokens[index]!.start))) return true;
  return CLAUSE_OPENERS.has(previous.text.toLowerCase());
}
