/**
 * Per-rule precision on the correction sets (`npm run bench:rules`): for each rule, how many of its
 * edits a reference also makes. Prints, never asserts; used to decide which rules stay on.
 */
import { correctEssay } from "../src/correct/correct-essay";
import { RULES } from "../src/correct/registry";
import { available, correctionDatasets, cwebDataset, DATA_DIR } from "./datasets";
import { scoreSentence } from "./score";

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR}.`);
  process.exit(1);
}
const datasets = [...correctionDatasets(), cwebDataset()];
console.log(`| rule | ${datasets.map((d) => `${d.name} TP/FP`).join(" | ")} |`);
console.log(`|---|${datasets.map(() => "---").join("|")}|`);
for (const rule of RULES) {
  const cells = datasets.map((dataset) => {
    let tp = 0;
    let fp = 0;
    for (const sample of dataset.samples) {
      const corrected = correctEssay(sample.source, [rule]).corrected;
      if (corrected === sample.source) continue;
      const counts = scoreSentence(sample, corrected);
      tp += counts.tp;
      fp += counts.fp;
    }
    return `${tp}/${fp}`;
  });
  console.log(`| ${rule.id} | ${cells.join(" | ")} |`);
}
