import type { EngineEdit } from "@redpen/contract";

/**
 * The edit with only an engine edit's fields, in their order: whatever else a record of it carries
 * (a provider's extra fields, the marking's source and state) is left out.
 */
export function engineEditOf({
  start,
  end,
  original,
  replacement,
  category,
  rule_id,
  explanation,
}: EngineEdit): EngineEdit {
  return { start, end, original, replacement, category, rule_id, explanation };
}
