import { findCertificateOption } from "../catalogue/catalogue";
import { correctDocument } from "../correct/correct-essay";
import { readDocument } from "../document/document";
import { criterionScores, readForGrading } from "./grade-essay";
import {
  type Calibration,
  calibrationGroup,
  CALIBRATION_VERSION,
  type Agreement,
  type AgreementPair,
  type GradedExample,
  type GradedReading,
  handScores,
  MIN_CALIBRATION_EXAMPLES,
  rowOf,
  shifted,
} from "./calibration";
import { spearman } from "./correlation";
import { HASH_BUCKETS } from "./features";
import { fitRidgePath, standardiserFor } from "./ridge";

/**
 * Fitting a school's calibration of the hand-set grading model on the grades its teachers saved:
 * one small ridge model per criterion (or one for the total) that corrects the hand-set score from
 * the essay's features. The penalty pulls every weight towards nought, that is towards the
 * hand-set model, so that a few examples move it little; the intercept (the school's overall
 * strictness) is free. Pure, offline and deterministic: the same examples give the same calibration.
 */

/** Why examples cannot be calibrated on. */
export class CalibrationInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalibrationInputError";
  }
}

/** The ridge penalties tried, largest first: each fit starts from the solution of the one before. */
const LAMBDAS = [1000, 300, 100, 30, 10];
/** How much the hashed word and letter sequences may weigh: left out, or at unit length times this. */
const HASH_SCALES = [0, 3];
const FOLDS = 5;

/** A fit's settings, chosen together by cross-validation. */
interface Penalty {
  lambda: number;
  hashScale: number;
}

interface Sample {
  reading: GradedReading;
  /** The teacher's score per target (criteria in order, or the total alone). */
  targets: number[];
}

/** The models fitted on the samples with each of `lambdas` (in its order) at one weight of the hashed sequences. */
function fitPath(
  samples: Sample[],
  target: Calibration["target"],
  hashScale: number,
  lambdas: readonly number[] = LAMBDAS,
): Calibration["models"][] {
  const hands = samples.map((sample) => handScores(sample.reading, target));
  const perTarget = hands[0]!.map((_, t) => {
    const rows = samples.map((sample, i) => rowOf(hands[i]![t]!, sample.reading));
    const residuals = samples.map((sample, i) => sample.targets[t]! - hands[i]![t]!);
    const standardiser = standardiserFor(rows);
    return fitRidgePath(rows, [residuals], lambdas, { hashScale, buckets: HASH_BUCKETS }, standardiser).map(
      ([model]) => ({
        standardiser,
        // Six significant digits are plenty for a grade, and keep the stored calibration small.
        model: { ...model!, hashed: model!.hashed.map((w) => Number(w.toPrecision(6))) },
      }),
    );
  });
  return lambdas.map((_, l) => perTarget.map((path) => path[l]!));
}

/**
 * Each sample's criterion scores (unrounded) under models fitted on the other folds (fold = index
 * mod `folds`), for each of LAMBDAS: scores[l][sample].
 */
function crossShifted(
  samples: Sample[],
  target: Calibration["target"],
  hashScale: number,
  folds: number,
): number[][][] {
  const scores = LAMBDAS.map(() => new Array<number[]>(samples.length));
  for (let fold = 0; fold < folds; fold++) {
    const path = fitPath(
      samples.filter((_, i) => i % folds !== fold),
      target,
      hashScale,
    );
    path.forEach((models, l) =>
      samples.forEach((sample, i) => {
        if (i % folds === fold) scores[l]![i] = shifted({ target, models }, sample.reading);
      }),
    );
  }
  return scores;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The squared error of cross-validated scores against the teachers' targets (of the total when only it was learnt). */
function squaredError(samples: Sample[], target: Calibration["target"], scores: number[][]): number {
  return sum(
    samples.map((sample, i) => {
      const predicted = target === "criteria" ? scores[i]! : [sum(scores[i]!)];
      return sum(sample.targets.map((y, t) => (predicted[t]! - y) ** 2));
    }),
  );
}

/** A setting tried, with the cross-validated scores it gave and their squared error. */
interface Tried {
  penalty: Penalty;
  /** Its place in LAMBDAS. */
  index: number;
  scores: number[][];
  error: number;
}

/**
 * The setting whose cross-validated scores come closest to the teachers' (least squared error),
 * with those scores. The same folds measure the agreement the school is shown, which choosing one
 * of ten settings flatters a little; `calibrate` therefore uses a calibration only when it is
 * clearly closer than the hand-set model, and the grading benchmark measures calibrations on
 * essays none of this saw.
 */
function choosePenalty(samples: Sample[], target: Calibration["target"]): Tried {
  const folds = Math.min(FOLDS, samples.length);
  const tried: Tried[] = HASH_SCALES.flatMap((hashScale) =>
    crossShifted(samples, target, hashScale, folds).map((scores, index) => ({
      penalty: { lambda: LAMBDAS[index]!, hashScale },
      index,
      scores,
      error: squaredError(samples, target, scores),
    })),
  );
  // Ties go to the first tried: the sequences left out, the larger penalty.
  return tried.reduce((best, next) => (next.error < best.error - 1e-9 ? next : best));
}

/**
 * Whether the calibrated totals are clearly closer to the teachers' than the hand-set ones: their
 * absolute differences smaller on average by more than one standard error of that mean, essay by
 * essay. A school with few essays, or whose teachers grade as the hand-set model does, keeps it.
 */
function clearlyCloser(calibrated: number[], handSet: number[], teacher: number[]): boolean {
  const gains = teacher.map((t, i) => Math.abs(handSet[i]! - t) - Math.abs(calibrated[i]! - t));
  const mean = sum(gains) / gains.length;
  const spread = Math.sqrt(sum(gains.map((g) => (g - mean) ** 2)) / Math.max(1, gains.length - 1));
  return mean > spread / Math.sqrt(gains.length);
}

/**
 * Fits a school's calibration for one certificate option on its teachers' grades. Examples that
 * cannot be graded (empty, too short, not English) are left out. Throws CalibrationInputError for
 * an unknown certificate, fewer than MIN_CALIBRATION_EXAMPLES gradable examples, or a grade that
 * does not fit the certificate's criteria (naming the example by its index).
 */
export function calibrate(examples: readonly GradedExample[], certificate: string): Calibration {
  const option = findCertificateOption(certificate);
  if (!option) throw new CalibrationInputError(`Unknown certificate: ${certificate}.`);
  const byCriteria = examples.length > 0 && examples.every((example) => example.grade_per_certificate_criterion);
  const target: Calibration["target"] = byCriteria ? "criteria" : "total";
  const group = calibrationGroup(option);
  const samples: Sample[] = [];
  examples.forEach((example, index) => {
    const targets = targetsOf(example, option, target, index);
    const own = example.certificate === undefined ? option : findCertificateOption(example.certificate);
    if (!own || calibrationGroup(own) !== group)
      throw new CalibrationInputError(
        `Example ${index + 1}: ${example.certificate} is not marked like ${certificate}.`,
      );
    const doc = readDocument(typeof example.text === "string" ? example.text : "");
    const reading = readForGrading(doc, example.edits ?? correctDocument(doc).edits, own.id, example.topic, true);
    if (reading.graded) samples.push({ reading, targets });
  });
  if (samples.length < MIN_CALIBRATION_EXAMPLES) {
    throw new CalibrationInputError(
      `${samples.length} gradable essays were given; calibrating needs at least ${MIN_CALIBRATION_EXAMPLES}.`,
    );
  }

  const { penalty, index, scores } = choosePenalty(samples, target);
  const calibrated = scores.map((raw) => criterionScores(option, raw));
  const handSet = samples.map((sample) => criterionScores(option, sample.reading.raw));
  const names = option.criteria.map((criterion) => criterion.name);
  const pair = (pick: (scores: number[]) => number, teacher: (sample: Sample) => number): AgreementPair => ({
    hand_set: agreement(handSet.map(pick), samples.map(teacher)),
    calibrated: agreement(calibrated.map(pick), samples.map(teacher)),
  });
  const teacherTotal = (sample: Sample) => (target === "criteria" ? sum(sample.targets) : sample.targets[0]!);
  const total = pair(sum, teacherTotal);
  const criteria =
    target === "criteria"
      ? names.map((name, c) => ({
          name,
          ...pair(
            (scores) => scores[c]!,
            (sample) => sample.targets[c]!,
          ),
        }))
      : [];
  const better = clearlyCloser(calibrated.map(sum), handSet.map(sum), samples.map(teacherTotal));
  return {
    version: CALIBRATION_VERSION,
    certificate: option.id,
    group,
    examples: samples.length,
    target,
    lambda: penalty.lambda,
    hash_scale: penalty.hashScale,
    // Along the same path as in cross-validation, to the penalty chosen.
    models: fitPath(samples, target, penalty.hashScale, LAMBDAS.slice(0, index + 1)).at(-1)!,
    agreement: { criteria, total },
    use: better,
    reason: better
      ? null
      : `On the school's own graded essays, the calibrated grades were not clearly closer to the teachers' (mean difference ${round2(total.calibrated.mean_absolute_difference)} against ${round2(total.hand_set.mean_absolute_difference)} of the total).`,
  };
}

function targetsOf(
  example: GradedExample,
  option: NonNullable<ReturnType<typeof findCertificateOption>>,
  target: Calibration["target"],
  index: number,
): number[] {
  const where = `Example ${index + 1}`;
  if (typeof example.text !== "string") throw new CalibrationInputError(`${where}: "text" must be a string.`);
  if (target === "total") {
    const grade =
      example.grade ??
      (example.grade_per_certificate_criterion
        ? Object.values(example.grade_per_certificate_criterion).reduce((a, b) => a + b, 0)
        : undefined);
    if (typeof grade !== "number" || !Number.isFinite(grade) || grade < 0 || grade > option.grade_max)
      throw new CalibrationInputError(`${where}: "grade" must be a number from 0 to ${option.grade_max}.`);
    return [grade];
  }
  const given = example.grade_per_certificate_criterion!;
  return option.criteria.map((criterion) => {
    const score = given[criterion.name];
    if (typeof score !== "number" || !Number.isFinite(score) || score < 0 || score > criterion.max)
      throw new CalibrationInputError(`${where}: "${criterion.name}" must be a number from 0 to ${criterion.max}.`);
    return score;
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Agreement of grades with the teachers' (whole bands compared after rounding). */
export function agreement(predicted: number[], teacher: number[]): Agreement {
  const n = predicted.length;
  const differences = predicted.map((value, i) => Math.abs(Math.round(value) - Math.round(teacher[i]!)));
  return {
    exact: round2(differences.filter((d) => d === 0).length / n),
    within_one: round2(differences.filter((d) => d <= 1).length / n),
    spearman:
      n < 3 || new Set(predicted).size < 2 || new Set(teacher).size < 2 ? null : round2(spearman(predicted, teacher)),
    mean_absolute_difference: round2(predicted.reduce((sum, value, i) => sum + Math.abs(value - teacher[i]!), 0) / n),
  };
}
