import { applyEdits } from "@redpen/contract";
import { readDocument } from "../../document/document";
import { collectEdits, correctEssay } from "../correct-essay";
import type { Rule } from "../types";
import { CORRECT_SENTENCES } from "./correct-sentences";
import { EVERYDAY_ERRORS } from "./everyday-errors";

/**
 * The corpus a rule must pass before the registry switches it on (LanguageTool's way, see
 * STYLE.md): the native-text sample, correct sentences of every register and the everyday
 * catalogue's correct look-alikes, on which it may change nothing; and the learner sets, the
 * everyday catalogue's wrong sentences with the one correction a teacher expects, which it may not
 * make worse.
 */
export const NATIVE_SAMPLE: readonly string[] = [
  ...CORRECT_SENTENCES,
  ...EVERYDAY_ERRORS.flatMap((kind) => kind.right),
];
export const LEARNER_SETS: readonly (readonly [sentence: string, corrected: string])[] = EVERYDAY_ERRORS.flatMap(
  (kind) => kind.wrong,
);

/** How one rule fares on the corpus, beside the rules switched on. */
export interface RuleOutcome {
  id: string;
  /** The native sentences the rules switched on change with an edit of this rule. */
  falseAlarms: string[];
  /** The learner sentences corrected exactly as expected with this rule among the rules switched on, and without it. */
  exactWith: number;
  exactWithout: number;
}

/**
 * The outcome on the corpus of each rule of `rules` (in the registry's priority order), all
 * switched on together; to judge a rule that is off, pass the rules switched on with it added. A
 * rule changes a learner sentence's correction only where it finds something there, so the set
 * without it is run on those sentences alone. An optional rule's edits (a comma the exams leave to
 * the writer) are proposals, not corrections: a learner sentence is judged without them.
 */
export function corpusOutcomes(rules: readonly Rule[]): RuleOutcome[] {
  const optional = new Set(rules.filter((rule) => rule.optional).map((rule) => rule.id));
  const corrects = (wrong: string, expected: string, set: readonly Rule[]) =>
    applyEdits(
      wrong,
      correctEssay(wrong, set).edits.filter((edit) => !optional.has(edit.rule_id)),
    ) === expected;
  const outcomes = new Map(
    rules.map((rule) => [rule, { id: rule.id, falseAlarms: [] as string[], exactWith: 0, exactWithout: 0 }]),
  );
  const byId = new Map(rules.map((rule) => [rule.id, outcomes.get(rule)!]));
  for (const sentence of NATIVE_SAMPLE)
    for (const id of new Set(correctEssay(sentence, rules).edits.map((edit) => edit.rule_id)))
      byId.get(id)?.falseAlarms.push(sentence);
  for (const [wrong, expected] of LEARNER_SETS) {
    const exact = corrects(wrong, expected, rules);
    const finding = new Set(collectEdits(readDocument(wrong), rules).map((edit) => edit.rule_id));
    for (const [rule, outcome] of outcomes) {
      outcome.exactWith += exact ? 1 : 0;
      const without = finding.has(rule.id)
        ? corrects(
            wrong,
            expected,
            rules.filter((other) => other !== rule),
          )
        : exact;
      outcome.exactWithout += without ? 1 : 0;
    }
  }
  return [...outcomes.values()];
}
