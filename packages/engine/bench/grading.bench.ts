/**
 * The grading benchmark (part of `npm run bench`):
 * - ELLIPSE dev: RMSE of each analytic score of the shipped hand-set model (nothing fitted), beside
 *   the same pipeline with its analytic models fitted under 5-fold cross-validation by the fitting
 *   script's own code (penalty by inner CV; internal evaluation only, never shipped, because the
 *   data is licensed for research only), and beside predicting the training folds' mean.
 * - FCE dev: Pearson and Spearman correlation of the B2 First total from `gradeEssay` (the
 *   shipped model) against the examiners' mark; the same essay graded twice gives the same grade;
 *   time per essay.
 * - Spearman per data set, hand-set and calibrated, and the order of our own weak, plain B2 and C2
 *   answers for every certificate (grading-ranking.ts).
 * Prints, never asserts.
 */
import { correctEssay } from "../src/correct/correct-essay";
import { readDocument } from "../src/document/document";
import { essayFeatures, inverseDocumentFrequency } from "../src/grade/features";
import { gradeEssay } from "../src/grade/grade-essay";
import { pearson, ranks } from "../src/grade/correlation";
import { ANALYTIC_SCORES, estimate, gradingModel } from "../src/grade/grading-model";

import { available, DATA_DIR, ELLIPSE_SCORES, ellipseEssays, fceMarkedEssays } from "./datasets";
import { fitWithInnerCv, rowFor, subset, type TrainingSet } from "./fit-grading-model";
import { standardiserFor } from "../src/grade/ridge";
import { printEssayOrders, printRankAgreement } from "./grading-ranking";

const FOLDS = 5;
const fmt = (value: number, digits = 3) => value.toFixed(digits);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rmse = (predicted: number[], actual: number[]) =>
  Math.sqrt(predicted.reduce((sum, p, i) => sum + (p - actual[i]!) ** 2, 0) / predicted.length);

function ellipse() {
  const essays = ellipseEssays();
  const started = performance.now();
  const set: TrainingSet = {
    rows: essays.map((essay) => rowFor(essay.text)),
    ys: ELLIPSE_SCORES.map((score) => essays.map((essay) => essay.marks[score]!)),
  };
  const shipped = ELLIPSE_SCORES.map((_, t) => set.rows.map((row) => estimate(row).analytic[ANALYTIC_SCORES[t]!]));
  const predicted = ELLIPSE_SCORES.map(() => new Array<number>(essays.length));
  const meanPredicted = ELLIPSE_SCORES.map(() => new Array<number>(essays.length));
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = subset(set, (i) => i % FOLDS !== fold);
    // The shipped model with its analytic part (standardiser and IDF too) refitted on the training folds only.
    const standardiser = standardiserFor(train.rows);
    const idf = inverseDocumentFrequency(train.rows.map((row) => row.hashed));
    const model = {
      ...gradingModel(),
      standardiser,
      idf,
      analytic: fitWithInnerCv(train, standardiser, idf, `fold ${fold + 1}`, () => {}),
    };
    set.rows.forEach((row, i) => {
      if (i % FOLDS !== fold) return;
      const { analytic } = estimate(row, model);
      ANALYTIC_SCORES.forEach((score, t) => {
        predicted[t]![i] = analytic[score];
        meanPredicted[t]![i] = mean(train.ys[t]!);
      });
    });
  }
  console.log(
    `\nGrading: ELLIPSE dev (${essays.length} essays), RMSE of the shipped hand-set model, of the same features fitted under ${FOLDS}-fold cross-validation (not shipped), and of the mean (${fmt((performance.now() - started) / 1000, 0)} s)\n`,
  );
  console.log("| score | Redpen (shipped, hand-set) | fitted under 5-fold CV (not shipped) | mean baseline |");
  console.log("|---|---|---|---|");
  const hand = ELLIPSE_SCORES.map((score, t) => rmse(shipped[t]!, set.ys[t]!));
  const ours = ELLIPSE_SCORES.map((score, t) => rmse(predicted[t]!, set.ys[t]!));
  const baseline = ELLIPSE_SCORES.map((score, t) => rmse(meanPredicted[t]!, set.ys[t]!));
  ELLIPSE_SCORES.forEach((score, t) =>
    console.log(`| ${score} | ${fmt(hand[t]!)} | ${fmt(ours[t]!)} | ${fmt(baseline[t]!)} |`),
  );
  console.log(`| MCRMSE | ${fmt(mean(hand))} | ${fmt(mean(ours))} | ${fmt(mean(baseline))} |`);
}

function fce() {
  const essays = fceMarkedEssays();
  const grades: number[] = [];
  const bands: number[] = [];
  const marks: number[] = [];
  const times: number[] = [];
  let refused = 0;
  let repeatable = true;
  for (const essay of essays) {
    const certificate = /^\s*(dear|to whom)/im.test(essay.text.slice(0, 300))
      ? "cambridge-b2-first:email-letter"
      : "cambridge-b2-first:essay";
    const { edits } = correctEssay(essay.text);
    const started = performance.now();
    const result = gradeEssay(essay.text, edits, certificate);
    times.push(performance.now() - started);
    repeatable &&= JSON.stringify(result) === JSON.stringify(gradeEssay(essay.text, edits, certificate));
    if (!result.estimated) {
      refused++;
      continue;
    }
    grades.push(result.grade);
    bands.push(estimate(essayFeatures(readDocument(essay.text), edits)).fce);
    marks.push(essay.marks.answer!);
  }
  console.log(
    `\nGrading: FCE dev (${essays.length} answers, ${refused} not estimated), B2 First total (0–20) against the examiners' mark\n`,
  );
  console.log(
    "| Pearson | Spearman | model's raw band: Pearson | same grade when graded twice | grading time per essay (median, after correction) |",
  );
  console.log("|---|---|---|---|---|");
  console.log(
    `| ${fmt(pearson(grades, marks))} | ${fmt(pearson(ranks(grades), ranks(marks)))} | ${fmt(pearson(bands, marks))} | ${repeatable ? "yes" : "no"} | ${fmt(median(times), 1)} ms |`,
  );
}

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR} (set REDPEN_BENCH_DATA).`);
  process.exitCode = 1;
} else {
  printEssayOrders();
  if (!process.argv.includes("--orders-only")) fce();
  if (!process.argv.includes("--orders-only") && !process.argv.includes("--fce-only")) {
    printRankAgreement();
    ellipse();
  }
}
