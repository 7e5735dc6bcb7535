/**
 * Fits a grading model (`npm run fit:grading`) and writes bench/out/fitted-model.json, which git
 * ignores. It is for internal evaluation only and is never shipped: the data is licensed for
 * non-commercial research, so the product grades with the hand-set src/grade/model/rubric.ts.
 *
 * Data, read at run time from ../shared/data (REDPEN_BENCH_DATA overrides): ELLIPSE dev (six
 * analytic scores), FCE train (the examiners' band per answer; FCE dev is never fitted on) and
 * W&I train (CEFR levels). Each essay is corrected by the engine and turned into features; ridge
 * models are fitted with the penalty chosen by inner cross-validation; the scales are linked by
 * matching means and standard deviations. The grading benchmark reuses `fitGradingModel` under
 * cross-validation.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readDocument } from "../src/document/document";
import { dirname, join } from "node:path";
import { correctEssay } from "../src/correct/correct-essay";
import { essayFeatures, HASH_BUCKETS, inverseDocumentFrequency, weighHashed } from "../src/grade/features";
import { type GradingModel, type Linking, MODEL_VERSION, estimate, languageScore } from "../src/grade/grading-model";
import { type LinearModel, predictLinear, type RidgeRow, type Standardiser } from "../src/grade/linear-model";
import { pearson } from "../src/grade/correlation";
import { fitRidge, type RidgeOptions, standardiserFor } from "../src/grade/ridge";
import { DATA_DIR, ELLIPSE_SCORES, ellipseEssays, fceBand } from "./datasets";

/** Essays as model rows with their targets (one array per target). */
export interface TrainingSet {
  rows: RidgeRow[];
  ys: number[][];
}

/** The three sets the model is fitted on. */
export interface TrainingSets {
  ellipse: TrainingSet;
  fce: TrainingSet;
  wi: TrainingSet;
}

/** The penalties tried by inner cross-validation (λ, and the weight of the hashed n-gram block). */
const GRID: Pick<RidgeOptions, "lambda" | "hashScale">[] = [
  { lambda: 30, hashScale: 3 },
  { lambda: 30, hashScale: 5 },
  { lambda: 60, hashScale: 8 },
];
const INNER_FOLDS = 3;

const CEFR: Record<string, number> = {
  "A1.i": 1,
  "A1.ii": 1.5,
  "A2.i": 2,
  "A2.ii": 2.5,
  "B1.i": 3,
  "B1.ii": 3.5,
  "B2.i": 4,
  "B2.ii": 4.5,
  "C1.i": 5,
  "C1.ii": 5.5,
  "C2.i": 6,
  "C2.ii": 6.5,
  "C2+": 7,
};

/** A W&I CEFR label (A1.i … C2+) as a number (A1 = 1 … C2 = 6); NaN when unknown. */
export function cefrValue(label: unknown): number {
  return typeof label === "string" ? (CEFR[label] ?? Number.NaN) : Number.NaN;
}

const jsonLines = (path: string) =>
  readFileSync(join(DATA_DIR, path), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** An essay's model row: the engine's own correction, then the features. */
export function rowFor(text: string): RidgeRow {
  return essayFeatures(readDocument(text), correctEssay(text).edits);
}

/** Reads, corrects and measures the training data. */
export function loadTrainingSets(): TrainingSets {
  const ellipse = ellipseEssays();
  const fce = jsonLines("fce/fce.train.json").filter((essay) => Number.isFinite(fceBand(essay["answer-s"])));
  const wi = ["A", "B", "C"]
    .flatMap((level) => jsonLines(`wi_locness/${level}.train.json`))
    .filter((essay) => Number.isFinite(cefrValue(essay.cefr)));
  return {
    ellipse: {
      rows: ellipse.map((essay) => rowFor(essay.text)),
      ys: ELLIPSE_SCORES.map((score) => ellipse.map((essay) => essay.marks[score]!)),
    },
    fce: { rows: fce.map((essay) => rowFor(String(essay.text))), ys: [fce.map((essay) => fceBand(essay["answer-s"]))] },
    wi: { rows: wi.map((essay) => rowFor(String(essay.text))), ys: [wi.map((essay) => cefrValue(essay.cefr))] },
  };
}

/** The rows of `set` whose index satisfies `keep`. */
export function subset(set: TrainingSet, keep: (index: number) => boolean): TrainingSet {
  const indices = set.rows.map((_, i) => i).filter(keep);
  return { rows: indices.map((i) => set.rows[i]!), ys: set.ys.map((y) => indices.map((i) => y[i]!)) };
}

/**
 * How a candidate penalty is judged: RMSE where the estimate is used on its own scale (the
 * ELLIPSE scores, the CEFR level); one minus Pearson's r where only its ranking matters, because
 * a linking rescales it afterwards (the FCE band).
 */
export type Criterion = "rmse" | "correlation";

/** The mean error over the targets of `set` under `folds`-fold cross-validation with these options. */
function crossValidatedError(
  set: TrainingSet,
  options: RidgeOptions,
  standardiser: Standardiser,
  folds: number,
  criterion: Criterion,
): number {
  const predicted = set.ys.map((y) => new Array<number>(y.length).fill(0));
  for (let fold = 0; fold < folds; fold++) {
    const train = subset(set, (i) => i % folds !== fold);
    const models = fitRidge(train.rows, train.ys, options, standardiser);
    set.rows.forEach((row, i) => {
      if (i % folds === fold)
        models.forEach((model, t) => (predicted[t]![i] = predictLinear(model, standardiser, row)));
    });
  }
  const errors = set.ys.map((y, t) =>
    criterion === "rmse"
      ? Math.sqrt(y.reduce((sum, v, i) => sum + (predicted[t]![i]! - v) ** 2, 0) / y.length)
      : 1 - pearson(predicted[t]!, y),
  );
  return errors.reduce((a, b) => a + b, 0) / errors.length;
}

/**
 * Fits one ridge model per target of `set` (raw features; the hashed counts are weighed by `idf`
 * here, as the product's `estimate` does), the penalty chosen from GRID by inner cross-validation.
 */
export function fitWithInnerCv(
  raw: TrainingSet,
  standardiser: Standardiser,
  idf: number[],
  name: string,
  log: (line: string) => void,
  criterion: Criterion = "rmse",
): LinearModel[] {
  const set = { rows: raw.rows.map((row) => ({ dense: row.dense, hashed: weighHashed(row.hashed, idf) })), ys: raw.ys };
  let best = GRID[0]!;
  let bestError = Number.POSITIVE_INFINITY;
  for (const candidate of GRID) {
    const error = crossValidatedError(
      set,
      { ...candidate, buckets: HASH_BUCKETS },
      standardiser,
      INNER_FOLDS,
      criterion,
    );
    log(
      `  ${name}: λ=${candidate.lambda}, n-gram scale ${candidate.hashScale}: inner-CV ${criterion === "rmse" ? "RMSE" : "1 − r"} ${error.toFixed(4)}`,
    );
    if (error < bestError) [best, bestError] = [candidate, error];
  }
  return fitRidge(set.rows, set.ys, { ...best, buckets: HASH_BUCKETS }, standardiser);
}

function moments(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1 };
}

function linking(from: number[], to: number[]): Linking {
  const a = moments(from);
  const b = moments(to);
  return { from_mean: a.mean, from_sd: a.sd, to_mean: b.mean, to_sd: b.sd };
}

/** Fits the whole grading model on the three sets. */
export function fitGradingModel(sets: TrainingSets, log: (line: string) => void = () => {}): GradingModel {
  const everyRow = [...sets.ellipse.rows, ...sets.fce.rows, ...sets.wi.rows];
  const standardiser = standardiserFor(everyRow);
  const idf = inverseDocumentFrequency(everyRow.map((row) => row.hashed));
  const analytic = fitWithInnerCv(sets.ellipse, standardiser, idf, "ELLIPSE analytic", log);
  const [cefr] = fitWithInnerCv(sets.wi, standardiser, idf, "W&I CEFR", log);
  const [fce] = fitWithInnerCv(sets.fce, standardiser, idf, "FCE band", log, "correlation");
  const identity: Linking = { from_mean: 0, from_sd: 1, to_mean: 0, to_sd: 1 };
  const links = { fce: identity, cefr: identity, language: identity, cohesion: identity };
  const draft: GradingModel = {
    version: MODEL_VERSION,
    buckets: HASH_BUCKETS,
    standardiser,
    idf,
    analytic,
    cefr: cefr!,
    fce: fce!,
    links,
  };
  const onFce = sets.fce.rows.map((row) => estimate(row, draft));
  const bands = sets.fce.ys[0]!;
  return {
    ...draft,
    links: {
      fce: linking(
        onFce.map((e) => e.fce),
        bands,
      ),
      cefr: linking(
        onFce.map((e) => e.cefr),
        bands,
      ),
      language: linking(
        onFce.map((e) => languageScore(e.analytic)),
        bands,
      ),
      cohesion: linking(
        onFce.map((e) => e.analytic.cohesion),
        bands,
      ),
    },
  };
}

/** Rounds to 4 significant digits, so that the fitted model's file stays small. */
const compact = (value: number) => Number(value.toPrecision(4));

/** The model with its numbers rounded for its file (bench/out/fitted-model.json). */
export function compactModel(model: GradingModel): GradingModel {
  return JSON.parse(JSON.stringify(model), (_key, value: unknown) =>
    typeof value === "number" ? compact(value) : value,
  ) as GradingModel;
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const sets = loadTrainingSets();
  console.log(
    `Corrected and measured ${sets.ellipse.rows.length} ELLIPSE, ${sets.fce.rows.length} FCE train and ${sets.wi.rows.length} W&I essays in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const model = compactModel(fitGradingModel(sets, console.log));
  const path = join(import.meta.dirname, "out/fitted-model.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
