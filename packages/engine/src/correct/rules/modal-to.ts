import { ARTICLES, MODALS, POSSESSIVES } from "../../document/closed-classes";
import { sequence, wordBefore } from "../../document/pattern";
import type { Rule } from "../types";

// "the will to live", "a strong will to win": 'will' as a noun.
const BEFORE_A_NOUN = new Set([...ARTICLES, ...POSSESSIVES, "free", "strong", "good"]);

/** A modal, 'to' and a verb written in small letters: 'can to go'. */
const MODAL_TO_VERB = sequence(MODALS, "to", (word) => /^[a-z]+$/.test(word.text));

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
    return MODAL_TO_VERB.matchAll(doc)
      .filter(({ words: [modal] }) => !BEFORE_A_NOUN.has(wordBefore(doc, modal!)?.lower ?? ""))
      .map(({ words: [modal, to, verb] }) => ({
        start: modal!.end,
        end: to!.end,
        replacement: "",
        explanation: `After '${modal!.lower}', use the verb without 'to': '${modal!.lower} ${verb!.text}'.`,
      }));
  },
};
