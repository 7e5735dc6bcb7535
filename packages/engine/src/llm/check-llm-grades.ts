import type { Criterion } from "../catalogue/types";
import { descriptorFor } from "../catalogue/descriptors";
import type { CriterionGrade } from "../grade/types";

/** Scores may use steps of 0.01; anything finer is not a mark an examiner gives. */
const STEP = 0.01;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The scores object: the answer itself, or the one under "scores" or "criteria" when the model nests it. */
function scoresOf(answer: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(answer);
  const nested = keys.length === 1 && (keys[0] === "scores" || keys[0] === "criteria") ? answer[keys[0]] : undefined;
  return nested && typeof nested === "object" && !Array.isArray(nested) ? (nested as Record<string, unknown>) : answer;
}

/**
 * The model's scores checked against the certificate's criteria: every criterion present, no
 * other, each a number from 0 to its maximum in steps of 0.01; with the band descriptor each
 * score matches. Throws an Error that names the first problem.
 */
export function checkLlmGrades(answer: Record<string, unknown>, criteria: readonly Criterion[]): CriterionGrade[] {
  const scores = scoresOf(answer);
  const names = new Set(criteria.map((criterion) => criterion.name));
  const extra = Object.keys(scores).filter((name) => !names.has(name));
  if (extra.length > 0)
    throw new Error(`the answer scores criteria the certificate does not have: ${extra.join(", ")}`);
  return criteria.map((criterion) => {
    const { name, max } = criterion;
    const score = scores[name];
    if (score === undefined) throw new Error(`the answer has no score for ${name}`);
    if (typeof score !== "number" || !Number.isFinite(score))
      throw new Error(`the score for ${name} is not a number: ${JSON.stringify(score)}`);
    if (score < 0 || score > max) throw new Error(`the score for ${name} is out of range: ${score} (0 to ${max})`);
    if (Math.abs(score / STEP - Math.round(score / STEP)) > 1e-6)
      throw new Error(`the score for ${name} is finer than steps of ${STEP}: ${score}`);
    const rounded = round2(score);
    return { name, max, score: rounded, descriptor: descriptorFor(criterion, rounded) };
  });
}

/** The total of checked scores, as the offline grade's total: their sum (to 0.01). */
export function totalOf(criteria: readonly CriterionGrade[]): number {
  return round2(criteria.reduce((sum, criterion) => sum + criterion.score, 0));
}
