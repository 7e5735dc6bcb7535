import { CARDINALS, PERSON_NOUNS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const BE_FOR_HAVE: Record<string, Record<string, string>> = {
  i: { have: "am", had: "was" },
  he: { has: "is", had: "was" },
  she: { has: "is", had: "was" },
  person: { has: "is", had: "was" },
};
// Someone whose age it is: 'I', 'she', 'my little brother'.
const SOMEONE_HAS = sequence(
  (word: Word) => word.lower in BE_FOR_HAVE || PERSON_NOUNS.has(word.lower),
  ["have", "has", "had"],
);
// After the age: the end of the clause ('I have 15 years and...'), or 'old'.
const CLAUSE_GOES_ON = new Set(["and", "but", "so", "when", "because", "now", "today", "old"]);

/** The tokens after `have`: a number, 'years', and what follows, when they say an age. */
function ageAfter(doc: Document, have: Word) {
  const at = doc.tokens.findIndex((token) => token.start === have.start);
  const [number, years, next] = [doc.tokens[at + 1], doc.tokens[at + 2], doc.tokens[at + 3]];
  if (!number || !years || years.lower !== "years") return undefined;
  if (number.kind === "number" ? !/^\d{1,2}$/.test(number.text) : !CARDINALS.has(number.lower)) return undefined;
  if (next && next.kind === "word" && !CLAUSE_GOES_ON.has(next.lower)) return undefined;
  if (next && next.kind === "mark" && !/^[.,!?;]$/.test(next.text)) return undefined;
  return { years, old: next?.lower === "old" };
}

/** 'I have 15 years' → 'I am 15 years old': English gives age with 'be'. */
export const ageBe: Rule = {
  id: "age-be",
  description: "Gives a person's age with 'be ... years old', not 'have ... years'.",
  category: "verb form",
  label: "Age with “be” (I am 15 years old)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have 15 years and I live in Porto.", "I am 15 years old and I live in Porto."],
      ["My little brother has eight years.", "My little brother is eight years old."],
      ["When I had ten years, we moved.", "When I was ten years old, we moved."],
    ],
    right: [
      "I am 15 years old.",
      "I have 15 books about history.",
      "I have two years to finish my degree.",
      "My grandfather has 40 years of experience.",
      "The course has three years.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of SOMEONE_HAS.matchAll(doc)) {
      const [someone, have] = match.words as [Word, Word];
      const be = (BE_FOR_HAVE[someone.lower] ?? BE_FOR_HAVE.person!)[have.lower];
      const age = be ? ageAfter(doc, have) : undefined;
      if (!be || !age) continue;
      findings.push({
        start: have.start,
        end: have.end,
        replacement: matchCase(have.text, be),
        explanation: `To give someone's age, use '${be}': '${be} ... years old'.`,
      });
      if (!age.old)
        findings.push({
          start: age.years.end,
          end: age.years.end,
          replacement: " old",
          explanation: `To give someone's age, use '${be}': '${be} ... years old'.`,
        });
    }
    return findings;
  },
};
