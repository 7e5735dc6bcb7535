/**
 * The grading benchmark (part of `npm run bench`): on ELLIPSE dev, the RMSE of each analytic score
 * predicted from the grading evidence by ridge regression under 5-fold cross-validation, beside
 * predicting the training folds' mean; on FCE dev, the correlation of the B2 First total with the
 * examiners' mark; and whether grading twice gives the same grade. Prints, never asserts.
 */
import { findCertificateOption } from "../src/catalogue/catalogue";
import { correctEssay } from "../src/correct/correct-essay";
import { measureEssay } from "../src/grade/evidence";
import { gradeEssay } from "../src/grade/grade-essay";
import type { EssayEvidence } from "../src/grade/types";
import { available, DATA_DIR, ELLIPSE_SCORES, ellipseEssays, fceMarkedEssays } from "./datasets";
import { fitRidge } from "./ridge";

const FOLDS = 5;
const fmt = (value: number, digits = 3) => value.toFixed(digits);
const per100 = (evidence: EssayEvidence, categories: string[]) => (evidence.words ? (100 * categories.reduce((sum, c) => sum + (evidence.errors_by_category[c] ?? 0), 0)) / evidence.words : 0);

/** The evidence as numbers for a regression. */
function features(evidence: EssayEvidence): number[] {
  return [
    Math.log(1 + evidence.words),
    evidence.errors_per_100_words,
    per100(evidence, ["spelling"]),
    per100(evidence, ["capitalisation", "punctuation"]),
    per100(evidence, ["verb form", "tense", "subject-verb agreement", "article", "preposition", "noun number", "word order", "missing word"]),
    evidence.lexical_diversity,
    evidence.less_common_word_share,
    Math.min(evidence.mean_sentence_length, 60),
    evidence.complex_sentence_share,
    evidence.linking_devices.length,
    Math.min(evidence.paragraphs, 8),
  ];
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

function ranks(values: number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let k = 0; k < order.length; ) {
    let end = k;
    while (end + 1 < order.length && order[end + 1]!.value === order[k]!.value) end++;
    for (let m = k; m <= end; m++) out[order[m]!.i] = (k + end) / 2;
    k = end + 1;
  }
  return out;
}

const rmse = (predicted: number[], actual: number[]) => Math.sqrt(predicted.reduce((sum, p, i) => sum + (p - actual[i]!) ** 2, 0) / predicted.length);

function ellipse() {
  const option = findCertificateOption("cambridge-b2-first:essay")!;
  const essays = ellipseEssays();
  const xs = essays.map((essay) => features(measureEssay(essay.text, correctEssay(essay.text).edits, option)));
  console.log(`\nGrading: ELLIPSE dev (${essays.length} essays), RMSE under ${FOLDS}-fold cross-validation (ridge regression on the grading evidence)\n`);
  console.log("| score | Redpen RMSE | mean baseline RMSE |");
  console.log("|---|---|---|");
  const ours: number[] = [];
  const baseline: number[] = [];
  for (const score of ELLIPSE_SCORES) {
    const ys = essays.map((essay) => essay.marks[score]!);
    const predicted = new Array<number>(ys.length);
    const meanPredicted = new Array<number>(ys.length);
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = ys.map((_, i) => i).filter((i) => i % FOLDS !== fold);
      const model = fitRidge(train.map((i) => xs[i]!), train.map((i) => ys[i]!));
      const mean = train.reduce((sum, i) => sum + ys[i]!, 0) / train.length;
      ys.forEach((_, i) => {
        if (i % FOLDS !== fold) return;
        predicted[i] = Math.min(5, Math.max(1, model.predict(xs[i]!)));
        meanPredicted[i] = mean;
      });
    }
    ours.push(rmse(predicted, ys));
    baseline.push(rmse(meanPredicted, ys));
    console.log(`| ${score} | ${fmt(ours.at(-1)!)} | ${fmt(baseline.at(-1)!)} |`);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`| MCRMSE | ${fmt(mean(ours))} | ${fmt(mean(baseline))} |`);
}

function fce() {
  const essays = fceMarkedEssays();
  const grades: number[] = [];
  const marks: number[] = [];
  let refused = 0;
  let repeatable = true;
  for (const essay of essays) {
    const certificate = /^\s*(dear|to whom)/im.test(essay.text.slice(0, 300)) ? "cambridge-b2-first:email-letter" : "cambridge-b2-first:essay";
    const { edits } = correctEssay(essay.text);
    const result = gradeEssay(essay.text, edits, certificate);
    repeatable &&= JSON.stringify(result) === JSON.stringify(gradeEssay(essay.text, edits, certificate));
    if (!result.estimated) {
      refused++;
      continue;
    }
    grades.push(result.grade);
    marks.push(essay.marks.answer!);
  }
  console.log(`\nGrading: FCE dev (${essays.length} answers, ${refused} not estimated), B2 First total against the examiners' mark\n`);
  console.log("| Pearson | Spearman | same grade when graded twice |");
  console.log("|---|---|---|");
  console.log(`| ${fmt(pearson(grades, marks))} | ${fmt(pearson(ranks(grades), ranks(marks)))} | ${repeatable ? "yes" : "no"} |`);
}

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR} (set REDPEN_BENCH_DATA).`);
  process.exitCode = 1;
} else {
  ellipse();
  fce();
}
