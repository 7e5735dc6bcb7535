import type { Finding, Rule } from "../types";

/** 'i' → 'I', also in 'i'm', 'i've', 'i'll', 'i'd'. */
export const pronounI: Rule = {
  id: "pronoun-i",
  description: "Writes the pronoun 'I' with a capital letter.",
  category: "capitalisation",
  label: "A capital “I”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday i went home.", "Yesterday I went home."],
      ["I think i'm right.", "I think I'm right."],
    ],
    right: ["Yesterday I went home.", "The options are (i) and (ii)."],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const token of doc.words) {
      if (!/^i(['\u2019](m|ve|ll|d))?$/.test(token.text)) continue;
      if (text[token.start - 1] === "(" || text[token.end] === ")") continue;
      findings.push({
        start: token.start,
        end: token.start + 1,
        replacement: "I",
        explanation: "Always write the word 'I' with a capital letter.",
      });
    }
    return findings;
  },
};
