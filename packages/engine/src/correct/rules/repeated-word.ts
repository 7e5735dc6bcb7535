import { sequence, wordBefore } from "../../document/pattern";
import type { Rule } from "../types";

// Doubled on purpose in correct English.
const MAY_REPEAT = new Set([
  "had",
  "that",
  "very",
  "bye",
  "ha",
  "no",
  "so",
  "really",
  "far",
  "more",
  "again",
  "on",
  "over",
  "round",
  "many",
  "knock",
  "well",
]);

/** A word, then the same word again with only spaces between: 'the the'. */
const TWICE = sequence(
  (word) => !MAY_REPEAT.has(word.lower),
  (word, doc) => word.lower === wordBefore(doc, word)?.lower,
);

/** 'the the' → 'the'. */
export const repeatedWord: Rule = {
  id: "repeated-word",
  description: "Removes a word written twice in a row.",
  category: "repetition",
  enabledByDefault: true,
  examples: {
    wrong: [["I went to the the shop.", "I went to the shop."]],
    right: ["I went to the shop.", "He had had enough.", "I know that that is true.", "It was very very cold."],
  },
  check(doc) {
    return TWICE.matchAll(doc).map(({ words: [first, second] }) => ({
      start: first!.end,
      end: second!.end,
      replacement: "",
      explanation: `The word '${second!.text}' is written twice.`,
    }));
  },
};
