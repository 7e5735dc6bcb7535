import type { PageWords } from "./images.queries";

/** A word of a page as stored: its text, confidence and box. */
export type PageWord = PageWords["words"][number];

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

/** A page as it was read, with its words placed in a text (the essay's current one). */
export interface PlacedPage {
  image_id: string;
  /** Its image's file key, which the page's address carries. */
  file_key: string | null;
  width: number;
  height: number;
  words: FoundWord[];
}

/** How an essay's photos were read: its pages in order (none for a text essay, or one not corrected yet). */
export interface EssayTranscription {
  essayId: string;
  pages: PlacedPage[];
  /** The text the pages' words are placed in (see EssayTranscriptionResponse); null when there is none. */
  text: string | null;
}
