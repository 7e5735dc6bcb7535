/** The shape of a grading model, apart from the code that reads one (the shipped model imports it). */
import type { LinearModel, Standardiser } from "./linear-model";

/** The ELLIPSE analytic scores, in the order of a grading model's `analytic` models. */
export const ANALYTIC_SCORES = ["cohesion", "syntax", "vocabulary", "phraseology", "grammar", "conventions"] as const;
export type AnalyticScore = (typeof ANALYTIC_SCORES)[number];

/**
 * How estimates on one scale translate to another, fitted by matching means and standard
 * deviations: `to = to_mean + (from − from_mean) · to_sd / from_sd`.
 */
export interface Linking {
  from_mean: number;
  from_sd: number;
  to_mean: number;
  to_sd: number;
}

/**
 * A grading model: the hand-set one the product ships (`model/rubric.ts`), or one fitted by
 * `npm run fit:grading` for the benchmark. Numbers only.
 */
export interface GradingModel {
  version: number;
  buckets: number;
  /** How the dense features are standardised: a typical value and a spread for each. */
  standardiser: Standardiser;
  /** Inverse document frequency of each hashed bucket over every training essay (no labels); empty without n-grams. */
  idf: number[];
  /** One model per ELLIPSE analytic score (1–5), in `ANALYTIC_SCORES` order. */
  analytic: LinearModel[];
  /** The CEFR level as a number (A1 = 1 … C2 = 6, `.ii` adds 0.5). */
  cefr: LinearModel;
  /** The B2 First examiners' band for an answer (1–5). */
  fce: LinearModel;
  /**
   * From each estimate to the B2 First band scale: the band estimate's, the CEFR estimate's, the
   * mean language analytic score's and the cohesion score's.
   */
  links: Record<LinkedEstimate, Linking>;
}

/** The estimates linked to the B2 First band scale. */
export const LINKED_ESTIMATES = ["fce", "cefr", "language", "cohesion"] as const;
export type LinkedEstimate = (typeof LINKED_ESTIMATES)[number];
