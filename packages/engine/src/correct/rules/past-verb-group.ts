import { infinitiveOf, verbForms } from "../../document/inflection";
import type { Word } from "../../document/document";
import { sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import { regularisedVerb } from "./irregular-past";
import type { Finding, Rule } from "../types";

// A present 'do' with a past verb after it: the writer means the past ('I don't had' → 'I didn't have').
const PRESENT_DO: Record<string, string> = {
  dont: "didn't",
  "don't": "didn't",
  "don\u2019t": "didn\u2019t",
  doesnt: "didn't",
  "doesn't": "didn't",
  "doesn\u2019t": "didn\u2019t",
};
const PRESENT_DO_NOT = new Set(["do", "does"]);
const inSmallLetters = (word: Word) => /^[a-z]+$/.test(word.text);
/** A present 'do' and a verb: contracted ('don't had') or with 'not' ('do not had'). */
const DO_AND_VERB = [
  sequence((word) => Boolean(PRESENT_DO[word.lower]), inSmallLetters),
  sequence(PRESENT_DO_NOT, "not", inSmallLetters),
];

/** The base form of a past-tense verb ('had' → 'have', 'went' → 'go', 'leaved' → 'leave'), if the word is one. */
function baseOfPast(word: string): string | undefined {
  const irregular = regularisedVerb(word);
  if (irregular) return irregular.base;
  const base = infinitiveOf(word);
  return base && base !== "be" && verbForms(base)?.past === word ? base : undefined;
}

/**
 * 'I dont had' → 'I didn't have', 'she does not went' → 'she did not go': a present 'do' before a
 * past verb is the past tense half made; the whole verb group is corrected in one edit.
 */
export const pastVerbGroup: Rule = {
  id: "past-verb-group",
  description: "Makes a negative verb group about the past whole: 'didn't' and the base form.",
  category: "tense",
  label: "Negatives in the past (I didn't have)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I dont had a mobile phone.", "I didn't have a mobile phone."],
      ["She doesn't went to school yesterday.", "She didn't go to school yesterday."],
      ["We do not knew the answer.", "We did not know the answer."],
      ["He does not leaved early.", "He did not leave early."],
    ],
    right: [
      "I didn't have a mobile phone.",
      "I don't have a mobile phone.",
      "She doesn't need it.",
      "They do not want it.",
      "I don't mind.",
      "We did not know the answer.",
      "Does it matter?",
      "I don't read much.",
    ],
  },
  check(doc) {
    const matches = DO_AND_VERB.flatMap((pattern) => pattern.matchAll(doc)).sort((a, b) => a.start - b.start);
    return matches.flatMap(({ words }): Finding[] => {
      const [word, verb] = [words[0]!, words.at(-1)!];
      const contracted = PRESENT_DO[word.lower];
      const base = baseOfPast(verb.lower);
      // 'read', 'put', 'cut': a past the same as the base says nothing.
      if (!base || base === verb.lower) return [];
      const auxiliary = contracted
        ? matchCase(word.text, contracted)
        : `${matchCase(word.text, "did")} ${words[1]!.text}`;
      return [
        {
          start: word.start,
          end: verb.end,
          replacement: `${auxiliary} ${base}`,
          explanation: `This is about the past: use '${contracted ? "didn't" : "did not"}' and the base form of the verb, '${base}'.`,
        },
      ];
    });
  },
};
