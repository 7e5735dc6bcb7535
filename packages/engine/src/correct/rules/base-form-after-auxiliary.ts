import { infinitiveOf, infinitiveOfPresent } from "../inflection";
import type { Finding, Rule } from "../types";
import { onlySpaceBetween, startsClause, words } from "../words";

const MODALS = new Set(["can", "could", "will", "would", "should", "must", "might", "shall", "cannot", "can't", "couldn't", "won't", "wouldn't", "shouldn't", "mustn't"]);
const DO = new Set(["does", "did", "doesn't", "didn't", "don't"]);
// A modal that opens a clause or follows a question word may start a question: "How can laws…".
const QUESTION_WORDS = new Set(["how", "what", "why", "where", "when", "who", "which"]);
// "the will", "a can", "my will": nouns, not auxiliaries.
const DETERMINERS = new Set(["the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that"]);

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
    right: ["Yesterday I didn't go to school.", "She can play the piano.", "He did his homework.", "The will was read.", "I did not know.", "It does things well.", "We can always win.", "It will be provided.", "How can laws protect us?", "Should parents help?"],
  },
  check(text) {
    const tokens = words(text);
    const findings: Finding[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const auxiliary = tokens[i]!.text.toLowerCase();
      if ((!MODALS.has(auxiliary) && !DO.has(auxiliary)) || DETERMINERS.has(tokens[i - 1]?.text.toLowerCase() ?? "")) continue;
      let v = i + 1;
      if (tokens[v]!.text.toLowerCase() === "not" && tokens[v + 1]) v++;
      const verb = tokens[v]!;
      if (!/^[a-z]+$/.test(verb.text) || !onlySpaceBetween(text, tokens[v - 1]!.end, verb.start) || !onlySpaceBetween(text, tokens[i]!.end, tokens[i + 1]!.start)) continue;
      // After 'do', a plural noun is its object ("it does things well"); after a modal, an -ed form may
      // be a passive missing 'be' ("will be provided"), so only irregular past forms count there.
      const mayBeQuestion = startsClause(text, tokens, i) || QUESTION_WORDS.has(tokens[i - 1]?.text.toLowerCase() ?? "");
      const base = DO.has(auxiliary) ? infinitiveOf(verb.text) : verb.text.endsWith("ed") ? undefined : (infinitiveOf(verb.text) ?? (mayBeQuestion ? undefined : infinitiveOfPresent(verb.text)));
      if (!base || base === "be") continue;
      findings.push({ start: verb.start, end: verb.end, replacement: base, explanation: `After '${auxiliary}', use the verb's base form: '${base}'.` });
    }
    return findings;
  },
};
