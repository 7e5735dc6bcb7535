import { MISSPELLINGS } from "./data/misspellings";
import { regularisedVerb } from "./rules/irregular-past";

const MISSPELT = new Set(MISSPELLINGS.pairs.map(([wrong]) => wrong).filter((wrong) => !wrong.includes(" ")));

/**
 * Whether a word is always an error in a learner's text, even where the dictionary lists it: a
 * known misspelling ('freind') or a regularised irregular verb ('leaved', which Hunspell accepts).
 * Feedback uses it so that it never praises such a word.
 */
export function isKnownWrongForm(word: string): boolean {
  const lower = word.toLowerCase();
  return MISSPELT.has(lower) || regularisedVerb(lower) !== undefined;
}
