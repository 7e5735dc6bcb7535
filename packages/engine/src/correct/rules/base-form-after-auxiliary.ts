import { DETERMINERS, DO_FORMS, MODALS, NEGATIVE_MODALS, QUESTION_WORDS } from "../../document/closed-classes";
import { infinitiveOf, infinitiveOfPresent } from "../../document/inflection";
import type { Finding, Rule } from "../types";

// 'may' is left out: "may be" and "may" as a month are too often right.
const MODAL_AUXILIARIES = new Set([...MODALS, ...NEGATIVE_MODALS].filter((modal) => modal !== "may"));
// 'do' itself is left out: "I do things", "they do sports".
const DO = new Set([...DO_FORMS].filter((form) => form !== "do"));
// After "the will", "a can", "my will", "this can", the word is a noun, not an auxiliary.

/** 'didn't went' → 'didn't go', 'can plays' → 'can play': after a modal or 'do', the verb has its base form. */
export const baseFormAfterAuxiliary: Rule = {
  id: "base-form-after-auxiliary",
  description: "Uses the base form of a verb after a modal verb or 'do'.",
  category: "verb form",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday I didn't went to school.", "Yesterday I didn't go to school."],
      ["She can plays the piano.", "She can play the piano."],
      ["He does not likes fish.", "He does not like fish."],
    ],
    right: [
      "Yesterday I didn't go to school.",
      "She can play the piano.",
      "He did his homework.",
      "The will was read.",
      "I did not know.",
      "It does things well.",
      "We can always win.",
      "It will be provided.",
      "How can laws protect us?",
      "Should parents help?",
    ],
  },
  check(doc) {
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const auxiliary = tokens[i]!.text.toLowerCase();
      if (
        (!MODAL_AUXILIARIES.has(auxiliary) && !DO.has(auxiliary)) ||
        DETERMINERS.has(tokens[i - 1]?.text.toLowerCase() ?? "")
      )
        continue;
      let v = i + 1;
      if (tokens[v]!.text.toLowerCase() === "not" && tokens[v + 1]) v++;
      const verb = tokens[v]!;
      if (!/^[a-z]+$/.test(verb.text) || !verb.joined || !tokens[i + 1]!.joined) continue;
      // After 'do', a plural noun is its object ("it does things well"); after a modal, an -ed form may
      // be a passive missing 'be' ("will be provided"), so only irregular past forms count there.
      const mayBeQuestion = doc.startsClause(i) || QUESTION_WORDS.has(tokens[i - 1]?.text.toLowerCase() ?? "");
      const base = DO.has(auxiliary)
        ? infinitiveOf(verb.text)
        : verb.text.endsWith("ed")
          ? undefined
          : (infinitiveOf(verb.text) ?? (mayBeQuestion ? undefined : infinitiveOfPresent(verb.text)));
      if (!base || base === "be") continue;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: base,
        explanation: `After '${auxiliary}', use the verb's base form: '${base}'.`,
      });
    }
    return findings;
  },
};
