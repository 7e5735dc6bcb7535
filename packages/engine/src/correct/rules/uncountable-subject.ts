import { DETERMINERS, UNCOUNTABLE_NOUNS } from "../../document/closed-classes";
import type { Word } from "../../document/document";
import { optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";
import { isAdjective } from "../../document/pattern";

const SINGULAR_DETERMINERS = new Set(
  [...DETERMINERS, "some", "any", "no", "much"].filter((word) => !["these", "those"].includes(word)),
);
// 'the news are', 'my luggage were': an uncountable noun as the whole subject, then a plural verb.
const SUBJECT = sequence(
  SINGULAR_DETERMINERS,
  optional(isAdjective),
  (word: Word) => UNCOUNTABLE_NOUNS.has(word.text),
  ["are", "were"],
);
const SINGULAR_VERB: Record<string, string> = { are: "is", were: "was" };

/** 'The news are bad' → 'The news is bad': an uncountable noun takes a singular verb. */
export const uncountableSubject: Rule = {
  id: "uncountable-subject",
  description: "Uses 'is' and 'was' after an uncountable noun: 'the news is'.",
  category: "subject-verb agreement",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["The news are very bad today.", "The news is very bad today."],
      ["All my luggage were lost.", "All my luggage was lost."],
    ],
    right: ["The news is very bad today.", "The traffic lights are red.", "Some kinds of information are secret."],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of SUBJECT.matchAll(doc)) {
      const [verb, noun] = [match.words.at(-1)!, match.words.at(-2)!];
      const right = SINGULAR_VERB[verb.lower]!;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: right,
        explanation: `'${noun.text}' cannot be counted, so it takes a singular verb: '${noun.text} ${right}'.`,
      });
    }
    return findings;
  },
};
