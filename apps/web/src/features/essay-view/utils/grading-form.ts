import { EssayGradingPatch, gradePercent, gradeTotal, GradeValue } from "@redpen/contract";
import { z } from "zod";

/** A criterion's field as typed, read as the contract's GradeValue (a number not below 0, rounded to 2 decimals). */
const GradeField = z
  .string()
  .trim()
  .min(1, "enter a grade")
  .pipe(z.coerce.number({ error: "enter a number" }))
  .pipe(GradeValue);

/** The message when the criteria add up to more than the certificate's maximum. */
export function totalAboveMaxMessage(gradeMax: number): string {
  return `The total cannot be above ${gradeMax}.`;
}

/** The grading form's values: each criterion's field as typed, in the order of the criteria. */
export interface GradingFormValues {
  grades: string[];
}

/**
 * The grading form's schema: its fields read as grades, then checked as the PATCH body by the
 * contract's own EssayGradingPatch (SPEC.md 5), and the total not above gradeMax.
 */
export function gradingFormSchema(criteria: readonly string[], gradeMax: number | null) {
  return z
    .object({ grades: z.array(GradeField).length(criteria.length) })
    .transform(({ grades }) => {
      const perCriterion = Object.fromEntries(criteria.map((criterion, index) => [criterion, grades[index] ?? 0]));
      return { user_feedback: { grade_per_certificate_criterion: perCriterion, grade: gradeTotal(perCriterion) } };
    })
    .pipe(EssayGradingPatch)
    .refine(({ user_feedback }) => gradeMax === null || user_feedback.grade <= gradeMax, {
      message: totalAboveMaxMessage(gradeMax ?? 0),
    });
}

/** What the grading form's values add up to, and whether they can be saved. */
export interface GradingFormState {
  /** Each criterion's error, null when valid. */
  errors: Record<string, string | null>;
  /** The valid grades, rounded to 2 decimals. */
  grades: Record<string, number>;
  /** The sum of the valid grades, rounded. */
  total: number;
  /** The total as a whole percentage of gradeMax, when there is one. */
  percent: number | null;
  /** The total is above gradeMax. */
  overMax: boolean;
  /** Every criterion is valid and the total fits. */
  canSave: boolean;
}

/** Reads the form's raw field values (SPEC.md 5: empty or invalid is missing; total = sum; percent of grade_max). */
export function readGradingForm(
  values: Record<string, string>,
  criteria: readonly string[],
  gradeMax: number | null,
): GradingFormState {
  const fields = criteria.map((criterion) => values[criterion] ?? "");
  const errors: Record<string, string | null> = {};
  const grades: Record<string, number> = {};
  criteria.forEach((criterion, index) => {
    const grade = GradeField.safeParse(fields[index]);
    errors[criterion] = grade.success ? null : (grade.error.issues[0]?.message ?? null);
    if (grade.success) grades[criterion] = grade.data;
  });
  const total = gradeTotal(grades);
  return {
    errors,
    grades,
    total,
    percent: gradeMax !== null ? gradePercent(total, gradeMax) : null,
    overMax: gradeMax !== null && total > gradeMax,
    canSave: gradingFormSchema(criteria, gradeMax).safeParse({ grades: fields }).success,
  };
}
