import type { Document, Word } from "../../document/document";
import { optional, sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// School subjects, languages and sports: what one is good at.
const SKILLS = new Set(
  (
    "maths math mathematics english french spanish german italian chinese japanese russian arabic portuguese " +
    "science physics chemistry biology history geography art music sport sports football tennis basketball " +
    "volleyball chess languages computers drawing singing dancing"
  ).split(" "),
);
const isSkill = (word: Word, doc: Document) =>
  SKILLS.has(word.lower) || (word.lower.endsWith("ing") && doc.tags(word.index).tags.includes("Gerund"));
const GOOD_IN = sequence(
  ["good", "bad", "better", "best", "great", "excellent", "terrible", "brilliant", "talented"],
  "in",
  optional(["playing", "doing"]),
  isSkill,
);

/** 'good in maths' → 'good at maths': skills and subjects take 'at' after 'good', 'bad' and 'better'. */
export const goodAt: Rule = {
  id: "good-at",
  description: "Uses 'at' after 'good' or 'bad' with a subject or skill: 'good at maths'.",
  category: "preposition",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I was never good in maths.", "I was never good at maths."],
      ["She is better in swimming than me.", "She is better at swimming than me."],
    ],
    right: [
      "I was never good at maths.",
      "She is good in an emergency.",
      "The weather is good in summer.",
      "There is good in everyone.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of GOOD_IN.matchAll(doc)) {
      const preposition = words[1]!;
      findings.push({
        start: preposition.start,
        end: preposition.end,
        replacement: matchCase(preposition.text, "at"),
        explanation: "Say 'good at' (or 'bad at') a subject or a skill: 'good at maths'.",
      });
    }
    return findings;
  },
};
