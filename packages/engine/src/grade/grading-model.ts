import { DENSE_FEATURE_NAMES, type EssayFeatures, HASH_BUCKETS, weighHashed } from "./features";
import { RUBRIC_MODEL } from "./model/rubric";
import { type LinearModel, predictLinear } from "./linear-model";

import {
  ANALYTIC_SCORES,
  type AnalyticScore,
  type GradingModel,
  LINKED_ESTIMATES,
  type LinkedEstimate,
  type Linking,
} from "./grading-model-shape";

export { ANALYTIC_SCORES, LINKED_ESTIMATES };
export type { AnalyticScore, GradingModel, LinkedEstimate, Linking };

/** What the model estimates for one essay. */
export interface ModelEstimates {
  /** ELLIPSE's six analytic scores, 1 to 5, clamped. */
  analytic: Record<AnalyticScore, number>;
  /** The CEFR estimate on the numeric scale (A1 = 1 … C2 = 6), clamped to 0.5–7.5. */
  cefr: number;
  /** The B2 First band estimate, 1 to 5 (clamped to 0–6 only, so that the scale stays linear). */
  fce: number;
}

export const MODEL_VERSION = 2;

const isNumbers = (value: unknown, length?: number): value is number[] =>
  Array.isArray(value) &&
  (length === undefined || value.length === length) &&
  value.every((v) => typeof v === "number" && Number.isFinite(v));

function checkLinear(model: LinearModel | undefined, buckets: number, what: string): void {
  if (
    !model ||
    typeof model.intercept !== "number" ||
    !isNumbers(model.dense, DENSE_FEATURE_NAMES.length) ||
    !(model.hashed.length === 0 || isNumbers(model.hashed, buckets))
  ) {
    throw new Error(
      `Grading weights: ${what} does not match the features (${DENSE_FEATURE_NAMES.length} dense, ${buckets} hashed).`,
    );
  }
}

/** Checks that a grading model matches the features this code computes; throws at load when it does not. */
export function checkGradingModel(model: GradingModel): GradingModel {
  if (model.version !== MODEL_VERSION || model.buckets !== HASH_BUCKETS)
    throw new Error("Grading weights: wrong version or bucket count.");
  if (
    !isNumbers(model.standardiser?.mean, DENSE_FEATURE_NAMES.length) ||
    !isNumbers(model.standardiser?.sd, DENSE_FEATURE_NAMES.length)
  )
    throw new Error("Grading weights: the standardiser does not match the features.");
  if (!(model.idf.length === 0 || isNumbers(model.idf, model.buckets)))
    throw new Error("Grading weights: the inverse document frequencies do not match the buckets.");
  if (model.analytic?.length !== ANALYTIC_SCORES.length)
    throw new Error("Grading weights: expected six analytic models.");
  model.analytic.forEach((m, i) => checkLinear(m, model.buckets, `analytic model ${i}`));
  checkLinear(model.cefr, model.buckets, "the CEFR model");
  checkLinear(model.fce, model.buckets, "the FCE model");
  for (const linking of LINKED_ESTIMATES.map((name) => model.links?.[name])) {
    if (
      !linking ||
      !isNumbers([linking.from_mean, linking.from_sd, linking.to_mean, linking.to_sd]) ||
      linking.from_sd <= 0
    )
      throw new Error("Grading weights: a linking is missing or invalid.");
  }
  return model;
}

let loaded: GradingModel | undefined;

/** The shipped model (`model/rubric.ts`, set by hand), checked once. */
export function gradingModel(): GradingModel {
  loaded ??= checkGradingModel(RUBRIC_MODEL);
  return loaded;
}

/** Whether any of the model's estimates reads the hashed n-grams (the shipped one does not). */
export function usesNgrams(model: GradingModel): boolean {
  return [...model.analytic, model.cefr, model.fce].some((linear) => linear.hashed.length > 0);
}

/** Applies a linking. */
export function link(linking: Linking, value: number): number {
  return linking.to_mean + ((value - linking.from_mean) * linking.to_sd) / linking.from_sd;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The mean of the five language analytic scores (all but cohesion). */
export function languageScore(analytic: Record<AnalyticScore, number>): number {
  return (analytic.syntax + analytic.vocabulary + analytic.phraseology + analytic.grammar + analytic.conventions) / 5;
}

/** The model's estimates for an essay's features. Deterministic. */
export function estimate(essay: EssayFeatures, model: GradingModel = gradingModel()): ModelEstimates {
  const features = { dense: essay.dense, hashed: weighHashed(essay.hashed, model.idf) };
  const analytic = Object.fromEntries(
    ANALYTIC_SCORES.map((score, i) => [
      score,
      clamp(predictLinear(model.analytic[i]!, model.standardiser, features), 1, 5),
    ]),
  ) as Record<AnalyticScore, number>;
  return {
    analytic,
    cefr: clamp(predictLinear(model.cefr, model.standardiser, features), 0.5, 7.5),
    fce: clamp(predictLinear(model.fce, model.standardiser, features), 0, 6),
  };
}
