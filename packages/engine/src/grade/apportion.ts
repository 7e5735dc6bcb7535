/**
 * Bands on a scale of `step` (1: whole bands, 0.5: half bands) that add up to the sum of the
 * unrounded scores rounded to that step (largest remainders): each criterion gets its score
 * rounded down to its step, and the steps still missing from the rounded total go to the
 * criteria with the largest fractions (the first on a tie). Rounding each criterion on its own
 * would round the total up to four times and blur the ranking of essays that the model sees.
 */
export function apportion(scores: number[], floors: number[], maxima: number[], step = 1): number[] {
  const inSteps = (value: number) => value / step;
  const clamped = scores.map((score, i) =>
    inSteps(Math.min(maxima[i]!, Math.max(floors[i]!, Number.isFinite(score) ? score : floors[i]!))),
  );
  const units = clamped.map((score) => Math.floor(score + 1e-9));
  let missing = Math.round(clamped.reduce((a, b) => a + b, 0)) - units.reduce((a, b) => a + b, 0);
  const order = clamped
    .map((score, i) => ({ i, fraction: score - units[i]! }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    if (units[i]! < inSteps(maxima[i]!)) {
      units[i]!++;
      missing--;
    }
  }
  return units.map((unit) => unit * step);
}
