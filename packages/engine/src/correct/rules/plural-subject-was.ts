import {
  CARDINALS,
  CLAUSE_OPENERS,
  PLURAL_QUANTIFIERS,
  POSSESSIVES,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import { isPluralNoun, lexiconTags } from "../../document/inflection";
import { followingWord, sequence, wordBefore, wordsBefore } from "../../document/pattern";
import type { Rule } from "../types";
import { matchCase } from "../match-case";
import type { Document, Word } from "../../document/document";

// The words that open a plural noun phrase: 'the', 'my', 'these', 'some', 'two'.
const DETERMINERS = new Set(
  ["the", ...POSSESSIVES, "these", "those", ...PLURAL_QUANTIFIERS, ...CARDINALS].filter(
    (word) => word !== "all" && word !== "lots",
  ),
);
// 'all my friends', 'both the boys'.
const PREDETERMINERS = new Set(["all", "both"]);
// 'some of my friends' is plural; 'one of', 'each of', 'none of' are not, so they are left alone.
const QUANTIFIERS = new Set([...PLURAL_QUANTIFIERS, ...CARDINALS]);
// One of two joined subjects: 'Tom and I', 'my sister and me'.
const PERSONS = new Set([...SUBJECT_PRONOUNS, "me"].filter((pronoun) => pronoun !== "it"));
// A joined subject is a person or a definite group: 'my sister and I', not 'so many guests and I', where 'and I' starts a clause.
const PERSON_DETERMINERS = new Set(["the", ...POSSESSIVES].filter((word) => word !== "its"));
const MODIFIER_TAGS = ["Adjective", "Comparative", "Superlative", "Cardinal", "Singular"];
// Words after which a clause begins with its subject, and 'that', 'whether'. 'and', 'or' and
// prepositional 'after', 'before', 'as', 'until' are left out: "a walk with my dog and my friends
// was fun" has a singular subject.
const NOT_OPENING = new Set(["and", "or", "after", "before", "as", "until"]);
const OPENERS = new Set([...CLAUSE_OPENERS, "that", "whether"].filter((word) => !NOT_OPENING.has(word)));
/** 'was' or 'wasn\'t'. */
const WAS = sequence((word) => ["was", "wasn't"].includes(word.lower.replace("\u2019", "'")));

const isLowerCase = (word: Word) => /^[a-z]+$/.test(word.text);
const isModifier = (word: Word) =>
  isLowerCase(word) && lexiconTags(word.lower).some((tag) => MODIFIER_TAGS.includes(tag));
/** Whether only spaces stand between the words from `first` to `last`. */
const joinedTo = (doc: Document, first: Word, last: Word) => doc.joined(first.index, last.index);

/** Whether a clause may begin at the word: first in the text, after , ; : . ! ? or a line break, or after a conjunction. */
function beginsClause(doc: Document, word: Word): boolean {
  const previous = wordBefore(doc, word);
  if (!previous) return true;
  if (/[.,;:!?\n]/.test(doc.text.slice(previous.end, word.start))) return true;
  return OPENERS.has(previous.lower) && word.joined;
}

/** 'Tom and I was', 'my sister and I was', 'I and my friends was': where two joined subjects, one a pronoun, begin. */
function joinedSubjectsStart(doc: Document, noun: Word, verb: Word): Word | undefined {
  for (const and of wordsBefore(doc, noun, 3).reverse()) {
    if (and.index < 1 || and.lower !== "and") continue;
    const before = wordBefore(doc, and)!;
    const first = nounPhraseStart(doc, before, true);
    const second = nounPhraseStart(doc, noun, true);
    if (!first || !second || second !== followingWord(doc, and) || !joinedTo(doc, first, verb)) continue;
    if ([first, second].some((word) => DETERMINERS.has(word.lower) && !PERSON_DETERMINERS.has(word.lower))) continue;
    const pronouns = [first === before ? first.lower : "", second === noun ? noun.lower : ""];
    if (pronouns.some((word) => PERSONS.has(word)) && beginsClause(doc, first)) return first;
  }
  return undefined;
}

/** Where the plural subject ending just before `verb` begins, or undefined when there is none that is clear. */
function pluralSubjectStart(doc: Document, verb: Word): Word | undefined {
  const noun = wordBefore(doc, verb);
  if (!noun || noun.index < 1 || !verb.joined) return undefined;
  const joined = joinedSubjectsStart(doc, noun, verb);
  if (joined) return joined;

  if (!isLowerCase(noun) || !isPluralNoun(noun.lower)) return undefined;
  const start = nounPhraseStart(doc, noun, false);
  if (!start || start === noun || !joinedTo(doc, start, verb)) return undefined;
  if (beginsClause(doc, start)) return start;
  // 'some of my friends was', 'a lot of the students was'.
  const of = wordBefore(doc, start);
  const quantifier = of && wordBefore(doc, of);
  if (of?.lower !== "of" || !quantifier || !joinedTo(doc, quantifier, start)) return undefined;
  const article = wordBefore(doc, quantifier);
  if (quantifier.lower === "lot" && article?.lower === "a" && quantifier.joined && beginsClause(doc, article))
    return article;
  return QUANTIFIERS.has(quantifier.lower) && beginsClause(doc, quantifier) ? quantifier : undefined;
}

/**
 * Where a noun phrase ending at `end` begins: a determiner, up to two modifiers and the noun
 * ('my two best friends'); with `single`, also a pronoun or a name on its own ('I', 'Tom').
 */
function nounPhraseStart(doc: Document, end: Word, single: boolean): Word | undefined {
  const isName = PERSONS.has(end.lower) || /^[A-Z][a-z]+$/.test(end.text);
  if (single && isName && !DETERMINERS.has(end.lower) && !DETERMINERS.has(wordBefore(doc, end)?.lower ?? ""))
    return end;
  if (!isLowerCase(end)) return undefined;
  for (const word of wordsBefore(doc, end, 3).reverse()) {
    if (DETERMINERS.has(word.lower)) {
      // 'my two best friends', 'all the students'.
      let start = word;
      for (const earlier of wordsBefore(doc, word, 2).reverse()) {
        if (!DETERMINERS.has(earlier.lower) && !PREDETERMINERS.has(earlier.lower)) break;
        start = earlier;
      }
      return start;
    }
    if (!isModifier(word)) return undefined;
  }
  return undefined;
}

/** 'my friends was' → 'my friends were', 'Tom and I was' → 'Tom and I were': a plural subject takes 'were'. */
export const pluralSubjectWas: Rule = {
  id: "plural-subject-was",
  description: "Uses 'were' after a plural noun subject or two joined subjects.",
  category: "subject-verb agreement",
  label: "“were” after a plural subject (my friends were)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Some of my friends was a bit disappointed.", "Some of my friends were a bit disappointed."],
      ["My two best friends was at the party.", "My two best friends were at the party."],
      ["When Tom and I was young, we played outside.", "When Tom and I were young, we played outside."],
      ["My sister and I wasn't at home.", "My sister and I weren't at home."],
      ["The museums was closed, so the children was bored.", "The museums were closed, so the children were bored."],
    ],
    right: [
      "The news was good.",
      "One of my friends was late.",
      "Everybody was tired.",
      "Two years was a long time.",
      "The house of my parents was big.",
      "A walk with my dog and my friends was fun.",
      "Meeting my friends was great.",
      "We arrived late and I was tired.",
      "The Beatles was a famous band.",
      "My friends were happy.",
      "Mathematics was my favourite subject.",
      "Each of the boys was given a prize.",
      "What surprised my parents was the price.",
      "There were so many guests and I was afraid.",
    ],
  },
  check(doc) {
    return WAS.matchAll(doc).flatMap(({ words: [token] }) => {
      const verb = token!.lower.replace("\u2019", "'");
      const start = pluralSubjectStart(doc, token!);
      if (start === undefined) return [];
      // Only 'was' changes, so "wasn’t" keeps its own apostrophe.
      const replacement = matchCase(token!.text.slice(0, 3), "were") + token!.text.slice(3);
      const subject = doc.text.slice(start.start, wordBefore(doc, token!)!.end).replace(/\s+/g, " ");
      return [
        {
          start: token!.start,
          end: token!.end,
          replacement,
          explanation: `The subject '${subject}' is plural, so use '${verb === "was" ? "were" : "weren't"}'.`,
        },
      ];
    });
  },
};
