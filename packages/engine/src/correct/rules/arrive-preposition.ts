import { DETERMINERS } from "../../document/closed-classes";
import type { Word } from "../../document/document";
import { sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const ARRIVE = ["arrive", "arrives", "arrived", "arriving"];
// A place named with a capital: 'arrive in London'. Not a possessive ('Ana's house').
const isPlaceName = (word: Word) => /^\p{Lu}\p{L}+$/u.test(word.text) && word.lower !== "i";
// Places one arrives at without an article.
const BARE_PLACES = ["school", "work", "class", "university", "church", "college"];
const ARRIVE_TO = sequence(
  ARRIVE,
  "to",
  (word) => isPlaceName(word) || DETERMINERS.has(word.lower) || BARE_PLACES.includes(word.lower),
);

/** 'arrive to London' → 'arrive in London', 'arrived to the station' → 'arrived at the station'. */
export const arrivePreposition: Rule = {
  id: "arrive-preposition",
  description: "After 'arrive', use 'in' with a city or country and 'at' with other places.",
  category: "preposition",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["We arrived to London at night.", "We arrived in London at night."],
      ["The bus arrived to the station late.", "The bus arrived at the station late."],
      ["I arrive to school at eight.", "I arrive at school at eight."],
    ],
    right: [
      "We arrived in London at night.",
      "The bus arrived at the station late.",
      "We arrived to find the door locked.",
      "She arrived home late.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of ARRIVE_TO.matchAll(doc)) {
      const [, to, place] = words as [Word, Word, Word];
      const right = isPlaceName(place) && !DETERMINERS.has(place.lower) ? "in" : "at";
      findings.push({
        start: to.start,
        end: to.end,
        replacement: matchCase(to.text, right),
        explanation:
          right === "in"
            ? "Say 'arrive in' a city or country: 'arrive in London'."
            : "Say 'arrive at' a place: 'arrive at the station'.",
      });
    }
    return findings;
  },
};
