import type { CertificateOption } from "../catalogue/types";
import type { Edit } from "../correct/types";
import type { GradingReading } from "./grading-reading";
import { DENSE_FEATURE_NAMES, type EssayFeatures, HASH_BUCKETS, weighHashed } from "./features";
import { ANALYTIC_SCORES } from "./grading-model";
import { type LinearModel, predictLinear, type RidgeRow, type Standardiser } from "./linear-model";

/**
 * A school's calibration of the hand-set grading model (fitted by `calibrate`), and how it moves
 * the hand-set criterion scores: one small linear model per criterion (or one for the total)
 * predicts, from the hand-set score and the essay's features, how far the school's teachers grade
 * from it.
 */

/** Raised when the hand-set model or its features change: a stored calibration of another version is refitted. */
export const CALIBRATION_VERSION = 4;
/** The version before the hashed sequences: its calibrations are read as ones with hash_scale 0, and refitted at the next grading saved. */
const DENSE_ONLY_VERSION = 3;
/** Fewer graded essays than this calibrate nothing. */
export const MIN_CALIBRATION_EXAMPLES = 20;

/** One essay a teacher graded: its text, the corrections the grade saw, and the teacher's grade. */
export interface GradedExample {
  text: string;
  topic?: string | null;
  /** The corrections the teacher's grade saw (their marking); the engine's own when left out. */
  edits?: Edit[];
  /** The teacher's total. */
  grade?: number;
  /** The teacher's grade per criterion, by the criterion's name. */
  grade_per_certificate_criterion?: Record<string, number>;
  /** The certificate option it was written for, when not the one calibrated (another format of the same group). */
  certificate?: string;
}

/** How closely grades agree with the teachers': exact and within one band, rank correlation, mean absolute difference. */
export interface Agreement {
  exact: number;
  within_one: number;
  /** Null when it is not defined: fewer than three essays, or grades all the same on either side. */
  spearman: number | null;
  mean_absolute_difference: number;
}

/** The hand-set model's agreement with the teachers, and the calibration's, both cross-validated. */
export interface AgreementPair {
  hand_set: Agreement;
  calibrated: Agreement;
}

/** A calibration, as stored: numbers and names only. */
export interface Calibration {
  version: typeof CALIBRATION_VERSION;
  /** The certificate option's id it was asked for ("cambridge-b2-first:essay"). */
  certificate: string;
  /** The options it grades: those of the same certificate and level with the same criteria (see `calibrationGroup`). */
  group: string;
  /** Graded essays it was fitted on (those that could be graded). */
  examples: number;
  /** Whether it learnt each criterion (the teachers gave grades per criterion) or only the total. */
  target: "criteria" | "total";
  /** The ridge penalty chosen by cross-validation. */
  lambda: number;
  /**
   * How much the essay's word and letter sequences (hashed, see `features.ts`) weigh beside the
   * dense features, chosen by cross-validation with the penalty; 0 when they were left out.
   */
  hash_scale: number;
  /** One model per criterion in the option's order, or one for the total; each reads `rowOf`'s columns. */
  models: { standardiser: Standardiser; model: LinearModel }[];
  /** Cross-validated agreement (never on the essays a model was fitted on): per criterion when learnt so, and of the total. */
  agreement: { criteria: ({ name: string } & AgreementPair)[]; total: AgreementPair };
  /** Whether it grades better than the hand-set model under cross-validation; when not, grading uses the hand-set model. */
  use: boolean;
  /** Why it is not used, in a sentence; null when it is. */
  reason: string | null;
}

/**
 * The options one calibration grades: a certificate's formats at one level share it when their
 * criteria are the same (B2 First's essay, article and letter are marked on the same four scales,
 * so a school's grades of all of them teach one model); IELTS Task 1 and Task 2 do not.
 */
export function calibrationGroup(option: Pick<CertificateOption, "name" | "cefr_level" | "criteria">): string {
  return `${option.name} ${option.cefr_level}: ${option.criteria.map((criterion) => criterion.name).join(", ")}`;
}

/** An essay the hand-set model could grade. */
export type GradedReading = Extract<GradingReading, { graded: true }>;

/** How many numbers `rowOf` gives a calibration model. */
const ROW_WIDTH = 1 + ANALYTIC_SCORES.length + 2 + DENSE_FEATURE_NAMES.length;

/**
 * What a calibration model reads: the hand-set score, the hand-set model's own estimates, the
 * essay's dense features, and its hashed word and letter sequences scaled to unit length (the
 * school's teachers may reward or punish wording the dense features do not see).
 */
export const rowOf = (hand: number, { estimates, features }: GradedReading): RidgeRow => ({
  dense: [
    hand,
    ...ANALYTIC_SCORES.map((score) => estimates.analytic[score]),
    estimates.cefr,
    estimates.fce,
    ...features.dense,
  ],
  hashed: unitHashed(features),
});

const unitHashedOf = new WeakMap<EssayFeatures, Map<number, number>>();
/** The hashed counts at unit length, worked out once per essay (a fit reads every row many times). */
function unitHashed(features: EssayFeatures): Map<number, number> {
  let hashed = unitHashedOf.get(features);
  if (!hashed) unitHashedOf.set(features, (hashed = weighHashed(features.hashed, [])));
  return hashed;
}
export const handScores = (reading: GradedReading, target: Calibration["target"]) =>
  target === "criteria" ? reading.raw : [reading.raw.reduce((a, b) => a + b, 0)];

/** The criteria's unrounded scores under a calibration (the hand-set ones when it is not to be used). */
export function calibratedScores(calibration: Calibration, reading: GradedReading): number[] {
  if (calibration.group !== calibrationGroup(reading.option))
    throw new Error(`This calibration is for ${calibration.group}, not ${reading.option.id}.`);
  if (calibration.target === "criteria" && calibration.models.length !== reading.raw.length)
    throw new Error("This calibration has a model per criterion of another scale.");
  return calibration.use ? shifted(calibration, reading) : reading.raw;
}

export function shifted(calibration: Pick<Calibration, "target" | "models">, reading: GradedReading): number[] {
  const corrections = handScores(reading, calibration.target).map((hand, t) =>
    predictLinear(calibration.models[t]!.model, calibration.models[t]!.standardiser, rowOf(hand, reading)),
  );
  // A correction of the total is shared equally by the criteria.
  return reading.raw.map(
    (raw, i) => raw + (calibration.target === "criteria" ? corrections[i]! : corrections[0]! / reading.raw.length),
  );
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isNumbers = (value: unknown, length: number) =>
  Array.isArray(value) && value.length === length && value.every(isNumber);

/**
 * Checks that a stored or sent value is a calibration this code can apply (its version and
 * numbers); throws an Error saying what is wrong. The certificate group is checked when grading.
 */
export function checkCalibration(value: unknown): Calibration {
  const stored = value as Calibration | { version: typeof DENSE_ONLY_VERSION };
  if (
    typeof value !== "object" ||
    value === null ||
    ![DENSE_ONLY_VERSION, CALIBRATION_VERSION].includes(stored.version)
  )
    throw new Error(`The calibration is not a version ${CALIBRATION_VERSION} calibration.`);
  // A version 3 calibration read no hashed sequences: it applies as it is, as one with hash_scale 0.
  const calibration: Calibration =
    stored.version === DENSE_ONLY_VERSION
      ? { ...(value as Omit<Calibration, "version" | "hash_scale">), version: CALIBRATION_VERSION, hash_scale: 0 }
      : (value as Calibration);
  if (
    typeof calibration.certificate !== "string" ||
    typeof calibration.group !== "string" ||
    typeof calibration.use !== "boolean" ||
    !isNumber(calibration.hash_scale) ||
    calibration.hash_scale < 0
  )
    throw new Error("The calibration has no certificate, group, use or hash scale.");
  if (
    !["criteria", "total"].includes(calibration.target) ||
    !Array.isArray(calibration.models) ||
    calibration.models.length === 0
  )
    throw new Error("The calibration has no models.");
  if (calibration.target === "total" && calibration.models.length !== 1)
    throw new Error("A calibration of the total has one model.");
  const width = ROW_WIDTH;
  for (const { standardiser, model } of calibration.models) {
    if (
      !isNumbers(standardiser?.mean, width) ||
      !isNumbers(standardiser.sd, width) ||
      !isNumber(model?.intercept) ||
      !isNumbers(model.dense, width) ||
      !isNumbers(model.hashed, calibration.hash_scale > 0 ? HASH_BUCKETS : 0)
    ) {
      throw new Error("The calibration's models do not match their features.");
    }
  }
  return calibration;
}
