import type { ReadWord } from "@redpen/contract";
import { isUncertain } from "@redpen/engine";
import type { PageWords } from "../../db/images.queries";

type PageWord = PageWords["words"][number];

/** A word of a page as read, and where it stands in the text. */
export interface FoundWord {
  word: PageWord;
  start: number;
}

/**
 * The page's words found in order in the text from `from` on, each right after the one before
 * with only white space between (how the page's text was made from them); a word not found so is
 * left out (the text was made otherwise there) and the search goes on after the last one found.
 */
export function findPageWords(text: string, from: number, words: readonly PageWord[]): FoundWord[] {
  const found: FoundWord[] = [];
  let cursor = from;
  for (const word of words) {
    const at = text.indexOf(word.text, cursor);
    if (at < 0 || text.slice(cursor, at).trim()) continue;
    found.push({ word, start: at });
    cursor = at + word.text.length;
  }
  return found;
}

/** A word as the api shows it, at `start` of the text it is placed in. */
export function readWord({ text, confidence, box: [x0, y0, x1, y1] }: PageWord, start: number): ReadWord {
  return {
    text,
    start,
    end: start + text.length,
    confidence,
    uncertain: isUncertain({ confidence }),
    box: { x0, y0, x1, y1 },
  };
}
