import type { EssayEdit } from "@redpen/contract";

/** For tests: the engine's kept correction of the first `find` in `text` (from `more.start` on) to `replacement`. */
export function testEdit(text: string, find: string, replacement: string, more: Partial<EssayEdit> = {}): EssayEdit {
  const start = text.indexOf(find, more.start ?? 0);
  if (start < 0) throw new Error(`no '${find}' in the text`);
  return {
    category: "spelling",
    rule_id: `rule-${find}`,
    explanation: `Write ${replacement}.`,
    source: "engine",
    state: "kept",
    ...more,
    start,
    end: start + find.length,
    original: find,
    replacement,
  };
}
