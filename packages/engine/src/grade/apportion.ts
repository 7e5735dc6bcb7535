/**
 * Whole bands that add up to the rounded sum of the unrounded scores (largest remainders): each
 * criterion gets its score rounded down, and the bands still missing from the rounded total go to
 * the criteria with the largest fractions (the first on a tie). Rounding each criterion on its own
 * would round the total up to four times and blur the ranking of essays that the model sees.
 */
export function apportion(scores: number[], floors: number[], maxima: number[]): number[] {
  const clamped = scores.map((score, i) =>
    Math.min(maxima[i]!, Math.max(floors[i]!, Number.isFinite(score) ? score : floors[i]!)),
  );
  const bands = clamped.map(Math.floor);
  let missing = Math.round(clamped.reduce((a, b) => a + b, 0)) - bands.reduce((a, b) => a + b, 0);
  const order = clamped
    .map((score, i) => ({ i, fraction: score - bands[i]! }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    if (bands[i]! < maxima[i]!) {
      bands[i]!++;
      missing--;
    }
  }
  return bands;
}
