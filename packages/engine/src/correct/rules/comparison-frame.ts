import { BE_FORMS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { isAdjective, optional, sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

/**
 * The words that frame a comparison: 'as tall as' (not 'as tall than' or 'as tall like'), and
 * 'the biggest city in the world' (not 'of the world').
 */

// An adverb of manner compares too: 'as fast as', 'as quickly as'.
const isDegreeWord = (word: Word, doc: Document) =>
  isAdjective(word, doc) || /ly$/.test(word.lower) || ["much", "many", "well", "often", "far"].includes(word.lower);
const AS_THAN = sequence("as", isDegreeWord, ["than", "like"]);
// 'the tallest boy of the class' reads as one of a group; a place is a container: 'in the world'.
const PLACES = ["world", "country", "city", "town", "village", "school", "class", "team", "family", "universe"];
const isSuperlative = (word: Word, doc: Document) =>
  /^[a-z]+est$/.test(word.text) ||
  word.lower === "best" ||
  word.lower === "worst" ||
  doc.tags(word.index).tags.includes("Superlative");
// A part of the place is 'of' it: 'the best part of the city', 'the oldest area of the town'.
const PARTS = new Set(
  "part parts area areas side half rest end centre center top bottom middle corner edge heart".split(" "),
);
const isWholeNoun = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) && !PARTS.has(word.lower) && doc.tags(word.index).tags.includes("Noun");
const OF_PLACE = ["of", ["the", "my", "our", "his", "her", "their"], PLACES] as const;
const SUPERLATIVES_OF_PLACE = [
  sequence("the", isSuperlative, optional(isAdjective), isWholeNoun, ...OF_PLACE),
  sequence("the", "most", isAdjective, isWholeNoun, ...OF_PLACE),
];
// 'is not as big like yours': 'like' for 'as' only where the frame is clearly a comparison.
const BEFORE_AS_LIKE = new Set([...BE_FORMS, "not", "just", "almost", "nearly", "twice", "half"]);

export const comparisonFrame: Rule = {
  id: "comparison-frame",
  description:
    "Frames a comparison with 'as … as' and a superlative with 'in' a place: 'as tall as', 'the biggest city in the world'.",
  category: "preposition",
  label: "“as … as”, “the best in”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother is as tall than my father.", "My brother is as tall as my father."],
      ["My room is not as big like yours.", "My room is not as big as yours."],
      ["Tokyo is the biggest city of the world.", "Tokyo is the biggest city in the world."],
      ["She is the best student of our class.", "She is the best student in our class."],
    ],
    right: [
      "My brother is as tall as my father.",
      "Tokyo is the biggest city in the world.",
      "It was the best day of the year.",
      "He is the oldest member of the family business.",
      "I see it as better than nothing.",
      "She sings like an angel.",
      "The best part of the city is the port.",
      "He treats it as normal like everyone else.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of AS_THAN.matchAll(doc)) {
      const [as, degree, wrong] = words as [Word, Word, Word];
      if (wrong.lower === "like" && !BEFORE_AS_LIKE.has(doc.words[as.index - 1]?.lower ?? "")) continue;
      // 'see it as better than nothing': a comparative after 'as' is compared with 'than'.
      if (doc.tags(degree.index).tags.includes("Comparative")) continue;
      findings.push({
        start: wrong.start,
        end: wrong.end,
        replacement: matchCase(wrong.text, "as"),
        explanation: `A comparison with 'as' ends with 'as' too: 'as ${degree.lower} as'.`,
      });
    }
    for (const { words } of SUPERLATIVES_OF_PLACE.flatMap((pattern) => pattern.matchAll(doc))) {
      const of = words.find((word) => word.lower === "of")!;
      const place = words.at(-1)!;
      // 'the oldest member of the family business': the place word names a thing before a noun.
      const next = doc.words[place.index + 1];
      if (next?.joined && doc.tags(next.index).tags.includes("Noun")) continue;
      findings.push({
        start: of.start,
        end: of.end,
        replacement: matchCase(of.text, "in"),
        explanation: `After a superlative, a place takes 'in': 'in the ${place.lower}'.`,
      });
    }
    return findings;
  },
};
