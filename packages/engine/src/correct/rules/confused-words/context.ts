import {
  BE_FORMS,
  DETERMINERS,
  DO_FORMS,
  MODALS,
  OBJECT_PRONOUNS,
  OTHER_PREPOSITIONS,
  OTHER_PRONOUNS,
  PREPOSITIONS,
  QUANTIFYING_DETERMINERS,
} from "../../../document/closed-classes";
import type { Document, Word } from "../../../document/document";
import { infinitiveOf, infinitiveOfPresent, lexiconTags, singularOf } from "../../../document/inflection";
import { among, set } from "./confusion";

/**
 * What the words around a look-alike are, read from the lexicon and the tags in context: what
 * follows a possessive is a noun phrase, what follows "they're" a verb or an adjective, what comes
 * before "than" a comparative.
 */

/** The word's tags in its sentence. */
export const tagsOf = (word: Word, doc: Document) => doc.tags(word.index).tags;
/** The word begins a clause: first in the text, after punctuation or after a conjunction. */
export const opensClause = (word: Word, doc: Document) => doc.startsClause(word.index);

// Words a noun phrase cannot be: time words and places said without a preposition ('there tonight').
const ADVERBIAL_NOUNS = new Set(
  "there here home today tonight tomorrow yesterday morning afternoon evening night week weekend month year years days times ages alone together instead anyway".split(
    " ",
  ),
);
export const NOT_NOUN_TAGS = new Set([
  "Pronoun",
  "Possessive",
  "Adjective",
  "Adverb",
  "Determiner",
  "QuestionWord",
  "Preposition",
  "Conjunction",
  "Date",
  "Duration",
  "Value",
  "Gerund",
  "Copula",
  "Modal",
  "Auxiliary",
]);
/** A common noun in context (plural nouns the tagger misreads as verbs count too: 'there books'). */
export const isNoun = (word: Word, doc: Document) => {
  if (
    !/^[a-z]+$/.test(word.text) ||
    ADVERBIAL_NOUNS.has(word.lower) ||
    QUANTIFYING_DETERMINERS.has(word.lower) ||
    OTHER_PRONOUNS.has(word.lower)
  )
    return false;
  const tags = tagsOf(word, doc);
  if (tags.some((tag) => NOT_NOUN_TAGS.has(tag))) return false;
  if (tags.includes("Noun")) return true;
  const singular = singularOf(word.lower);
  return singular !== undefined && lexiconTags(singular).some((tag) => tag === "Singular" || tag === "Actor");
};
export const isAdjective = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) &&
  !NOT_DESCRIBING.has(word.lower) &&
  !QUANTIFYING_DETERMINERS.has(word.lower) &&
  (lexiconTags(word.lower).includes("Adjective") || tagsOf(word, doc).includes("Adjective"));
// Adjectives that say which or whose rather than describe: 'its own', 'their next'.
const NOT_DESCRIBING = new Set("own next last first other same only whole best worst right many much few".split(" "));
export const isComparative = (word: Word, doc: Document) =>
  word.lower !== "later" &&
  (lexiconTags(word.lower).includes("Comparative") || tagsOf(word, doc).includes("Comparative"));
/** An -ing verb, read as a verb in context: 'raining', 'going'. */
export const isIngVerb = (word: Word, doc: Document) =>
  word.lower.endsWith("ing") && tagsOf(word, doc).includes("Verb");
/** What follows a verb's -ing form but not a noun's: 'feeling better', 'doing a great job'. */
export const afterIngVerb = (word: Word, doc: Document) =>
  DETERMINERS.has(word.lower) ||
  OBJECT_PRONOUNS.has(word.lower) ||
  isComparative(word, doc) ||
  lexiconTags(word.lower).includes("Adverb");
export const isBaseVerbOnly = (word: Word) => {
  const tags = lexiconTags(word.lower);
  return (
    tags.includes("Infinitive") && !tags.some((tag) => tag === "Adjective" || tag === "Adverb" || tag === "Comparative")
  );
};
/** A finite verb: 'grew', 'are', 'owns'. */
export const isFiniteVerb = (word: Word, doc: Document) => {
  const tags = tagsOf(word, doc);
  return (
    BE_FORMS.has(word.lower) ||
    MODALS.has(word.lower) ||
    (tags.includes("Verb") &&
      (tags.includes("PastTense") || tags.includes("PresentTense")) &&
      !tags.some((tag) => tag === "Gerund" || tag === "Participle" || tag === "Passive"))
  );
};

// Prepositions that a clause ('until they're ready') cannot follow.
export const NOUN_PREPOSITIONS = set(
  [...PREPOSITIONS, ...OTHER_PREPOSITIONS].filter(
    (p) => !["until", "till", "since", "after", "before", "than", "like", "past", "as"].includes(p),
  ),
);
// Verbs that a clause follows: 'I think they're right', 'she said it's late'.
const CLAUSE_VERBS = new Set(
  "think thought say said says know knew hope hoped believe believed feel felt guess mean meant realise realised realize realized suppose bet show showed tell told understand decide decided agree notice noticed promise promised sure seems seem means mind".split(
    " ",
  ),
);
/** A verb that takes a noun phrase after it: 'sold their house', 'pays its workers' (the tagger may read 'pays' as a noun there). */
export const isObjectVerb = (word: Word, doc: Document) => {
  const tags = tagsOf(word, doc);
  return (
    (tags.includes("Verb") || (infinitiveOf(word.lower) ?? infinitiveOfPresent(word.lower)) !== undefined) &&
    !tags.some((tag) => tag === "Copula" || tag === "Auxiliary" || tag === "Modal") &&
    !CLAUSE_VERBS.has(word.lower) &&
    !BE_FORMS.has(word.lower) &&
    !DO_FORMS.has(word.lower)
  );
};
export const FINITE_AFTER_NOUN = set(BE_FORMS, MODALS, ["has", "have", "had"]);

// Words that make a following '-ing' or adjective a predicate: 'I hope you're', 'if they're'.
export const beforeClause = (word: Word, doc: Document) =>
  opensClause(word, doc) || CLAUSE_VERBS.has(doc.words[word.index - 1]?.lower ?? "");

/** What may follow an adjective used as a predicate: 'they're tired, ...', 'it's quiet and clean'. */
export const predicateEnd = among("to", "for", "and", "but", "that", "because", "when", "so");
