import {
  EssayGradingPatch,
  formatCount,
  gradeAboveMaxMessage,
  gradePercent,
  gradeTotal,
  roundGrade,
} from "@redpen/contract";
import { z } from "zod";

/** A criterion as the form checks it: its name and top band (null when unknown). */
export interface GradedCriterion {
  name: string;
  max: number | null;
}

/** What a criterion's field asks for: "a grade from 0 to 5", or any grade from 0. */
const askedFor = ({ max }: GradedCriterion) => (max === null ? "a grade" : `a grade from 0 to ${formatCount(max)}`);

/**
 * A criterion's field as typed, read as a grade (docs/behaviour/validation.md: a number not below 0, any value to 2
 * decimals, rounded), and not above the criterion's top band; each problem said with the
 * criterion's name, as the api says it.
 */
function gradeField(criterion: GradedCriterion) {
  const asked = `Enter ${askedFor(criterion)}.`;
  return z
    .string()
    .trim()
    .min(1, asked)
    .transform((text) => Number(text))
    .pipe(z.number({ error: asked }).min(0, `${criterion.name} cannot be below 0.`))
    .transform(roundGrade)
    .refine((grade) => criterion.max === null || grade <= criterion.max, {
      message: criterion.max === null ? "" : gradeAboveMaxMessage(criterion.name, criterion.max),
    });
}

/** The message when the criteria add up to more than the certificate's maximum (only met when the criteria's own top bands are not known). */
export function totalAboveMaxMessage(gradeMax: number): string {
  return `The total cannot be above ${formatCount(gradeMax)}.`;
}

/** The grading form's values: each criterion's field as typed, in the order of the criteria. */
export interface GradingFormValues {
  grades: string[];
}

/**
 * The grading form's schema: its fields read as grades within their bands, then checked as the
 * PATCH body by the contract's own EssayGradingPatch (docs/behaviour/validation.md), and the total not above gradeMax.
 */
export function gradingFormSchema(criteria: readonly GradedCriterion[], gradeMax: number | null) {
  return z
    .object({ grades: z.array(z.string()).length(criteria.length) })
    .transform(({ grades }, ctx) => {
      const perCriterion: Record<string, number> = {};
      criteria.forEach((criterion, index) => {
        const read = gradeField(criterion).safeParse(grades[index] ?? "");
        if (read.success) perCriterion[criterion.name] = read.data;
        else ctx.addIssue({ code: "custom", path: ["grades", index], message: read.error.issues[0]!.message });
      });
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
  /** The sum of the valid grades, rounded: never above the maximum while each criterion is within its band. */
  total: number;
  /** The total as a whole percentage of gradeMax, when there is one. */
  percent: number | null;
  /** The total is above gradeMax. */
  overMax: boolean;
  /** Every criterion is valid and the total fits. */
  canSave: boolean;
}

/**
 * Reads the form's raw field values on every keystroke (docs/behaviour/validation.md: empty or invalid is missing; a
 * grade above its band is invalid too, so it never counts; total = sum; percent of grade_max).
 */
export function readGradingForm(
  values: Record<string, string>,
  criteria: readonly GradedCriterion[],
  gradeMax: number | null,
): GradingFormState {
  const fields = criteria.map((criterion) => values[criterion.name] ?? "");
  const errors: Record<string, string | null> = {};
  const grades: Record<string, number> = {};
  criteria.forEach((criterion, index) => {
    const grade = gradeField(criterion).safeParse(fields[index]);
    errors[criterion.name] = grade.success ? null : (grade.error.issues[0]?.message ?? null);
    if (grade.success) grades[criterion.name] = grade.data;
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
