/**
 * The linear models the grader applies: dense standardised features plus optional sparse hashed
 * counts. The product's model is set by hand (`model/rubric.ts`); a school's calibration and the
 * benchmark fit others with ridge.ts.
 */

/** One training or prediction row: dense features (raw) and sparse hashed values (bucket → value). */
export interface RidgeRow {
  dense: number[];
  hashed: Map<number, number>;
}

/** A fitted linear model, in the raw feature units it was fitted on. */
export interface LinearModel {
  intercept: number;
  /** Weights of the standardised dense features. */
  dense: number[];
  /** Weights of the hashed buckets (already multiplied by the block's scale). */
  hashed: number[];
}

/**
 * Standardised values are clipped to this many standard deviations, so that a text far outside
 * the training data (5,000 words, a page of digits) cannot push a linear model to absurd values.
 */
export const CLIP = 4;

/** A dense feature, standardised and clipped. */
export const standardise = (value: number, standardiser: Standardiser, j: number) =>
  Math.min(CLIP, Math.max(-CLIP, (value - standardiser.mean[j]!) / standardiser.sd[j]!));

/** How the dense features are standardised before the weights apply. */
export interface Standardiser {
  mean: number[];
  sd: number[];
}

/** The model's prediction for one row. */
export function predictLinear(model: LinearModel, standardiser: Standardiser, row: RidgeRow): number {
  let sum = model.intercept;
  model.dense.forEach((w, j) => (sum += w * standardise(row.dense[j]!, standardiser, j)));
  if (model.hashed.length) for (const [bucket, value] of row.hashed) sum += (model.hashed[bucket] ?? 0) * value;
  return sum;
}
