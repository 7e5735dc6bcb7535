import type { Finding, Rule } from "../types";
import { onlySpaceBetween, words } from "../words";

const MODALS = new Set(["can", "could", "must", "should", "might", "may", "will", "would", "shall"]);
// "the will to live", "a will to win": 'will' as a noun.
const DETERMINERS = new Set(["the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "free", "strong", "good"]);

/** 'can to go' → 'can go': a modal verb takes the bare infinitive. */
export const modalTo: Rule = {
  id: "modal-to",
  description: "Removes 'to' after a modal verb.",
  category: "verb form",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I can to swim very well.", "I can swim very well."],
      ["You should to visit Rome.", "You should visit Rome."],
    ],
    right: ["I can swim very well.", "I have to go now.", "She has the will to win.", "You ought to visit Rome."],
  },
  check(text) {
    const tokens = words(text);
    const findings: Finding[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [modal, to, verb] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if (!MODALS.has(modal.text.toLowerCase()) || to.text.toLowerCase() !== "to") continue;
      if (DETERMINERS.has(tokens[i - 1]?.text.toLowerCase() ?? "")) continue;
      if (!onlySpaceBetween(text, modal.end, to.start) || !onlySpaceBetween(text, to.end, verb.start) || !/^[a-z]+$/.test(verb.text)) continue;
      findings.push({ start: modal.end, end: to.end, replacement: "", explanation: `After '${modal.text.toLowerCase()}', use the verb without 'to': '${modal.text.toLowerCase()} ${verb.text}'.` });
    }
    return findings;
  },
};
