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

/** Most ticks on the chart's value axis, so that their figures stay apart on a phone. */
const MOST_TICKS = 10;

/**
 * The value axis's ticks: evenly spaced from 0 to the scale's top, a whole number apart (every band
 * of a 5- or 9-band scale), the step the smallest whole divisor of the top that keeps at most
 * MOST_TICKS steps; just 0 and the top when it has none (a top that is not a whole number).
 */
export function scaleTicks(top: number): number[] {
  const step = Number.isInteger(top)
    ? Array.from({ length: top }, (_, at) => at + 1).find((each) => top % each === 0 && top / each <= MOST_TICKS)!
    : top;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, at) => at * step);
}

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
