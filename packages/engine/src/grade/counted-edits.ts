import { RULES } from "../correct/registry";
import type { Edit } from "../correct/types";

const OPTIONAL_RULES = new Set(RULES.filter((rule) => rule.optional).map((rule) => rule.id));

/**
 * The edits a grade counts: all but those of optional rules (a comma the exams leave to the
 * writer, see `Rule.optional`), so that keeping or rejecting one never moves a band.
 */
export function countedEdits(edits: readonly Edit[]): Edit[] {
  return edits.filter((edit) => !OPTIONAL_RULES.has(edit.rule_id));
}
