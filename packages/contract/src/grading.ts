import { z } from "zod";
import { formatCount } from "./validation-sentences";

/** Why the engine advised a criterion's grade: the wording of that band on the certificate's scale, and what it measured. */
export const GradeReason = z.object({
  /** The band descriptor of the public assessment scale, quoted. */
  band: z.string(),
  /** What the engine measured that this criterion rests on, one short sentence each. */
  evidence: z.array(z.string()),
});
export type GradeReason = z.infer<typeof GradeReason>;

/** Why each criterion's advised grade, by the criterion's name (as `grade_per_certificate_criterion`). */
export const GradeReasons = z.record(z.string().min(1).max(200), GradeReason);
export type GradeReasons = z.infer<typeof GradeReasons>;

/** One criterion of the essay's certificate, as the grading card shows it. */
export const GradingCriterion = z.object({
  /** The criterion's name, as a key of the grades. */
  name: z.string(),
  /** Its top band. */
  max: z.number(),
  /** The step between its bands (1: whole bands); a grade may still be any value to 2 decimals (docs/behaviour/validation.md). */
  step: z.number().positive(),
  /** Why the engine advised its grade; null when nothing was advised, or when only the essay's owner may see it. */
  reason: GradeReason.nullable(),
});
export type GradingCriterion = z.infer<typeof GradingCriterion>;

/** The sentence for a criterion's grade above its top band: "Language can be at most 5." */
export function gradeAboveMaxMessage(criterion: string, max: number): string {
  return `${criterion} can be at most ${formatCount(max)}.`;
}
