import {
  ARTICLES,
  BE_FORMS,
  COORDINATORS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
  PRONOUNS,
  CARDINALS,
  EITHER_NUMBER_NOUNS,
  INDEFINITE_PRONOUNS,
  NOT_PLURAL_NOUNS,
  OBJECT_PRONOUNS,
  POSSESSIVES,
  SUBJECT_PRONOUNS,
} from "./closed-classes";
import type { Document } from "./document";
import { isPluralNoun, lexiconTags, singularOf } from "./inflection";
import { getLexicon } from "./lexicon";

/**
 * Noun phrases read from a word onwards, with the number of the verb they take: 'the books on the
 * shelf' (plural), 'one of my friends' (singular), 'most of the time' (left open). Agreement rules
 * read a subject with them; the number is left undefined whenever either verb may be right.
 */

export type GrammaticalNumber = "singular" | "plural";

export interface NounPhrase {
  /** Its first and last words. */
  start: number;
  end: number;
  /** The word the verb agrees with. */
  head: number;
  /** The number of the verb it takes, or undefined when either may be right ('the staff', 'some of the water'). */
  number: GrammaticalNumber | undefined;
}

// The number a determiner gives its noun; undefined leaves it to the noun ('the', 'my', 'some').
const DETERMINER_NUMBER = new Map<string, GrammaticalNumber | undefined>([
  ...[...ARTICLES, ...POSSESSIVES, "some", "all", "most", "any", "no"].map((word) => [word, undefined] as const),
  ...["a", "an", "this", "that", "each", "every", "another"].map((word) => [word, "singular"] as const),
  ...["these", "those", "many", "several", "few", "both", ...CARDINALS].map((word) => [word, "plural"] as const),
]);
// Determiners that speak of more than one of a countable noun: 'most students', 'all children'.
const MORE_THAN_ONE = new Set(["most", "all"]);
// 'most of the students' agrees with what follows 'of'.
const QUANTITIES = new Set(["most", "some", "all", "many", "several", "few", "both", "half", "lots", "plenty", "none"]);
// 'one of my friends', 'each of the rooms': singular; 'neither of them': either.
const ONE_OF: ReadonlyMap<string, GrammaticalNumber | undefined> = new Map([
  ["one", "singular"],
  ["each", "singular"],
  ["either", undefined],
  ["neither", undefined],
]);
// The prepositions of a phrase after the noun that the verb does not agree with: 'the people in my town'.
// 'with' and 'like' are left out: 'my sister with her friends are' is often meant as two subjects.
const AFTER_NOUN = new Set([
  "of",
  "in",
  "on",
  "at",
  "from",
  "near",
  "around",
  "behind",
  "under",
  "for",
  "about",
  "inside",
]);
// Word classes compromise gives words that cannot be inside a noun phrase's modifiers.
const NOT_MODIFIER = ["Verb", "Pronoun", "Determiner", "Preposition", "Conjunction", "Adverb", "QuestionWord"];

// Words compromise sometimes tags as nouns that never are one inside a noun phrase: 'This has to do'.
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    BE_FORMS,
    HAVE_FORMS,
    DO_FORMS,
    MODALS,
    PREPOSITIONS,
    OTHER_PREPOSITIONS,
    COORDINATORS,
    PRONOUNS,
    INDEFINITE_PRONOUNS,
  ]
    .flatMap((words) => [...words])
    .concat(["to", "not", "who", "which", "that", "there", "here"]),
);
// 'the more', 'the less': amounts, not nouns that agree.
const AMOUNTS = new Set(["more", "less", "least", "much", "little", "enough"]);
const AMOUNT_TAGS = ["Duration", "Currency", "Uncountable", "Date", "Unit"];
const ADJECTIVE_TAGS = ["Adjective", "Comparative", "Superlative"];

const tagsOf = (doc: Document, i: number) => doc.tags(i).tags;
const lowerAt = (doc: Document, i: number) => doc.words[i]?.lower ?? "";
/** Whether the word is written in lower case, or capitalised only because it begins its sentence. */
function isCommonWord(doc: Document, i: number): boolean {
  const word = doc.words[i];
  if (!word) return false;
  const firstInSentence = doc.sentences[word.sentence]?.firstWord === i;
  // At the start of a sentence, 'Students' but not 'POTS'.
  const text = firstInSentence && /^[A-Z][a-z]/.test(word.text) ? word.lower : word.text;
  return /^[a-z]+(?:['\u2019]s)?$/.test(text);
}

/** Whether the word may be a noun, an adjective or a number before a noun: 'school' in 'the school bus'. */
function isModifier(doc: Document, i: number): boolean {
  if (!isCommonWord(doc, i) || FUNCTION_WORDS.has(doc.words[i]!.lower)) return false;
  const tags = tagsOf(doc, i);
  return (
    tags.some((tag) => tag === "Noun" || tag === "Adjective" || tag === "Value") &&
    !tags.some((tag) => NOT_MODIFIER.includes(tag))
  );
}

/** The number a noun gives its verb, or undefined when it may take either, is not a noun, or is a name. */
export function nounNumber(doc: Document, i: number): GrammaticalNumber | undefined {
  const word = doc.words[i];
  if (
    !word ||
    !isCommonWord(doc, i) ||
    [EITHER_NUMBER_NOUNS, NOT_PLURAL_NOUNS, AMOUNTS].some((set) => set.has(word.lower))
  )
    return undefined;
  const tags = tagsOf(doc, i);
  if (!tags.includes("Noun") || tags.some((tag) => tag === "Pronoun" || tag === "ProperNoun" || tag === "Gerund"))
    return undefined;
  // 'the poor', 'the elderly': an adjective standing for people.
  const listed = lexiconTags(word.lower);
  if (listed.length > 0 && listed.every((tag) => ADJECTIVE_TAGS.includes(tag))) return undefined;
  // A misspelt or unknown word may be anything: 'the vast mayority'.
  if (!getLexicon().isWord(word.lower)) return undefined;
  if (isPluralNoun(word.lower)) return "plural";
  // A plural in context whose singular is a noun ('shops', which the lexicon lists as a verb), but not an
  // amount ('hours', 'dollars').
  const singular = singularOf(word.lower);
  if (
    tags.includes("Plural") &&
    !listed.some((tag) => AMOUNT_TAGS.includes(tag)) &&
    singular &&
    lexiconTags(singular).some((tag) => tag === "Singular" || tag === "Infinitive")
  )
    return "plural";
  if (tags.includes("Plural") || /[^su]s$/.test(word.lower)) return undefined;
  return tags.includes("Singular") || tags.includes("Uncountable") ? "singular" : undefined;
}

/**
 * A determiner (or none), up to three modifiers and a noun: 'the school bus', 'my best friend',
 * 'young people'. Without a determiner, only a plural noun counts, unless `bare` allows any noun.
 */
function simpleNounPhrase(doc: Document, start: number, bare: boolean): NounPhrase | undefined {
  const first = lowerAt(doc, start);
  const hasDeterminer = DETERMINER_NUMBER.has(first) && doc.words[start + 1]?.joined === true;
  const determinerNumber = hasDeterminer ? DETERMINER_NUMBER.get(first) : undefined;
  let end = hasDeterminer ? start + 1 : start;
  if (!isModifier(doc, end) || (end > start && !doc.words[end]!.joined)) return undefined;
  // 'Visiting relatives is fun': without a determiner, an -ing word may be the subject itself.
  if (!hasDeterminer && lowerAt(doc, start).endsWith("ing")) return undefined;
  // A plural noun ends the phrase ('one of the tasks hosts have' is 'the tasks' and a clause), and
  // no adjective follows a noun ('the family next door').
  const continues = (k: number) =>
    !isPluralNoun(lowerAt(doc, k - 1)) && !(tagsOf(doc, k - 1).includes("Noun") && !tagsOf(doc, k).includes("Noun"));
  while (end - start < 4 && doc.words[end + 1]?.joined && isModifier(doc, end + 1) && continues(end + 1)) end++;
  const number = nounNumber(doc, end);
  if (!tagsOf(doc, end).includes("Noun")) return undefined;
  if (determinerNumber && number && determinerNumber !== number) return undefined;
  if (!hasDeterminer && number !== "plural" && !bare) return undefined;
  // 'Most student prefer': the noun, not the verb, is wrong, so the phrase's number is left open.
  if (hasDeterminer && MORE_THAN_ONE.has(first) && number === "singular")
    return { start, end, head: end, number: undefined };
  return { start, end, head: end, number };
}

/** What follows a preposition: a noun phrase, an object pronoun or a name ('in London'). */
export function objectAt(doc: Document, start: number): NounPhrase | undefined {
  const word = doc.words[start];
  if (!word) return undefined;
  if (OBJECT_PRONOUNS.has(word.lower) || word.lower === "you" || word.lower === "it")
    return { start, end: start, head: start, number: undefined };
  if (/^[A-Z][a-z]+$/.test(word.text)) {
    let end = start;
    while (doc.words[end + 1]?.joined && /^[A-Z][a-z]+$/.test(doc.words[end + 1]!.text)) end++;
    return { start, end, head: end, number: undefined };
  }
  return simpleNounPhrase(doc, start, true);
}

/** The noun phrase opening with 'one of', 'most of', 'a lot of', 'the number of' or an indefinite pronoun. */
function quantifiedPhrase(doc: Document, start: number): NounPhrase | undefined {
  const first = lowerAt(doc, start);
  if (INDEFINITE_PRONOUNS.has(first)) return { start, end: start, head: start, number: "singular" };
  if (first === "no" && lowerAt(doc, start + 1) === "one" && doc.joined(start, start + 1))
    return { start, end: start + 1, head: start + 1, number: "singular" };
  // 'a lot of', 'the number of', 'a number of': the quantity is two words.
  const twoWords =
    (first === "a" && lowerAt(doc, start + 1) === "lot") ||
    ((first === "a" || first === "the") && lowerAt(doc, start + 1) === "number");
  const of = twoWords ? start + 2 : start + 1;
  if (lowerAt(doc, of) !== "of" || !doc.joined(start, of + 1)) return undefined;
  const inner = objectAt(doc, of + 1);
  if (!inner) return undefined;
  const innerPlural = inner.number === "plural" || ["them", "us", "you"].includes(lowerAt(doc, inner.start));
  const quantity = twoWords ? `${first} ${lowerAt(doc, start + 1)}` : first;
  let number: GrammaticalNumber | undefined;
  if (quantity === "the number") number = "singular";
  else if (quantity === "a number" || quantity === "a lot" || QUANTITIES.has(quantity))
    number = innerPlural && inner.number !== undefined ? "plural" : undefined;
  else if (ONE_OF.has(quantity)) {
    if (!innerPlural) return undefined;
    number = ONE_OF.get(quantity);
  } else return undefined;
  return { start, end: inner.end, head: inner.head, number };
}

/**
 * The subject noun phrase beginning at word `start`, with up to two phrases after its noun ('the
 * books on the shelf', 'the price of train tickets'), or undefined when none begins there. Subject
 * pronouns are left to the pronoun rules.
 */
export function subjectAt(doc: Document, start: number, phrasesAfter = 2): NounPhrase | undefined {
  if (SUBJECT_PRONOUNS.has(lowerAt(doc, start))) return undefined;
  const phrase = quantifiedPhrase(doc, start) ?? simpleNounPhrase(doc, start, false);
  if (!phrase) return undefined;
  let end = phrase.end;
  for (let added = 0; added < phrasesAfter; added++) {
    const preposition = end + 1;
    if (!AFTER_NOUN.has(lowerAt(doc, preposition)) || !doc.joined(end, preposition + 1)) break;
    const object = objectAt(doc, preposition + 1);
    if (!object) break;
    end = object.end;
  }
  return { ...phrase, end };
}

/** Whether a word (lower case) opens a noun phrase as a determiner or quantity does. */
export const opensNounPhrase = (word: string) =>
  DETERMINER_NUMBER.has(word) || QUANTITIES.has(word) || ONE_OF.has(word) || INDEFINITE_PRONOUNS.has(word);
