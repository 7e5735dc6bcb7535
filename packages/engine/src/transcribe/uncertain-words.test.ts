import { describe, expect, it } from "vitest";
import { isUncertain, UNCERTAIN_WORD_CONFIDENCE } from "./uncertain-words";

describe("isUncertain", () => {
  it("marks a word read with less than the limit's confidence, and only such a word", () => {
    expect(isUncertain({ confidence: 0 })).toBe(true);
    expect(isUncertain({ confidence: UNCERTAIN_WORD_CONFIDENCE - 0.01 })).toBe(true);
    expect(isUncertain({ confidence: UNCERTAIN_WORD_CONFIDENCE })).toBe(false);
    expect(isUncertain({ confidence: 1 })).toBe(false);
  });
});
