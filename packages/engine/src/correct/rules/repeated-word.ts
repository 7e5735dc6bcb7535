import type { Finding, Rule } from "../types";

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
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [first, second] = [tokens[i]!, tokens[i + 1]!];
      const lower = first.text.toLowerCase();
      if (lower !== second.text.toLowerCase() || MAY_REPEAT.has(lower) || !second.joined) continue;
      findings.push({
        start: first.end,
        end: second.end,
        replacement: "",
        explanation: `The word '${second.text}' is written twice.`,
      });
    }
    return findings;
  },
};
