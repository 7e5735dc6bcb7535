/** The CEFR levels, lowest first: what a certificate's `cefr_level` names when it is one level, and what grading reports. */
export const CEFR_LEVELS: readonly string[] = ["A1", "A2", "B1", "B2", "C1", "C2"];

/** A CEFR level on the grading model's numeric scale, A1 = 1 up to C2 = 6 (level n spans [n, n + 1)); undefined for a range ('B1-C2') or no level. */
export function cefrNumber(level: string): number | undefined {
  const index = CEFR_LEVELS.indexOf(level);
  return index < 0 ? undefined : index + 1;
}

/** The CEFR level that a score on the grading model's numeric scale falls in (see `cefrNumber`). */
export const cefrLevelAt = (score: number): string | undefined => CEFR_LEVELS[Math.floor(score) - 1];
