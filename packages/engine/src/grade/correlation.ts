/** Correlations of two lists of numbers of the same length, for agreement figures and the benchmarks. */

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Pearson's correlation; 0 when either side is constant. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Each value's rank from 0, ties sharing their mean rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let k = 0; k < order.length;) {
    let end = k;
    while (end + 1 < order.length && order[end + 1]!.value === order[k]!.value) end++;
    for (let m = k; m <= end; m++) out[order[m]!.i] = (k + end) / 2;
    k = end + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's on the ranks; 0 when either side is constant. */
export const spearman = (xs: readonly number[], ys: readonly number[]) => pearson(ranks(xs), ranks(ys));
