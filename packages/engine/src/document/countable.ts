import { MASS_NOUNS, UNCOUNTABLE_NOUNS } from "./closed-classes";
import type { Document, Word } from "./document";

/**
 * Whether a noun is counted, for the rules on 'many' and 'much', 'fewer' and 'less', 'a' and the
 * plural '-s': one place that says which nouns take 'much' and which uncountable nouns are nouns here.
 */

/** Whether a lower-case noun takes 'much' and 'less', never 'many' and 'fewer': never counted ('advice') or rarely ('water'). */
export const takesMuch = (noun: string): boolean => UNCOUNTABLE_NOUNS.has(noun) || MASS_NOUNS.has(noun);

/** Whether the word, as written, is an uncountable noun and a noun here: not 'fun' in 'a fun, busy day', which the tagger reads as an adjective. */
export const isUncountableNoun = (word: Word, doc: Document): boolean =>
  UNCOUNTABLE_NOUNS.has(word.text) && !doc.tags(word.index).tags.includes("Adjective");
