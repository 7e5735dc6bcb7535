import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { DENSE_FEATURE_NAMES, essayFeatures, HASH_BUCKETS } from "./features";
import { ANALYTIC_SCORES, checkGradingModel, estimate, gradingModel, LINKED_ESTIMATES } from "./grading-model";

describe("the grading model", () => {
  it("ships the hand-set model: one weight per named feature for each estimate, no n-gram weights", () => {
    const model = gradingModel();
    expect(model.buckets).toBe(HASH_BUCKETS);
    expect(model.idf).toHaveLength(0);
    expect(model.analytic).toHaveLength(ANALYTIC_SCORES.length);
    for (const linear of [...model.analytic, model.cefr, model.fce]) {
      expect(linear.dense).toHaveLength(DENSE_FEATURE_NAMES.length);
      expect(linear.hashed).toHaveLength(0);
      expect(linear.dense.some((w) => w !== 0)).toBe(true);
    }
    for (const name of LINKED_ESTIMATES) expect(model.links[name].from_sd).toBeGreaterThan(0);
  });

  it("refuses weights that do not match the features", () => {
    const model = gradingModel();
    expect(() => checkGradingModel({ ...model, fce: { ...model.fce, hashed: [1, 2, 3] } })).toThrow("does not match");
    expect(() => checkGradingModel({ ...model, cefr: { ...model.cefr, dense: model.cefr.dense.slice(1) } })).toThrow(
      "does not match",
    );
    expect(() => checkGradingModel({ ...model, version: 0 })).toThrow("wrong version");
  });

  it("estimates analytic scores within ELLIPSE's 1 to 5 scale, even for a text unlike any essay", () => {
    const odd = essayFeatures(readDocument("12345 67890 !!!! ???? ".repeat(300)), []);
    const { analytic } = estimate(odd);
    for (const score of ANALYTIC_SCORES) {
      expect(analytic[score]).toBeGreaterThanOrEqual(1);
      expect(analytic[score]).toBeLessThanOrEqual(5);
    }
  });
});
