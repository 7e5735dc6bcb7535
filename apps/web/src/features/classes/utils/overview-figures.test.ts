import { describe, expect, it } from "vitest";
import { scaleTicks } from "./overview-figures";

describe("scaleTicks", () => {
  it("marks every band of a Cambridge or TOEFL scale and of an IELTS scale, up to its top", () => {
    expect(scaleTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(scaleTicks(9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("steps evenly to the top of a longer scale, at most ten steps", () => {
    expect(scaleTicks(20)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(scaleTicks(100)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(scaleTicks(13)).toEqual([0, 13]);
  });

  it("has just 0 and the top when the top is not a whole number", () => {
    expect(scaleTicks(6.5)).toEqual([0, 6.5]);
  });
});
