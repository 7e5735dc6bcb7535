import type { Document, Word } from "../../document/document";
import { lexiconTags } from "../../document/inflection";
import { optional, sequence } from "../../document/pattern";
import { NUMBER_WORDS } from "../data/hyphens";
import type { Finding, Rule } from "../types";

// Units of time, distance and size that make compound adjectives: 'a two-week holiday'.
const UNITS = [
  "second",
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "year",
  "mile",
  "metre",
  "meter",
  "kilometre",
  "kilometer",
  "page",
  "storey",
  "course",
];
const PLURAL_UNITS = UNITS.map((unit) => `${unit}s`);
const NUMBERS = [...NUMBER_WORDS, "thirty", "forty", "fifty", "sixty", "hundred"];
// 'a two-weeks holiday', 'a 10-minutes walk', 'a five-years-old boy': the unit is singular inside the compound.
const HYPHENATED = new RegExp(String.raw`\b(?:\d+|${NUMBERS.join("|")})-(${UNITS.join("|")})s\b(?!['\u2019])`, "gi");
const isNoun = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) &&
  (doc.tags(word.index).tags.includes("Singular") || lexiconTags(word.lower).includes("Singular"));
// 'a two weeks holiday', 'a five years old boy': the compound before a noun, without hyphens.
const SPACED = sequence(["a", "an"], NUMBER_WORDS, PLURAL_UNITS, optional("old"), isNoun);

/** 'a two-weeks holiday' → 'a two-week holiday': a number and a unit before a noun make one singular compound. */
export const numberCompound: Rule = {
  id: "number-compound",
  description: "A number and a unit before a noun form a singular, hyphenated compound: 'a two-week holiday'.",
  category: "noun number",
  label: "Compound adjectives (a two-week holiday)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["We went on a two-weeks holiday.", "We went on a two-week holiday."],
      ["A five-years-old boy won.", "A five-year-old boy won."],
      ["It is a ten minutes walk.", "It is a ten-minute walk."],
    ],
    right: [
      "We went on a two-week holiday.",
      "We had two weeks' holiday in August.",
      "My brother is five years old.",
      "It took a two weeks.",
      "It was a ten minutes' walk.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of doc.text.matchAll(HYPHENATED)) {
      const unit = match[1]!;
      const start = match.index + match[0].length - unit.length - 1;
      findings.push({
        start,
        end: start + unit.length + 1,
        replacement: unit,
        explanation: `In a compound before a noun, the unit is singular: '${match[0].slice(0, -1)}'.`,
      });
    }
    for (const { words } of SPACED.matchAll(doc)) {
      const [, number, unit, ...rest] = words as [Word, Word, Word, ...Word[]];
      const old = rest.length === 2 ? "-old" : "";
      const replacement = `${number.text}-${unit.text.slice(0, -1)}${old}`;
      findings.push({
        start: number.start,
        end: (rest.length === 2 ? rest[0]! : unit).end,
        replacement,
        explanation: `In a compound before a noun, use hyphens and a singular unit: '${replacement}'.`,
      });
    }
    return findings;
  },
};
