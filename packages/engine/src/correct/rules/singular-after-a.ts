import {
  COORDINATORS,
  EITHER_NUMBER_NOUNS,
  MODALS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { isPluralNoun, lexiconTags, singularOf } from "../../document/inflection";
import { getLexicon } from "../../document/lexicon";
import { isAdjective, optional, sequence, wordBefore } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// Things in pairs, clothes and the face's pairs: 'a new shoes', 'a blue eyes' are meant as 'new
// shoes', 'blue eyes', so the 'a' goes, not the plural ('a broken legs' is 'a broken leg').
const WORN_IN_PAIRS = new Set(
  "glasses sunglasses trousers jeans scissors shorts pants pyjamas pajamas tights headphones earphones clothes shoes boots socks gloves trainers sneakers sandals eyes ears lips".split(
    " ",
  ),
);
// Nouns plural in form that name one thing ('a means' and 'a series' isPluralNoun already leaves
// out, 'a big thanks'), and 'people', which after 'a' is a nation: 'a people'.
const PAIRS = new Set([
  ...WORN_IN_PAIRS,
  ..."goods thanks congratulations surroundings belongings outskirts stairs savings arts sports sales customs species remains people".split(
    " ",
  ),
]);
// The noun ends its phrase: a word after it that could be a noun makes it a modifier ('a sports car').
const PHRASE_ENDS = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...COORDINATORS,
  ..."who which that when because is was has will can could would last next this every ago yesterday today tomorrow".split(
    " ",
  ),
]);
// 'one' counts only as a number: not 'the one', 'which ones', 'no one', 'every one'.
const NOT_BEFORE_ONE = new Set([
  "the",
  "this",
  "that",
  "which",
  "no",
  "every",
  "each",
  "any",
  "some",
  "someone",
  "last",
]);
// 'these are a…', 'they were a…': a plural subject, where the noun's number is the writer's choice.
const PLURAL_BE = new Set(["are", "were", "aren't", "weren't"]);

const A_NOUN = sequence(["a", "an", "one", "each", "every"], optional(isAdjective), (word: Word) =>
  /^[a-z]+$/.test(word.text),
);

/**
 * Whether the word after the noun is its verb in the present, agreeing with one, or a modal: 'each players gets', 'every students must'.
 * Only after 'each' and 'every': after 'a' the next word may be the noun the plural describes ('a rules file').
 */
function isOwnVerb(doc: Document, word: Word): boolean {
  const { tags } = doc.tags(word.index);
  if (word.joined && MODALS.has(word.lower)) return true;
  return (
    word.joined &&
    /^[a-z]+s$/.test(word.text) &&
    tags.includes("Verb") &&
    tags.includes("PresentTense") &&
    !tags.includes("Noun") &&
    !tags.includes("Adjective")
  );
}

/** Whether the word is a plural of time: 'weeks', 'hours'. */
const isDurations = (word: string) => word.endsWith("s") && lexiconTags(word).includes("Duration");

/** The singular of a plural noun after 'a' or 'one', when the noun ends its phrase and is no pair or amount. */
function singularAfter(doc: Document, article: Word, noun: Word): string | undefined {
  if (
    !(isPluralNoun(noun.lower) || isDurations(noun.lower)) ||
    PAIRS.has(noun.lower) ||
    EITHER_NUMBER_NOUNS.has(noun.lower)
  )
    return undefined;
  if (!doc.tags(noun.index).tags.includes("Noun") || /^[-'\u2019]/.test(doc.text.slice(noun.end))) return undefined;
  const eachOne = article.lower === "each" || article.lower === "every";
  if (!endsAfter(doc, noun, PHRASE_ENDS) && !(eachOne && isOwnVerb(doc, doc.words[noun.index + 1]!))) return undefined;
  const before = wordBefore(doc, article);
  if (before && PLURAL_BE.has(before.lower.replace("\u2019", "'"))) return undefined;
  if (article.lower === "one" && before && NOT_BEFORE_ONE.has(before.lower)) return undefined;
  const singular = singularOf(noun.lower);
  return singular && getLexicon().isWord(singular) ? singular : undefined;
}

/** 'a new shoes' → 'new shoes': a pair or clothes, at the end of its phrase after 'a' or 'an', takes no article. */
function articleBeforePair(doc: Document, article: Word, noun: Word): Finding | undefined {
  if (!["a", "an"].includes(article.lower) || !WORN_IN_PAIRS.has(noun.lower) || !endsAfter(doc, noun, PHRASE_ENDS))
    return undefined;
  // 'a hands-on lesson', 'a shoes' shop': the word begins a compound or a possessive.
  if (/^[-'\u2019]/.test(doc.text.slice(noun.end))) return undefined;
  const before = wordBefore(doc, article);
  if (before && PLURAL_BE.has(before.lower.replace("\u2019", "'"))) return undefined;
  const next = doc.words[article.index + 1]!;
  const phrase = doc.text.slice(next.start, noun.end);
  // 'A new shoes…' → 'New shoes…': the capital moves to the next word.
  const capital = article.text !== article.lower;
  return {
    start: article.start,
    end: capital ? next.end : next.start,
    replacement: capital ? next.text[0]!.toUpperCase() + next.text.slice(1) : "",
    explanation: `'${noun.text}' is plural, so it takes no '${article.lower}': '${phrase}' (or 'a pair of ${phrase}').`,
  };
}

/** 'a friends' → 'a friend', 'one days' → 'one day', 'each students' → 'each student': after 'a', 'an', 'one', 'each' or 'every', a noun is singular. */
export const singularAfterA: Rule = {
  id: "singular-after-a",
  description: "Makes a plural noun singular after 'a', 'an', 'one', 'each' or 'every'.",
  category: "noun number",
  label: "A singular noun after “a” (a friend)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I met a friends at the station.", "I met a friend at the station."],
      ["She has an older brothers.", "She has an older brother."],
      ["We stayed there for one nights.", "We stayed there for one night."],
      ["She bought a new shoes yesterday.", "She bought new shoes yesterday."],
      ["The baby has a blue eyes.", "The baby has blue eyes."],
      ["I need a new glasses for reading.", "I need new glasses for reading."],
      ["A warm gloves would help.", "Warm gloves would help."],
      ["Each players gets a shirt.", "Each player gets a shirt."],
      ["We meet every weeks on Friday.", "We meet every week on Friday."],
      ["Every guests must show a ticket.", "Every guest must show a ticket."],
    ],
    right: [
      "Each class includes a hands-on lesson.",
      "I met a friend at the station.",
      "He bought a sports car.",
      "It is a series of films.",
      "She wears glasses.",
      "The bike is a means of transport.",
      "No one knows the answer.",
      "These are a few ideas.",
      "They were a great friends of ours.",
      "She bought a new pair of shoes.",
      "He sells a shoes brand.",
      "A big thanks to everyone.",
      "We meet every two weeks.",
      "Each of the players gets a shirt.",
      "They help each others' children.",
      "We offer a comprehensive benefits package.",
      "You need a rules file for each device.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of A_NOUN.matchAll(doc)) {
      const article = words[0]!;
      const noun = words.at(-1)!;
      if (noun === article) continue;
      const pair = articleBeforePair(doc, article, noun);
      if (pair) {
        findings.push(pair);
        continue;
      }
      const singular = singularAfter(doc, article, noun);
      if (!singular) continue;
      findings.push({
        start: noun.start,
        end: noun.end,
        replacement: singular,
        explanation: ["each", "every"].includes(article.lower)
          ? `'${article.text}' takes one at a time, so use the singular: '${singular}'.`
          : `'${article.text}' means one, so use the singular: '${singular}'.`,
      });
    }
    return findings;
  },
};
