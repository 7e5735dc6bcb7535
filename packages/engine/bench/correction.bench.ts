/**
 * The correction benchmark (`npm run bench`): edit-level precision, recall and F0.5 of the engine
 * beside harper.js alone, false alarms on native text, and speed and memory. Prints, never asserts.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { correctEssay } from "../src/correct/correct-essay";
import { RULES } from "../src/correct/registry";
import { available, correctionDatasets, cwebDataset, DATA_DIR, essayTexts, type Sample } from "./datasets";
import { createHarperCorrector } from "./harper-baseline";
import { fScore, scoreAll, scoreSentence } from "./score";

const fmt = (value: number, digits = 3) => value.toFixed(digits);

/** The rules that stand on each library, to measure what each contributes. */
const LIBRARY_RULES: Record<string, string[]> = {
  "nspell + dictionary-en-gb/en + SUBTLEX (spelling)": ["spelling"],
  "compromise (lexicon and inflection)": [
    "subject-verb-agreement",
    "noun-subject-agreement",
    "base-form-after-auxiliary",
    "participle-after-have",
    "plural-after-quantifier",
  ],
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function correctAll(samples: Sample[], correct: (text: string) => string | Promise<string>): Promise<string[]> {
  const out: string[] = [];
  for (const sample of samples) out.push(await correct(sample.source));
  return out;
}

function falseAlarms(samples: Sample[], hypotheses: string[]): number {
  const fp = samples.reduce((sum, sample, i) => sum + scoreSentence(sample, hypotheses[i]!).fp, 0);
  return (fp / samples.length) * 1000;
}

/** An essay of about `words` words, from real learner answers. */
function essayOf(words: number, texts: string[]): string {
  const all = texts.join("\n\n").split(/(\s+)/);
  return all.slice(0, words * 2).join("");
}

async function main() {
  if (!available()) {
    console.error(`Benchmark data not found in ${DATA_DIR} (set REDPEN_BENCH_DATA).`);
    process.exitCode = 1;
    return;
  }
  const harper = await createHarperCorrector();
  const redpen = (text: string) => correctEssay(text).corrected;

  console.log("\nCorrection quality (edit level, best reference per sentence)\n");
  console.log(
    "| dataset | sentences | Redpen P | Redpen R | Redpen F0.5 | harper.js P | harper.js R | harper.js F0.5 |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const dataset of correctionDatasets()) {
    const ours = fScore(scoreAll(dataset.samples, await correctAll(dataset.samples, redpen)));
    const anchor = fScore(scoreAll(dataset.samples, await correctAll(dataset.samples, harper)));
    console.log(
      `| ${dataset.name} | ${dataset.samples.length} | ${fmt(ours.precision)} | ${fmt(ours.recall)} | ${fmt(ours.f)} | ${fmt(anchor.precision)} | ${fmt(anchor.recall)} | ${fmt(anchor.f)} |`,
    );
  }

  console.log("\nWhat each library contributes: F0.5 with all rules, and without the rules that stand on it\n");
  const datasets = correctionDatasets();
  console.log(`| rules | ${datasets.map((dataset) => dataset.name).join(" | ")} |`);
  console.log(`|---|${datasets.map(() => "---").join("|")}|`);
  const enabled = RULES.filter((rule) => rule.enabledByDefault);
  for (const [label, ids] of [
    ["all", []] as [string, string[]],
    ...Object.entries(LIBRARY_RULES).map(([library, ids]) => [`without ${library}`, ids] as [string, string[]]),
  ]) {
    const rules = enabled.filter((rule) => !ids.includes(rule.id));
    const cells = datasets.map((dataset) =>
      fmt(
        fScore(
          scoreAll(
            dataset.samples,
            dataset.samples.map((sample) => correctEssay(sample.source, rules).corrected),
          ),
        ).f,
      ),
    );
    console.log(`| ${label} | ${cells.join(" | ")} |`);
  }

  const cweb = cwebDataset();
  const oursCweb = falseAlarms(cweb.samples, await correctAll(cweb.samples, redpen));
  const harperCweb = falseAlarms(cweb.samples, await correctAll(cweb.samples, harper));
  console.log(
    `\nFalse alarms per 1,000 sentences on ${cweb.name} (${cweb.samples.length} sentences): Redpen ${fmt(oursCweb, 1)}, harper.js ${fmt(harperCweb, 1)}\n`,
  );

  const texts = essayTexts();
  console.log("| speed and memory | Redpen |");
  console.log("|---|---|");
  // A fresh process: time to import the engine and correct once, and its peak memory after a 1,000-word essay.
  const essay1000 = JSON.stringify(essayOf(1000, texts));
  const script = `const t=performance.now();const {correctEssay}=await import(${JSON.stringify(join(import.meta.dirname, "../src/index.ts"))});correctEssay("i can to go to the bech.");const ms=performance.now()-t;correctEssay(${essay1000});console.log(JSON.stringify({ms,rss:process.resourceUsage().maxRSS/1024}))`;
  const runs = [1, 2, 3].map(
    () =>
      JSON.parse(
        execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
          encoding: "utf8",
        }).trim(),
      ) as { ms: number; rss: number },
  );
  console.log(
    `| cold start (import + first correction, dictionaries loaded), median of 3 | ${fmt(median(runs.map((r) => r.ms)), 0)} ms |`,
  );
  console.log(
    `| peak RSS of a fresh process after a 1,000-word essay, median of 3 | ${fmt(median(runs.map((r) => r.rss)), 0)} MiB |`,
  );
  for (const words of [300, 1000]) {
    const essay = essayOf(words, texts);
    correctEssay(essay);
    const times = Array.from({ length: 5 }, () => {
      const t = performance.now();
      correctEssay(essay);
      return performance.now() - t;
    });
    console.log(`| ${words}-word essay, warm, median of 5 | ${fmt(median(times), 2)} ms |`);
  }
}

await main();
