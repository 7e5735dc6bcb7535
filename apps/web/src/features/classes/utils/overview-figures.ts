import type { CriterionSpread, EssayFigures, StudentChange } from "@redpen/contract";

/** A criterion as the chart draws it: its mean, and how far below and above it the lowest and highest grades lie. */
export interface CriterionBar {
  name: string;
  mean: number;
  /** [mean − lowest, highest − mean], the error bar's two arms. */
  range: [number, number];
}

const tenths = (value: number) => Math.round(value * 10) / 10;

export const criterionBars = (criteria: readonly CriterionSpread[]): CriterionBar[] =>
  criteria.map((criterion) => ({
    name: criterion.name,
    mean: criterion.mean,
    range: [tenths(criterion.mean - criterion.lowest), tenths(criterion.highest - criterion.mean)],
  }));

/** The top of the chart's scale: the highest top band of the criteria, else their highest grade. */
export const scaleTop = (criteria: readonly CriterionSpread[]): number =>
  Math.max(1, ...criteria.map((criterion) => criterion.scale_max ?? criterion.highest));

/** "3.4 of 5" (kept on one line), or "3.4" when the scale is unknown. */
export const onScale = (value: number, max: number | null) =>
  max === null ? `${value}` : `${value}\u00a0of\u00a0${max}`;

/** An essay's figures in words: "Grade 70%, 6.2 errors per 100 words". */
export function figuresText(figures: EssayFigures): string {
  const grade = figures.grade_share === null ? "no grade" : `grade ${Math.round(figures.grade_share * 100)}%`;
  return `${grade}, ${figures.errors_per_100_words} errors per 100 words`;
}

/** What the overview says of a student's change. */
export const CHANGE_WORDS: Record<StudentChange["change"], string> = {
  improved: "Improved",
  same: "About the same",
  worse: "Did less well",
};
