import { z } from "zod";
import type { Criterion } from "../catalogue/types";
import { descriptorFor } from "../catalogue/descriptors";
import type { CriterionGrade } from "../grade/types";

/** Scores may use steps of 0.01; anything finer is not a mark an examiner gives. */
const STEP = 0.01;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One criterion's score, a number from 0 to its maximum in steps of 0.01, with each problem said as the log shows it. */
function scoreSchema({ name, max }: Criterion) {
  const outOfRange = ({ input }: { input?: unknown }) =>
    `the score for ${name} is out of range: ${String(input)} (0 to ${max})`;
  return z
    .number({
      error: ({ input }) =>
        input === undefined
          ? `the answer has no score for ${name}`
          : `the score for ${name} is not a number: ${JSON.stringify(input)}`,
    })
    .min(0, { error: outOfRange })
    .max(max, { error: outOfRange })
    .refine((score) => Math.abs(score / STEP - Math.round(score / STEP)) <= 1e-6, {
      error: ({ input }) => `the score for ${name} is finer than steps of ${STEP}: ${String(input)}`,
    });
}

/** The scores object: the answer itself, or the one under "scores" or "criteria" when the model nests it. */
function unnested(answer: unknown): unknown {
  const keys = Object.keys(answer ?? {});
  const only = keys.length === 1 && (keys[0] === "scores" || keys[0] === "criteria") ? keys[0] : undefined;
  const nested: unknown = only && (answer as Record<string, unknown>)[only];
  return nested && typeof nested === "object" && !Array.isArray(nested) ? nested : answer;
}

/** The scores asked of the model for a certificate's criteria: every criterion, no other. */
export function scoresSchema(criteria: readonly Criterion[]) {
  const scores = z.strictObject(
    Object.fromEntries(criteria.map((criterion) => [criterion.name, scoreSchema(criterion)])),
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `the answer scores criteria the certificate does not have: ${issue.keys.join(", ")}`
          : undefined,
    },
  );
  return z.preprocess(unnested, scores);
}

/** The checked scores as the certificate's criterion grades, each with the band descriptor it matches. */
export function criterionGrades(scores: Record<string, number>, criteria: readonly Criterion[]): CriterionGrade[] {
  return criteria.map((criterion) => {
    const score = round2(scores[criterion.name]!);
    const { name, area, max } = criterion;
    return { name, area, max, score, descriptor: descriptorFor(criterion, score) };
  });
}

/** The total of checked scores, as the offline grade's total: their sum (to 0.01). */
export function totalOf(criteria: readonly CriterionGrade[]): number {
  return round2(criteria.reduce((sum, criterion) => sum + criterion.score, 0));
}
