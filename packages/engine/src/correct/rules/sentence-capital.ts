import type { Finding, Rule } from "../types";

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|st|no|approx|a\.m|p\.m)|\.\.)\.$/i;

/** 'it was late. we went home.' → '… We went home.' */
export const sentenceCapital: Rule = {
  id: "sentence-capital",
  description: "Starts each sentence with a capital letter.",
  category: "capitalisation",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["It was late. we went home.", "It was late. We went home."],
      ["my town is small.", "My town is small."],
    ],
    right: ["It was late. We went home.", "We met at 5 p.m. and ate.", "I like fruit, e.g. apples and pears.", "Wait... maybe not.", "Visit redpen.example for more."],
  },
  check(text) {
    const findings: Finding[] = [];
    const starts = [...text.matchAll(/(^|[.!?]["')\]]?\s+)([a-z])(?=[a-z]*\b)/g)];
    for (const match of starts) {
      const letterAt = match.index + match[1]!.length;
      const before = text.slice(0, match.index + 1);
      if (match[1] && ABBREVIATIONS.test(before)) continue;
      // Only at the very start of the text, or after a sentence end followed by white space.
      if (!match[1] && letterAt !== 0) continue;
      findings.push({ start: letterAt, end: letterAt + 1, replacement: match[2]!.toUpperCase(), explanation: "Start every sentence with a capital letter." });
    }
    return findings;
  },
};
