/**
 * Precision of each harper.js rule on the correction sets (`npm run bench:harper-rules`): which of
 * its lints a reference also makes. Prints, never asserts; decides which harper rules the engine uses.
 */
import { Dialect, LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { available, correctionDatasets, cwebDataset, DATA_DIR } from "./datasets";
import { firstSuggestionEdit } from "./harper-baseline";
import { scoreSentence } from "./score";

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR}.`);
  process.exit(1);
}
const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
await linter.setup();
const stats = new Map<string, { tp: number; fp: number; cwebFp: number }>();
const datasets = [...correctionDatasets().slice(1), cwebDataset()];
for (const dataset of datasets) {
  const isCweb = dataset.name.startsWith("CWEB");
  for (const sample of dataset.samples) {
    const organised = await linter.organizedLints(sample.source, { language: "plaintext" });
    for (const [rule, lints] of Object.entries(organised)) {
      for (const lint of lints) {
        const edit = firstSuggestionEdit(lint);
        if (!edit) continue;
        const corrected = sample.source.slice(0, edit.start) + edit.replacement + sample.source.slice(edit.end);
        const counts = scoreSentence(sample, corrected);
        const entry = stats.get(rule) ?? { tp: 0, fp: 0, cwebFp: 0 };
        if (isCweb) entry.cwebFp += counts.fp;
        else {
          entry.tp += counts.tp;
          entry.fp += counts.fp;
        }
        stats.set(rule, entry);
      }
    }
  }
}
console.log("| harper rule | learner TP | learner FP | precision | CWEB FP |");
console.log("|---|---|---|---|---|");
for (const [rule, s] of [...stats].sort((a, b) => b[1].tp - a[1].tp)) {
  console.log(`| ${rule} | ${s.tp} | ${s.fp} | ${(s.tp / Math.max(1, s.tp + s.fp)).toFixed(2)} | ${s.cwebFp} |`);
}
