import type { Document, Word } from "./document";

/**
 * Where a phrase or clause ends after a word, read from the words alone: at punctuation, a line
 * break or the text's end, or before one of the words a rule gives as stops ('and', 'because',
 * 'yesterday'). Rules ask here rather than looking at the next word themselves.
 */

export const NO_STOPS: ReadonlySet<string> = new Set();

/** The word right after `word` when only spaces part them; undefined after punctuation, a line break or at the text's end. */
export function wordAfter(doc: Document, word: Word): Word | undefined {
  const next = doc.words[word.index + 1];
  return next?.joined ? next : undefined;
}

/** Whether the phrase ends after `word`: nothing follows with only spaces between, or what follows is one of `stops`. */
export function endsAfter(doc: Document, word: Word, stops: ReadonlySet<string> = NO_STOPS): boolean {
  const next = wordAfter(doc, word);
  return !next || stops.has(next.lower);
}

/** The words after `word`, each joined to the one before, up to where the phrase ends (see `endsAfter`); at most `limit` of them. */
export function wordsUntilEnd(doc: Document, word: Word, stops: ReadonlySet<string>, limit: number): Word[] {
  const words: Word[] = [];
  for (let last = word; words.length < limit && !endsAfter(doc, last, stops);) {
    last = doc.words[last.index + 1]!;
    words.push(last);
  }
  return words;
}
