import { describe, expect, it } from "vitest";
import { correctEssay } from "./correct-essay";
import { EVERYDAY_ERRORS } from "./testing/everyday-errors";

/** The share of each kind's wrong sentences the default rules must correct exactly (the target). */
const EXACT_AT_LEAST = 0.85;

describe.each(EVERYDAY_ERRORS.map((kind) => [kind.kind, kind] as const))("everyday errors: %s", (_name, kind) => {
  it.each(kind.right)("leaves the look-alike %j unchanged", (right) => {
    expect(correctEssay(right).corrected).toBe(right);
  });

  it(`corrects at least ${EXACT_AT_LEAST * 100}% of its wrong sentences exactly`, () => {
    const missed = kind.wrong
      .map(([wrong, expected]) => ({ wrong, expected, got: correctEssay(wrong).corrected }))
      .filter(({ expected, got }) => got !== expected);
    expect(missed.length / kind.wrong.length, JSON.stringify(missed, null, 1)).toBeLessThanOrEqual(1 - EXACT_AT_LEAST);
  });
});
