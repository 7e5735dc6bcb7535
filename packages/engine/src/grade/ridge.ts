/**
 * Ridge regression, for a school's calibration (calibrate.ts) and the benchmark's fitted models:
 * dense standardised features plus sparse hashed counts, solved by conjugate gradient on the
 * normal equations (XᵀX + λI)w = Xᵀy with an unpenalised intercept. Columns are centred
 * implicitly, so the sparse part stays sparse. Deterministic: no randomness anywhere.
 */
import { type LinearModel, type RidgeRow, type Standardiser, standardise } from "./linear-model";

/** Options of a fit: the penalty, how much the hashed block counts, and the bucket count. */
export interface RidgeOptions {
  lambda: number;
  /** Multiplies the hashed values: a larger scale lets the n-grams weigh more under the same penalty; 0 leaves them out. */
  hashScale: number;
  buckets: number;
}

/** The mean and standard deviation of each dense feature over the rows. */
export function standardiserFor(rows: RidgeRow[]): Standardiser {
  const d = rows[0]?.dense.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const sd = new Array<number>(d).fill(0);
  for (const row of rows) row.dense.forEach((v, j) => (mean[j]! += v / rows.length));
  for (const row of rows) row.dense.forEach((v, j) => (sd[j]! += (v - mean[j]!) ** 2 / rows.length));
  return { mean, sd: sd.map((v) => Math.sqrt(v) || 1) };
}

/** The design matrix in compressed sparse rows: standardised dense columns first, then the scaled buckets. */
interface Design {
  n: number;
  d: number;
  rowStart: Int32Array;
  columns: Int32Array;
  values: Float64Array;
  /** Column means, for implicit centring. */
  means: Float64Array;
}

function design(rows: RidgeRow[], standardiser: Standardiser, options: Omit<RidgeOptions, "lambda">): Design {
  const dDense = standardiser.mean.length;
  const d = dDense + (options.hashScale > 0 ? options.buckets : 0);
  let nnz = 0;
  for (const row of rows) nnz += dDense + (options.hashScale > 0 ? row.hashed.size : 0);
  const rowStart = new Int32Array(rows.length + 1);
  const columns = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  const means = new Float64Array(d);
  let k = 0;
  rows.forEach((row, i) => {
    rowStart[i] = k;
    for (let j = 0; j < dDense; j++) {
      columns[k] = j;
      values[k++] = standardise(row.dense[j]!, standardiser, j);
    }
    if (options.hashScale > 0) {
      for (const [bucket, value] of row.hashed) {
        columns[k] = dDense + bucket;
        values[k++] = value * options.hashScale;
      }
    }
  });
  rowStart[rows.length] = k;
  for (let i = 0; i < k; i++) means[columns[i]!]! += values[i]! / rows.length;
  return { n: rows.length, d, rowStart, columns, values, means };
}

/** Centred X times v (length n), then centred Xᵀ times that plus λv: the normal equations' operator. */
function applyNormal(x: Design, v: Float64Array, lambda: number, out: Float64Array): void {
  let meanDot = 0;
  for (let j = 0; j < x.d; j++) meanDot += x.means[j]! * v[j]!;
  const xv = new Float64Array(x.n);
  for (let i = 0; i < x.n; i++) {
    let sum = -meanDot;
    for (let k = x.rowStart[i]!; k < x.rowStart[i + 1]!; k++) sum += x.values[k]! * v[x.columns[k]!]!;
    xv[i] = sum;
  }
  transposeTimes(x, xv, out);
  for (let j = 0; j < x.d; j++) out[j] = out[j]! + lambda * v[j]!;
}

/** Centred Xᵀ times u. */
function transposeTimes(x: Design, u: Float64Array, out: Float64Array): void {
  out.fill(0);
  let total = 0;
  for (let i = 0; i < x.n; i++) {
    const ui = u[i]!;
    total += ui;
    for (let k = x.rowStart[i]!; k < x.rowStart[i + 1]!; k++) out[x.columns[k]!]! += x.values[k]! * ui;
  }
  for (let j = 0; j < x.d; j++) out[j] = out[j]! - x.means[j]! * total;
}

const MAX_ITERATIONS = 300;
const TOLERANCE = 1e-6;

/**
 * Fits one ridge model per target (each `ys[t]` has one value per row) on the same rows. The
 * targets share the design matrix, so it is built once.
 */
export function fitRidge(
  rows: RidgeRow[],
  ys: number[][],
  options: RidgeOptions,
  standardiser = standardiserFor(rows),
): LinearModel[] {
  return fitRidgePath(rows, ys, [options.lambda], options, standardiser)[0]!;
}

/**
 * Fits the models of `fitRidge` for each penalty in `lambdas` (models[l][t]), building the design
 * matrix once and starting each penalty's solution from the one before: given from the largest
 * penalty down, each takes a few iterations where a cold start takes many.
 */
export function fitRidgePath(
  rows: RidgeRow[],
  ys: number[][],
  lambdas: readonly number[],
  options: Omit<RidgeOptions, "lambda">,
  standardiser = standardiserFor(rows),
): LinearModel[][] {
  const x = design(rows, standardiser, options);
  const dDense = standardiser.mean.length;
  const solutions = ys.map((y) => {
    const yMean = y.reduce((a, b) => a + b, 0) / y.length;
    const b = new Float64Array(x.d);
    transposeTimes(
      x,
      Float64Array.from(y, (v) => v - yMean),
      b,
    );
    const w = new Float64Array(x.d);
    return lambdas.map((lambda) => {
      solveNormal(x, b, lambda, w);
      return { yMean, w: Float64Array.from(w) };
    });
  });
  return lambdas.map((_, l) =>
    solutions.map((path) => {
      const { yMean, w } = path[l]!;
      const intercept = yMean - dot(w, x.means);
      const hashed = options.hashScale > 0 ? Array.from(w.subarray(dDense), (v) => v * options.hashScale) : [];
      return { intercept, dense: Array.from(w.subarray(0, dDense)), hashed };
    }),
  );
}

const dot = (a: Float64Array, c: Float64Array) => a.reduce((sum, v, j) => sum + v * c[j]!, 0);

/** Conjugate gradient on (XᵀX + λI)w = b, from the `w` given, which it overwrites with the solution. */
function solveNormal(x: Design, b: Float64Array, lambda: number, w: Float64Array): void {
  const r = new Float64Array(x.d);
  applyNormal(x, w, lambda, r);
  for (let j = 0; j < x.d; j++) r[j] = b[j]! - r[j]!;
  const p = Float64Array.from(r);
  const ap = new Float64Array(x.d);
  let rr = dot(r, r);
  const stop = TOLERANCE * TOLERANCE * Math.max(dot(b, b), 1e-30);
  for (let iteration = 0; iteration < MAX_ITERATIONS && rr > stop; iteration++) {
    applyNormal(x, p, lambda, ap);
    const alpha = rr / dot(p, ap);
    for (let j = 0; j < x.d; j++) {
      w[j] = w[j]! + alpha * p[j]!;
      r[j] = r[j]! - alpha * ap[j]!;
    }
    const next = dot(r, r);
    for (let j = 0; j < x.d; j++) p[j] = r[j]! + (next / rr) * p[j]!;
    rr = next;
  }
}
