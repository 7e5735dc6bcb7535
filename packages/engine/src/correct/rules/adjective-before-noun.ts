import { COUNTABLE_NOUNS } from "../../document/closed-classes";
import type { Word } from "../../document/document";
import { optional, sequence } from "../../document/pattern";
import { lexiconTags } from "../../document/inflection";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";
import { wantsAn } from "./a-an";

const INTENSIFIERS = ["very", "really", "so", "quite", "extremely", "too"];
// Adjectives that already say which or how many, or may follow a noun ('a day ago', 'a man alone').
const NOT_BEFORE_NOUN = new Set([
  "ago",
  "alone",
  "alive",
  "asleep",
  "awake",
  "afraid",
  "aware",
  "else",
  "enough",
  "later",
  "soon",
  "early",
  "late",
  "ready",
  "sure",
  "able",
  "last",
  "next",
  "only",
  "same",
  "own",
  "whole",
  "such",
  "old",
]);
const isAdjective = (word: Word) =>
  /^[a-z]+$/.test(word.text) &&
  !NOT_BEFORE_NOUN.has(word.lower) &&
  lexiconTags(word.lower).includes("Adjective") &&
  !lexiconTags(word.lower).some((tag) => tag === "Noun" || tag === "Verb" || tag === "Adverb");
// 'a thing very important.': 'a', a noun, maybe 'very', and an adjective that ends the phrase.
const NOUN_THEN_ADJECTIVE = sequence(
  ["a", "an"],
  [...COUNTABLE_NOUNS, "thing", "experience"],
  optional(INTENSIFIERS),
  isAdjective,
);

/** 'a thing very important' → 'a very important thing': in English the adjective comes before the noun. */
export const adjectiveBeforeNoun: Rule = {
  id: "adjective-before-noun",
  description: "Puts an adjective before its noun: 'a very important thing'.",
  category: "word order",
  label: "Adjectives before nouns (a very good idea)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["It is a thing very important.", "It is a very important thing."],
      ["She is a person kind.", "She is a kind person."],
      ["It was an experience really amazing!", "It was a really amazing experience!"],
    ],
    right: [
      "It is a very important thing.",
      "I found a city very different from mine, with old streets.",
      "He is a man very much in love.",
      "It was a day ago.",
      "She is a teacher, very kind and patient.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of NOUN_THEN_ADJECTIVE.matchAll(doc)) {
      // Only where the adjective ends the phrase: "a city very different from mine" goes on.
      if (!/^\s*(?:[.!?;,]|$)/.test(doc.text.slice(match.end))) continue;
      const [article, noun, ...described] = match.words as [Word, Word, ...Word[]];
      const phrase = `${described.map((word) => word.text).join(" ")} ${noun.text}`;
      const replacement = `${matchCase(article.text, wantsAn(phrase) ? "an" : "a")} ${phrase}`;
      findings.push({
        start: article.start,
        end: match.end,
        replacement,
        explanation: `In English the adjective comes before the noun: '${replacement.toLowerCase()}'.`,
      });
    }
    return findings;
  },
};
