import type { Document, Word } from "../../document/document";
import { formsOf } from "../../document/inflection";
import type { Finding, Rule } from "../types";

const PREFER = formsOf("prefer");
// Words that make the 'than' compare within the first thing ('a flat bigger than this', 'walking more
// than driving', 'rather than'), where 'than' is right.
const COMPARING = new Set("more less rather other else better worse much".split(" "));
// How far 'than' may stand from 'prefer': the first thing is a short noun phrase or an -ing form.
const MOST_WORDS_BETWEEN = 5;

/** The 'than' of 'prefer X than Y', if the words between are one short noun phrase or -ing form. */
function thanAfter(doc: Document, prefer: Word): Word | undefined {
  const first = doc.words[prefer.index + 1];
  // 'prefer to stay … than', 'prefer that …' are other patterns.
  if (!first?.joined || first.lower === "to" || first.lower === "that") return undefined;
  for (let word: Word | undefined = first; word?.joined; word = doc.words[word.index + 1]) {
    if (word.lower === "than") return word.index > first.index ? word : undefined;
    if (word.index - prefer.index > MOST_WORDS_BETWEEN || COMPARING.has(word.lower)) return undefined;
    const { tags } = doc.tags(word.index);
    // A comparative or a verb (other than an -ing form) between: 'prefer a flat that is bigger than'.
    if (tags.includes("Comparative") || (tags.includes("Verb") && !tags.includes("Gerund"))) return undefined;
  }
  return undefined;
}

/** 'prefer tea than coffee' → 'prefer tea to coffee'. */
export const preferTo: Rule = {
  id: "prefer-to",
  description: "After 'prefer', the thing liked less comes after 'to': 'prefer tea to coffee'.",
  category: "preposition",
  label: "prefer X to Y",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I prefer tea than coffee.", "I prefer tea to coffee."],
      ["She prefers swimming than running.", "She prefers swimming to running."],
      ["We preferred the old house than the new one.", "We preferred the old house to the new one."],
    ],
    right: [
      "I prefer tea to coffee.",
      "I prefer a flat that is bigger than this one.",
      "I prefer walking more than driving.",
      "I would prefer to stay in rather than go out.",
      "I prefer bigger cities than this one.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (!PREFER.has(word.lower)) continue;
      const than = thanAfter(doc, word);
      if (!than) continue;
      findings.push({
        start: than.start,
        end: than.end,
        replacement: than.text === "Than" ? "To" : "to",
        explanation:
          "After 'prefer', the thing you like less comes after 'to', not 'than': 'than' follows a comparative ('better than').",
      });
    }
    return findings;
  },
};
