import { ARTICLES, MODALS, POSSESSIVES } from "../../document/closed-classes";
import type { Finding, Rule } from "../types";

// "the will to live", "a strong will to win": 'will' as a noun.
const BEFORE_A_NOUN = new Set([...ARTICLES, ...POSSESSIVES, "free", "strong", "good"]);

/** 'can to go' → 'can go': a modal verb takes the bare infinitive. */
export const modalTo: Rule = {
  id: "modal-to",
  description: "Removes 'to' after a modal verb.",
  category: "verb form",
  label: "No “to” after can, must, should",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I can to swim very well.", "I can swim very well."],
      ["You should to visit Rome.", "You should visit Rome."],
    ],
    right: ["I can swim very well.", "I have to go now.", "She has the will to win.", "You ought to visit Rome."],
  },
  check(doc) {
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [modal, to, verb] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if (!MODALS.has(modal.text.toLowerCase()) || to.text.toLowerCase() !== "to") continue;
      if (BEFORE_A_NOUN.has(tokens[i - 1]?.text.toLowerCase() ?? "")) continue;
      if (!to.joined || !verb.joined || !/^[a-z]+$/.test(verb.text)) continue;
      findings.push({
        start: modal.end,
        end: to.end,
        replacement: "",
        explanation: `After '${modal.text.toLowerCase()}', use the verb without 'to': '${modal.text.toLowerCase()} ${verb.text}'.`,
      });
    }
    return findings;
  },
};
