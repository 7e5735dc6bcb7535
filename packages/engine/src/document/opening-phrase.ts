import { OTHER_PREPOSITIONS, PREPOSITIONS } from "./closed-classes";
import type { Document, Word } from "./document";
import { lexiconTags } from "./inflection";

/**
 * Whether a clause's subject may begin at a word after a phrase of place or time that opens the
 * clause without a comma: 'Last summer my cousin and me…', 'In our town there is…'. Rules that
 * need a subject at a clause's start accept it there too.
 */

// The words that open such a phrase: a preposition ('in', 'near') or a word of time ('last', 'tomorrow').
const OPENING = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ..."last next this every yesterday today tomorrow tonight nowadays now then sometimes usually often".split(" "),
]);
// A verb here is one for the tagger and the lexicon both: the tagger reads 'Last night' as a verb,
// and the lexicon lists 'shop' as one.
const VERB_TAGS = ["Verb", "PastTense", "PresentTense", "Infinitive", "Copula", "Modal", "Auxiliary", "Gerund"];
const isVerb = (doc: Document, word: Word) =>
  doc.tags(word.index).tags.includes("Verb") && lexiconTags(word.lower).some((tag) => VERB_TAGS.includes(tag));

/** Whether only a phrase of place or time (up to six words, no verb) stands between the clause's start and `word`. */
export function followsOpeningPhrase(doc: Document, word: Word): boolean {
  for (let index = word.index - 1; index >= 0 && index >= word.index - 6; index--) {
    const before = doc.words[index]!;
    if (isVerb(doc, before)) return false;
    if (doc.startsClause(index)) return OPENING.has(before.lower) && doc.joined(index, word.index);
  }
  return false;
}

/** Whether a clause's subject may begin at the word: at the clause's start, or after an opening phrase ('Last summer, …'). */
export function opensClause(doc: Document, word: Word): boolean {
  return doc.startsClause(word.index) || followsOpeningPhrase(doc, word);
}
