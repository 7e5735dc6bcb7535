import { DETERMINERS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { followingWord, optional, sequence } from "../../document/pattern";
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
/**
 * A city or a country the tagger knows, ending its phrase: 'arrived at London', not 'arrived at
 * Madrid airport' or 'arrived at Oxford Street'.
 */
const isCityOrCountry = (word: Word, doc: Document) => {
  const { tags } = doc.tags(word.index);
  const next = followingWord(doc, word);
  const nounAfter = next?.joined === true && doc.tags(next.index).tags.includes("Noun");
  return isPlaceName(word) && (tags.includes("City") || tags.includes("Country")) && !nounAfter;
};
const ADVERBS_BEFORE = ["finally", "just", "only", "then", "eventually", "never", "always"];
// After a person ('we arrived at London'); 'the records arrived at Milwaukee' is a native's shipping note.
const PEOPLE = [...SUBJECT_PRONOUNS].filter((pronoun) => pronoun !== "it");
const ARRIVE_AT_CITY = sequence(PEOPLE, optional(ADVERBS_BEFORE), ARRIVE, "at", isCityOrCountry);
// Buildings one arrives at, not in: 'arrived in the airport' → 'at the airport'.
const POINT_PLACES = ["airport", "station", "hotel", "stadium", "cinema", "museum"];
const ARRIVE_IN_BUILDING = sequence(ARRIVE, "in", "the", POINT_PLACES);

const IN_A_CITY = "Say 'arrive in' a city or country: 'arrive in London'.";
const AT_A_PLACE = "Say 'arrive at' a place: 'arrive at the station'.";

/**
 * 'arrive to London' and 'arrived at London' → 'arrive in London', 'arrived to the station' and
 * 'arrived in the airport' → 'at' ('arrived at home' → 'arrived home' is the go-home collocation's).
 */
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
      ["We arrived at London on Friday.", "We arrived in London on Friday."],
      ["When they arrived at Spain, it was raining.", "When they arrived in Spain, it was raining."],
      ["We arrived in the airport at six.", "We arrived at the airport at six."],
    ],
    right: [
      "We arrived in London at night.",
      "The bus arrived at the station late.",
      "We arrived to find the door locked.",
      "She arrived home late.",
      "We arrived at Madrid airport at noon.",
      "They arrived at Heathrow early.",
      "We arrived at Oxford Street by bus.",
      "The records arrived at Milwaukee in April.",
      "We arrived in the city at noon.",
      "They arrived in the morning.",
      "She arrived at the hotel late.",
      "She arrived at her home late.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const replace = (word: Word, right: string, explanation: string) =>
      findings.push({ start: word.start, end: word.end, replacement: matchCase(word.text, right), explanation });
    for (const { words } of ARRIVE_TO.matchAll(doc)) {
      const [, to, place] = words as [Word, Word, Word];
      if (isPlaceName(place) && !DETERMINERS.has(place.lower)) replace(to, "in", IN_A_CITY);
      else replace(to, "at", AT_A_PLACE);
    }
    for (const { words } of ARRIVE_AT_CITY.matchAll(doc)) replace(words.at(-2)!, "in", IN_A_CITY);
    for (const { words } of ARRIVE_IN_BUILDING.matchAll(doc)) replace(words[1]!, "at", AT_A_PLACE);
    return findings;
  },
};
