import {
  CLAUSE_OPENERS,
  POSSESSIVES,
  PRESENT_BE,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { infinitiveOfPresent, isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import { type Subject, subjectAt } from "../../document/subject";
import { lengthAfter, startingPointAfter } from "../../document/time-markers";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const PRESENT_DO_NOT = new Set(["don't", "doesn't", "dont", "doesnt"]);
// Verbs that are not actions or states that go on: modals, 'do', and 'have' before a participle (already perfect).
const LEFT_ALONE = new Set(["be", "do", "can", "will", "must", "may", "shall", "need", "dare", "ought", "used"]);
// With 'for', only states and activities that go on up to now: 'we sign a contract for three years' is a plan.
const GOING_ON_VERBS = new Set(
  "live work know study teach learn play have own use love like hate want practise practice collect try look dream believe".split(
    " ",
  ),
);
// A habit takes the present simple with 'for': 'I study for two years at every school'.
const HABIT = /\b(?:every|each|usually|always|often|normally|sometimes|per|generally|a (?:year|month|week|day))\b/i;
// Words that end the clause the verb is in: 'I know that she lives here since 2010' is not 'I have known'.
const CLAUSE_BREAK = new Set([...CLAUSE_OPENERS, ...SUBORDINATORS, ...RELATIVE_PRONOUNS, "to"]);

/** The present verb group after the subject and its present perfect, as [first word, last word, replacement]. */
function perfectOf(doc: Document, subject: Subject): [Word, Word, string] | undefined {
  const words = doc.words;
  const verb = words[subject.end];
  if (!verb?.joined) return undefined;
  const have = subject.thirdSingular ? "has" : "have";
  const lower = verb.lower.replace("\u2019", "'");
  if (PRESENT_BE.has(lower)) return [verb, verb, `${have} been`];
  if (PRESENT_DO_NOT.has(lower)) {
    const next = words[subject.end + 1];
    const participle =
      next?.joined && isBaseVerbAfterSubject(next.lower) ? verbForms(next.lower)?.participle : undefined;
    return participle && !LEFT_ALONE.has(next!.lower) ? [verb, next!, `${have}n't ${participle}`] : undefined;
  }
  if (!/^[a-z]+$/.test(verb.text)) return undefined;
  const tags = doc.tags(subject.end).tags;
  if (!tags.includes("Verb") || tags.includes("PastTense") || tags.includes("Modal")) return undefined;
  if (!subject.pronoun && !tags.includes("PresentTense")) return undefined;
  const base =
    tags.includes("Infinitive") || isBaseVerbAfterSubject(verb.lower) ? verb.lower : infinitiveOfPresent(verb.lower);
  if (!base || LEFT_ALONE.has(base)) return undefined;
  // 'I have lived' is already perfect; 'I have this bike' is not.
  const after = words[subject.end + 1];
  if (base === "have" && after?.joined && doc.tags(after.index).tags.includes("PastTense")) return undefined;
  const participle = verbForms(base)?.participle;
  return participle ? [verb, verb, `${have} ${participle}`] : undefined;
}

/**
 * 'I live here since 2010' → 'I have lived here since 2010', 'I know him for five years' → 'I have
 * known him for five years': a time from a point up to now takes the present perfect.
 */
export const sinceForPerfect: Rule = {
  id: "since-for-perfect",
  description: "Uses the present perfect with 'since' and a starting point, or 'for' and a length of time up to now.",
  category: "tense",
  label: "The present perfect (I have lived here since 2010)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I live here since 2010.", "I have lived here since 2010."],
      ["I know him for five years.", "I have known him for five years."],
      ["She works here since May.", "She has worked here since May."],
      ["We are friends since childhood.", "We have been friends since childhood."],
      ["I don't see her since last summer.", "I haven't seen her since last summer."],
    ],
    right: [
      "I have lived here since 2010.",
      "I have known him for years.",
      "Since you are here, help me.",
      "I help him since he is my friend.",
      "I study for two hours every day.",
      "The course lasts for three months.",
      "I am in Spain for six months.",
      "I know that she has lived here since 2010.",
      "It is two years since I saw him.",
      "You need a visa for six months.",
      "They sign a contract for three years.",
      "We live there for six months a year.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (word.lower !== "since" && word.lower !== "for") continue;
      const point = word.lower === "since" ? startingPointAfter(doc, word.index) : undefined;
      if (word.lower === "since" ? !point : !lengthAfter(doc, word.index)) continue;
      // The clause that 'since' or 'for' ends: its first word is the subject, with nothing but objects and places up to here.
      let first = word.index - 1;
      while (first > 0 && !doc.startsClause(first) && word.index - first < 9) first--;
      const subject = doc.words[first]?.sentence === word.sentence ? subjectAt(doc, first) : undefined;
      if (!subject || subject.end >= word.index) continue;
      const perfect = perfectOf(doc, subject);
      if (!perfect) continue;
      const [verb, last] = perfect;
      const between = doc.words.slice(last.index + 1, word.index);
      if (!doc.joined(first, word.index - 1) || between.some((w) => CLAUSE_BREAK.has(w.lower))) continue;
      // Only the verb's own complement may be a verb form: 'are married'.
      const isBe = PRESENT_BE.has(verb.lower);
      if (between.some((w, k) => doc.tags(w.index).tags.includes("Verb") && !(isBe && k === 0))) continue;
      if (isBe && (point === "clause" || subject.pronoun === "it")) continue;
      if (word.lower === "for") {
        const pronounOk = subject.pronoun && subject.pronoun !== "you" && subject.pronoun !== "it";
        const possessive = POSSESSIVES.has(doc.words[subject.first]!.lower);
        if ((!pronounOk && !possessive) || isBe || !GOING_ON_VERBS.has(doc.tags(verb.index).lemma)) continue;
        if (HABIT.test(doc.text.slice(doc.sentences[word.sentence]!.start, doc.sentences[word.sentence]!.end)))
          continue;
      }
      findings.push({
        start: verb.start,
        end: last.end,
        replacement: matchCase(verb.text, perfect[2]),
        explanation: `With '${word.lower}' and a time up to now, use the present perfect: '${perfect[2]}'.`,
      });
    }
    return findings;
  },
};
