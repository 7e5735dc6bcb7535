import { countWords } from "@redpen/contract";
import { RULES } from "../correct/registry";
import { categoryEntry, EDIT_CATEGORIES, type EditCategory } from "../correct/categories";
import type { Edit } from "../correct/types";
import { quoteEdit, type ErrorQuote } from "./quote";

/** One kind of error the student made, how often, and one example from their essay. */
export interface ErrorKind {
  /** The edits' category the kind groups. */
  category: EditCategory;
  /** The kind's name for the student: its category's (e.g. "Articles (a, an, the)"), or its main rule's when that rule made most of them. */
  label: string;
  /** How many of the essay's edits are of this kind. */
  count: number;
  /** The edit quoted as the example: of the kind's most frequent rule, short and on one line. */
  example: Edit;
  quote: ErrorQuote;
}

/** The names rules give their errors, where they say more than the category (each rule carries its own). */
const RULE_LABELS = new Map(RULES.flatMap((rule) => (rule.label ? [[rule.id, rule.label] as const] : [])));

/** A rule names its category's errors when it made at least this share of them. */
const RULE_LABEL_SHARE = 2 / 3;

/** How good an edit is as an example: both sides present, short, on one line; lower is better. */
function exampleCost(edit: Edit): number {
  let cost = 0;
  if (!edit.original.trim() || !edit.replacement.trim()) cost += 10;
  if (/\n/.test(edit.original)) cost += 20;
  cost += Math.max(0, Math.max(countWords(edit.original), countWords(edit.replacement)) - 3) * 2;
  return cost;
}

/** The edits of a group's most frequent rule (the first in the text on a tie). */
function mainRuleEdits(group: Edit[]): Edit[] {
  const byRule = new Map<string, Edit[]>();
  for (const edit of group) {
    const list = byRule.get(edit.rule_id);
    if (list) list.push(edit);
    else byRule.set(edit.rule_id, [edit]);
  }
  return [...byRule.values()].sort((a, b) => b.length - a.length || a[0]!.start - b[0]!.start)[0]!;
}

/** The edit to quote from a rule's edits: the best example, the first in the text on a tie. */
function chooseExample(ruleEdits: Edit[]): Edit {
  return [...ruleEdits].sort((a, b) => exampleCost(a) - exampleCost(b) || a.start - b.start)[0]!;
}

/**
 * The most frequent kinds of error (by edit category, named after the rule that made most of them
 * when it has a clearer name), most frequent first (the engine's category order on a tie), each
 * with an example quoted from the essay and its fix. `quoted` are the edits a quote's fix applies
 * (all the text's, optional ones too, so that it reads as the corrected text does).
 */
export function summariseErrors(
  text: string,
  edits: readonly Edit[],
  limit: number,
  quoted: readonly Edit[] = edits,
): ErrorKind[] {
  const groups = new Map<EditCategory, Edit[]>();
  for (const edit of edits) {
    if (!EDIT_CATEGORIES.includes(edit.category)) continue;
    const list = groups.get(edit.category);
    if (list) list.push(edit);
    else groups.set(edit.category, [edit]);
  }
  const sorted = [...groups.entries()].sort(
    ([a, x], [b, y]) => y.length - x.length || EDIT_CATEGORIES.indexOf(a) - EDIT_CATEGORIES.indexOf(b),
  );
  return sorted.slice(0, limit).map(([category, group]) => {
    const ruleEdits = mainRuleEdits(group);
    const example = chooseExample(ruleEdits);
    const ruleLabel = RULE_LABELS.get(example.rule_id);
    const label =
      ruleLabel && ruleEdits.length >= group.length * RULE_LABEL_SHARE ? ruleLabel : categoryEntry(category).label;
    return { category, label, count: group.length, example, quote: quoteEdit(text, example, quoted) };
  });
}
