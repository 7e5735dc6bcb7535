/** Ridge regression, for benchmarks that fit weights on data under cross-validation. */
export interface RidgeModel {
  predict(features: number[]): number;
}

/** Fits y ≈ w·standardised(x) + b with an L2 penalty `lambda` on w. */
export function fitRidge(xs: number[][], ys: number[], lambda = 1): RidgeModel {
  const n = xs.length;
  const d = xs[0]!.length;
  const mean = Array.from({ length: d }, (_, j) => xs.reduce((sum, x) => sum + x[j]!, 0) / n);
  const sd = Array.from({ length: d }, (_, j) => Math.sqrt(xs.reduce((sum, x) => sum + (x[j]! - mean[j]!) ** 2, 0) / n) || 1);
  const z = xs.map((x) => x.map((v, j) => (v - mean[j]!) / sd[j]!));
  const yMean = ys.reduce((a, b) => a + b, 0) / n;
  // Normal equations (ZᵀZ + λI) w = Zᵀ(y − ȳ), solved by Gaussian elimination.
  const a = Array.from({ length: d }, (_, i) => [...Array.from({ length: d }, (_, j) => z.reduce((sum, row) => sum + row[i]! * row[j]!, 0) + (i === j ? lambda : 0)), z.reduce((sum, row, k) => sum + row[i]! * (ys[k]! - yMean), 0)]);
  for (let col = 0; col < d; col++) {
    const pivot = a.reduce((best, row, r) => (r >= col && Math.abs(row[col]!) > Math.abs(a[best]![col]!) ? r : best), col);
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < d; r++) {
      if (r === col) continue;
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= d; c++) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  const w = a.map((row, i) => row[d]! / row[i]!);
  return { predict: (x) => yMean + x.reduce((sum, v, j) => sum + w[j]! * ((v - mean[j]!) / sd[j]!), 0) };
}
