import { gradePercent, gradeTotal, roundGrade } from "@redpen/contract";

/** The message under a criterion's field, or null when its value is a grade. */
export function gradeFieldError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return "enter a grade";
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return "enter a number";
  if (number < 0) return "a grade cannot be below 0";
  return null;
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
  const errors: Record<string, string | null> = {};
  const grades: Record<string, number> = {};
  for (const criterion of criteria) {
    const value = values[criterion] ?? "";
    errors[criterion] = gradeFieldError(value);
    if (!errors[criterion]) grades[criterion] = roundGrade(Number(value));
  }
  const total = gradeTotal(grades);
  const overMax = gradeMax !== null && total > gradeMax;
  const valid = criteria.every((criterion) => !errors[criterion]);
  return {
    errors,
    grades,
    total,
    percent: gradeMax !== null ? gradePercent(total, gradeMax) : null,
    overMax,
    canSave: valid && criteria.length > 0 && !overMax,
  };
}
