import { describe, expect, it } from "vitest";
import { apportion } from "./apportion";

describe("apportion", () => {
  it("gives whole bands that add up to the rounded total, extra bands to the largest fractions", () => {
    expect(apportion([3.4, 3.4, 3.4, 3.4], [0, 0, 0, 0], [5, 5, 5, 5])).toEqual([4, 4, 3, 3]);
    expect(apportion([3.1, 2.9, 4.6, 1.2], [0, 0, 0, 0], [5, 5, 5, 5])).toEqual([3, 3, 5, 1]);
  });

  it("keeps every band within its criterion's range", () => {
    expect(apportion([7.5, -2, 4.99, 0.2], [0, 0, 1, 0], [5, 5, 5, 5])).toEqual([5, 0, 5, 0]);
    expect(apportion([9.8, 9.6, 0, 1], [1, 1, 1, 1], [9, 9, 9, 9])).toEqual([9, 9, 1, 1]);
  });

  it("gives half bands on a half-band scale, within its range", () => {
    expect(apportion([3.3], [1], [5], 0.5)).toEqual([3.5]);
    expect(apportion([3.2], [1], [5], 0.5)).toEqual([3]);
    expect(apportion([3.74, 2.26], [0, 0], [5, 5], 0.5)).toEqual([3.5, 2.5]);
    expect(apportion([5.4, 0.4], [1, 1], [5, 5], 0.5)).toEqual([5, 1]);
  });

  it("treats a missing score as the criterion's floor", () => {
    expect(apportion([Number.NaN, 3], [1, 0], [9, 5])).toEqual([1, 3]);
  });
});
