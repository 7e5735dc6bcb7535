import { findCertificateOption } from "../catalogue/catalogue";
import { cefrLevelAt } from "../catalogue/cefr";
import { withinCorrectionLimit } from "../correct/correct-essay";
import type { Edit } from "../correct/types";
import { type Document, readDocument } from "../document/document";
import { apportion } from "./apportion";
import { criterionScore } from "./criteria";
import { descriptorFor } from "../catalogue/descriptors";
import { measureEssay } from "./evidence";
import type { CertificateOption } from "../catalogue/types";
import { calibratedScores, type Calibration } from "./calibration";
import { essayFeatures } from "./features";
import { ANALYTIC_SCORES, estimate, gradingModel, usesNgrams } from "./grading-model";
import type { AnalyticEstimates, GradeResult } from "./types";
import type { GradingReading } from "./grading-reading";

export type { GradingReading };

/** Below this share of dictionary words a text is not taken as English. */
export const MIN_ENGLISH_SHARE = 0.6;
/** Below this share of the format's minimum length there is too little to grade. */
const MIN_LENGTH_SHARE = 0.4;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads an essay for grading with the hand-set model: its evidence, features and estimates, and
 * each criterion's score before rounding; or the reason it cannot be graded (empty, not English,
 * too short). The hashed n-grams are read when the model or `ngrams` (a calibration that reads
 * them) asks for them. Throws only for an unknown certificate id.
 */
export function readForGrading(
  essay: Document,
  edits: Edit[],
  certificate: string,
  topic?: string | null,
  ngrams = false,
): GradingReading {
  const option = findCertificateOption(certificate);
  if (!option) throw new Error(`Unknown certificate: ${certificate}`);
  // Graded up to where correction stops, so that a pasted book cannot stall the grader.
  const doc = withinCorrectionLimit(essay);
  const evidence = measureEssay(doc, edits, option, topic ?? undefined);
  const refuse = (reason: string): GradingReading => ({ graded: false, option, evidence, reason });
  if (evidence.words === 0) return refuse("The text is empty.");
  if (evidence.english_word_share < MIN_ENGLISH_SHARE) return refuse("The text does not look like English.");
  if (evidence.words < Math.max(10, Math.round(option.min_words * MIN_LENGTH_SHARE)))
    return refuse(
      `The text is too short to grade: ${evidence.words} words, and the task asks for at least ${option.min_words}.`,
    );
  const model = gradingModel();
  const features = essayFeatures(doc, edits, { ngrams: ngrams || usesNgrams(model) });
  const estimates = estimate(features, model);
  const raw = option.criteria.map((criterion) => criterionScore(criterion, option, estimates, evidence, model));
  return { graded: true, option, evidence, features, estimates, raw };
}

/** How to grade. */
export interface GradeOptions {
  /** A school's calibration of the hand-set model for this certificate (see `calibrate`); applied only when it is to be used. */
  calibration?: Calibration;
}

/** Criterion scores in the scale's steps (whole or half bands) from unrounded ones, within each criterion's band scale. */
export function criterionScores(option: CertificateOption, raw: number[]): number[] {
  return apportion(
    raw,
    raw.map(() => option.scale.floor),
    option.criteria.map((criterion) => criterion.max),
    option.scale.step,
  );
}

/**
 * Grades a corrected essay against a certificate option's criteria with the hand-set grading
 * model (model/rubric.ts), or a school's calibration of it: features of the text and its edits give
 * ELLIPSE-style analytic estimates, a CEFR estimate and a B2 First band estimate, which are linked
 * to each criterion's band scale. Deterministic; says why instead of guessing when a text is
 * empty, too short or not English. Throws for an unknown certificate id, and for a calibration
 * of another certificate. Reads the document the caller built, as correction and the feedback do.
 */
export function gradeDocument(
  doc: Document,
  edits: Edit[],
  certificate: string,
  topic?: string,
  options: GradeOptions = {},
): GradeResult {
  const { calibration } = options;
  const reading = readForGrading(
    doc,
    edits,
    certificate,
    topic,
    calibration?.use === true && calibration.hash_scale > 0,
  );
  const { option, evidence } = reading;
  if (!reading.graded) return { estimated: false, reason: reading.reason, grade_max: option.grade_max, evidence };
  const raw = calibration ? calibratedScores(calibration, reading) : reading.raw;
  const scores = criterionScores(option, raw);
  const criteria = option.criteria.map((criterion, i) => ({
    name: criterion.name,
    area: criterion.area,
    max: criterion.max,
    score: scores[i]!,
    descriptor: descriptorFor(criterion, scores[i]!),
  }));
  // grade_max is the sum of the criteria's maxima, so the total is the sum of their scores.
  const total = criteria.reduce((sum, criterion) => sum + criterion.score, 0);
  const { estimates } = reading;
  const analytic = Object.fromEntries(
    ANALYTIC_SCORES.map((score) => [score, round2(estimates.analytic[score])]),
  ) as Omit<AnalyticEstimates, "overall">;
  const overall = round2(
    ANALYTIC_SCORES.reduce((sum, score) => sum + estimates.analytic[score], 0) / ANALYTIC_SCORES.length,
  );
  const cefrScore = Math.min(6.99, Math.max(1, estimates.cefr));
  return {
    estimated: true,
    grade: total,
    grade_max: option.grade_max,
    criteria,
    evidence,
    analytic: { ...analytic, overall },
    cefr: cefrLevelAt(cefrScore)!,
    cefr_score: round2(cefrScore),
  };
}

/** Grades a corrected essay's text (gradeDocument on the text read once); anything that is not a string is empty. */
export function gradeEssay(
  text: string,
  edits: Edit[],
  certificate: string,
  topic?: string,
  options: GradeOptions = {},
): GradeResult {
  return gradeDocument(readDocument(typeof text === "string" ? text : ""), edits, certificate, topic, options);
}
