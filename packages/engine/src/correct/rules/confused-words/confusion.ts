import type { Document, Word } from "../../../document/document";
import { wordAfter } from "../../../document/clause-end";
import { fitsStep, type Match, sequence, type OptionalStep, type Pattern, type Step } from "../../../document/pattern";

/**
 * One context in which a word is taken for another that sounds alike, and the few helpers the
 * contexts are written with.
 */
export interface Confusion {
  /** Why the word is wrong here: what each of the look-alikes means. */
  why: string;
  /** The wrong word (any of these keys) in the match, and what it becomes. */
  swap: Record<string, string>;
  pattern: Pattern;
  /** The most words a match takes: one a step. */
  span: number;
}

export const confusion = (why: string, swap: Record<string, string>, ...steps: Step[]): Confusion => ({
  why,
  swap,
  pattern: sequence(...steps),
  span: steps.length,
});

/** Where each word stands in the text, by its plain form. */
export function wordPositions(doc: Document): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  for (const word of doc.words) {
    const key = plain(word);
    const list = positions.get(key);
    if (list) list.push(word.index);
    else positions.set(key, [word.index]);
  }
  return positions;
}

/**
 * The confusion's matches that may take in one of its wrong words, left to right. Only the starts
 * up to `span` words before such a word are tried, so that a context costs nothing in a text without
 * its words (reading tags for every word of an essay, for each of sixty contexts, is what costs).
 */
export function matchesOf(
  { swap, pattern, span }: Confusion,
  doc: Document,
  positions: ReadonlyMap<string, readonly number[]>,
): Match[] {
  const starts = new Set<number>();
  for (const wrong of Object.keys(swap))
    for (const at of positions.get(wrong) ?? [])
      for (let start = Math.max(0, at - span + 1); start <= at; start++) starts.add(start);
  return [...starts].sort((a, b) => a - b).flatMap((start) => pattern.matchAt(doc, start) ?? []);
}

/** The words of all the given sets and lists, as one set. */
export const set = (...sets: Iterable<string>[]) => new Set(sets.flatMap((s) => [...s]));
/** The word in lower case with a straight apostrophe: 'they’re' is "they're". */
export const plain = (word: Word) => word.lower.replaceAll("\u2019", "'");
/** One of the given forms, with either apostrophe. */
export const form =
  (...forms: string[]) =>
  (word: Word) =>
    forms.includes(plain(word));

/** The word fits `step` and the word after it in its clause (none at the clause's end) passes `after`. */
export const before =
  (
    step: Exclude<Step, OptionalStep>,
    after: (following: Word | undefined, doc: Document) => boolean,
  ): ((word: Word, doc: Document) => boolean) =>
  (word, doc) =>
    fitsStep(step, word, doc) && after(wordAfter(doc, word), doc);
/** Some word follows in the clause. */
export const more = (following: Word | undefined) => following !== undefined;
/** The clause ends, or one of these words follows. */
export const among =
  (...words: string[]) =>
  (following: Word | undefined) =>
    !following || words.includes(following.lower);
