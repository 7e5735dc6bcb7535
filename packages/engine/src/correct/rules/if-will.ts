import { SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import type { Finding, Rule } from "../types";

const THIRD_PERSON = new Set(["he", "she", "it"]);

/** 'If it will rain, …' → 'If it rains, …': after 'if' or 'when' about the future, use the present. */
export const ifWill: Rule = {
  id: "if-will",
  description: "Uses the present tense after 'if' or 'when' about the future.",
  category: "tense",
  label: "The present after “if” (If it rains)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["If it will rain, we will stay at home.", "If it rains, we will stay at home."],
      ["When I will finish school, I will travel.", "When I finish school, I will travel."],
    ],
    right: [
      "If it rains, we will stay at home.",
      "I don't know if it will rain.",
      "If you will excuse me, I must go.",
      "Tell me when you will arrive.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      const [conjunction, subject, will, verb] = tokens.slice(i, i + 4) as [
        (typeof tokens)[0],
        (typeof tokens)[0],
        (typeof tokens)[0],
        (typeof tokens)[0],
      ];
      if (
        !/^(if|when)$/i.test(conjunction.text) ||
        !SUBJECT_PRONOUNS.has(subject.text.toLowerCase()) ||
        will.text.toLowerCase() !== "will"
      )
        continue;
      // Only a clause that opens the sentence: "I don't know if it will rain" asks about the future, which is right.
      const before = text.slice(0, conjunction.start).trimEnd();
      if (before && !/[.!?]$/.test(before)) continue;
      if (!doc.joined(i, i + 3)) continue;
      // "If you will excuse me": 'will' as willingness, kept with 'excuse'.
      if (!/^[a-z]+$/.test(verb.text) || verb.text === "excuse" || !isBaseVerbAfterSubject(verb.text)) continue;
      const forms = verbForms(verb.text);
      if (!forms || verb.text === "be") continue;
      const present = THIRD_PERSON.has(subject.text.toLowerCase()) ? forms.present : forms.infinitive;
      findings.push({
        start: will.start,
        end: verb.end,
        replacement: present,
        explanation: `After '${conjunction.text.toLowerCase()}' about the future, use the present: '${subject.text} ${present}'.`,
      });
    }
    return findings;
  },
};
