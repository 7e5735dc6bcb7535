/**
 * True and false positives per error type on the sets with an M2 file (`npm run bench:types`): a
 * right edit takes the type the M2 gives the error (ERRANT's for FCE and W&I, NUCLE's for
 * CoNLL-2013), a wrong one the ERRANT-style type of the engine's own category. Prints, never asserts.
 */
import { correctEssay } from "../src/correct/correct-essay";
import { errantTypeOf } from "../src/correct/categories";
import type { Edit } from "../src/correct/types";
import { tokenise } from "../src/document/document";
import { available, correctionDatasets, DATA_DIR, type Sample } from "./datasets";
import type { TokenEdit } from "./edits";
import { judgeEdits } from "./score";

/** ERRANT's operation: a missing word (M), one to remove (U) or one to replace (R). */
const operation = (edit: TokenEdit) => (edit.start === edit.end ? "M" : edit.replacement === "" ? "U" : "R");

/** The type of a hypothesis edit: the gold edit it matches, else the engine edit it came from. */
function typeOf(edit: TokenEdit, right: boolean, sample: Sample, edits: Edit[]): string {
  const tokens = tokenise(sample.source);
  const original = tokens
    .slice(edit.start, edit.end)
    .map((token) => token.text)
    .join("");
  const correction = edit.replacement.replaceAll(" ", "");
  if (right) {
    const gold =
      sample.gold!.find((g) => g.original === original && g.correction === correction) ??
      sample.gold!.find((g) => g.correction === correction && correction !== "");
    if (gold) return gold.type;
  }
  // An insertion lies between the tokens around it.
  const from = edit.end > edit.start ? tokens[edit.start]!.start : (tokens[edit.start - 1]?.end ?? 0);
  const to = edit.end > edit.start ? tokens[edit.end - 1]!.end : (tokens[edit.start]?.start ?? sample.source.length);
  const made = edits.find((e) => e.start <= to && from <= e.end);
  if (!made) return `${operation(edit)}:?`;
  const type = errantTypeOf(made.category);
  return type === "SPELL" || type === "WO" || type === "ORTH" ? `R:${type}` : `${operation(edit)}:${type}`;
}

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR}.`);
  process.exit(1);
}
const datasets = correctionDatasets().filter((dataset) => dataset.samples.some((sample) => sample.gold));
const table = new Map<string, Map<string, { gold: number; tp: number; fp: number }>>();
const cell = (type: string, set: string) => {
  const row = table.get(type) ?? new Map();
  table.set(type, row);
  const entry = row.get(set) ?? { gold: 0, tp: 0, fp: 0 };
  row.set(set, entry);
  return entry;
};
for (const dataset of datasets) {
  for (const sample of dataset.samples) {
    for (const gold of sample.gold ?? []) cell(gold.type, dataset.name).gold++;
    const result = correctEssay(sample.source);
    if (result.corrected === sample.source) continue;
    const { edits, right } = judgeEdits(sample, result.corrected);
    edits.forEach(
      (edit, i) => cell(typeOf(edit, right[i]!, sample, result.edits), dataset.name)[right[i] ? "tp" : "fp"]++,
    );
  }
}
const total = (row: Map<string, { gold: number; tp: number; fp: number }>) =>
  [...row.values()].reduce((sum, c) => sum + c.gold + c.tp + c.fp, 0);
const rows = [...table.entries()]
  .filter(([, row]) => [...row.values()].some((c) => c.tp + c.fp > 0 || c.gold >= 20))
  .sort((a, b) => total(b[1]) - total(a[1]));
console.log("\nEdits per error type: gold (the M2's errors), true positives / false positives of Redpen\n");
console.log(`| type | ${datasets.map((d) => `${d.name} gold | TP/FP`).join(" | ")} |`);
console.log(`|---|${datasets.map(() => "---|---").join("|")}|`);
for (const [type, row] of rows) {
  console.log(
    `| ${type} | ${datasets
      .map((d) => {
        const c = row.get(d.name) ?? { gold: 0, tp: 0, fp: 0 };
        return `${c.gold} | ${c.tp}/${c.fp}`;
      })
      .join(" | ")} |`,
  );
}
