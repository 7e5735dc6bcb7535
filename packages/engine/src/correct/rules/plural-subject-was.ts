import { CARDINALS, PLURAL_QUANTIFIERS, POSSESSIVES, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { isPluralNoun, lexiconTags } from "../../document/inflection";
import { sequence, wordBefore } from "../../document/pattern";
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
// Words after which a clause begins with its subject. 'and', 'or' and prepositional 'after', 'before', 'as'
// are left out: "a walk with my dog and my friends was fun" has a singular subject.
const OPENERS = new Set([
  "because",
  "when",
  "while",
  "although",
  "though",
  "but",
  "so",
  "if",
  "that",
  "whether",
  "where",
  "then",
]);
/** 'was' or 'wasn\'t'. */
const WAS = sequence((word) => ["was", "wasn't"].includes(word.lower.replace("\u2019", "'")));

/** Whether a clause may begin at the word: first in the text, after , ; : . ! ? or a line break, or after a conjunction. */
function beginsClause(doc: Document, word: Word): boolean {
  const previous = wordBefore(doc, word);
  if (!previous) return true;
  if (/[.,;:!?\n]/.test(doc.text.slice(previous.end, word.start))) return true;
  return OPENERS.has(previous.lower) && word.joined;
}

/** Where the plural subject ending just before `verb` begins, or undefined when there is none that is clear. */
function pluralSubjectStart(doc: Document, verb: number): number | undefined {
  const { words: tokens } = doc;
  const joined = (from: number, to: number) => doc.joined(from, to);
  const lower = (k: number) => tokens[k]?.lower ?? "";
  const noun = verb - 1;
  if (noun < 1 || !joined(noun, verb)) return undefined;

  // 'Tom and I was', 'my sister and I was', 'I and my friends was': one of two joined subjects is a pronoun.
  for (let and = noun - 1; and >= Math.max(1, noun - 3); and--) {
    if (lower(and) !== "and") continue;
    const first = nounPhraseStart(tokens, and - 1, true);
    const second = nounPhraseStart(tokens, noun, true);
    if (first === undefined || second !== and + 1 || !joined(first, verb)) continue;
    if ([first, second].some((k) => DETERMINERS.has(lower(k)) && !PERSON_DETERMINERS.has(lower(k)))) continue;
    const pronouns = [first === and - 1 ? lower(first) : "", second === noun ? lower(noun) : ""];
    if (pronouns.some((word) => PERSONS.has(word)) && beginsClause(doc, tokens[first]!)) return first;
  }

  if (!/^[a-z]+$/.test(tokens[noun]!.text) || !isPluralNoun(lower(noun))) return undefined;
  const start = nounPhraseStart(tokens, noun, false);
  if (start === undefined || start === noun || !joined(start, verb)) return undefined;
  if (beginsClause(doc, tokens[start]!)) return start;
  // 'some of my friends was', 'a lot of the students was'.
  if (lower(start - 1) !== "of" || !joined(start - 2, start)) return undefined;
  const quantifier = start - 2;
  if (
    lower(quantifier) === "lot" &&
    lower(quantifier - 1) === "a" &&
    joined(quantifier - 1, quantifier) &&
    beginsClause(doc, tokens[quantifier - 1]!)
  )
    return quantifier - 1;
  return QUANTIFIERS.has(lower(quantifier)) && beginsClause(doc, tokens[quantifier]!) ? quantifier : undefined;
}

/**
 * Where a noun phrase ending at `end` begins: a determiner, up to two modifiers and the noun
 * ('my two best friends'); with `single`, also a pronoun or a name on its own ('I', 'Tom').
 */
function nounPhraseStart(tokens: readonly Word[], end: number, single: boolean): number | undefined {
  const word = tokens[end]?.text;
  if (!word) return undefined;
  if (
    single &&
    (PERSONS.has(word.toLowerCase()) || /^[A-Z][a-z]+$/.test(word)) &&
    !DETERMINERS.has(word.toLowerCase())
  ) {
    if (!DETERMINERS.has(tokens[end - 1]?.text.toLowerCase() ?? "")) return end;
  }
  if (!/^[a-z]+$/.test(word)) return undefined;
  for (let k = end - 1; k >= Math.max(0, end - 3); k--) {
    const lower = tokens[k]!.text.toLowerCase();
    if (DETERMINERS.has(lower)) {
      // 'my two best friends', 'all the students'.
      const before = (j: number) => tokens[j]?.text.toLowerCase() ?? "";
      let start = k;
      while (start > k - 2 && (DETERMINERS.has(before(start - 1)) || PREDETERMINERS.has(before(start - 1)))) start--;
      return start;
    }
    if (!/^[a-z]+$/.test(tokens[k]!.text) || !lexiconTags(lower).some((tag) => MODIFIER_TAGS.includes(tag)))
      return undefined;
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
      const start = pluralSubjectStart(doc, token!.index);
      if (start === undefined) return [];
      // Only 'was' changes, so "wasn’t" keeps its own apostrophe.
      const replacement = matchCase(token!.text.slice(0, 3), "were") + token!.text.slice(3);
      const subject = doc.text.slice(doc.words[start]!.start, wordBefore(doc, token!)!.end).replace(/\s+/g, " ");
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
