import { describe, expect, it } from "vitest";
import { isMostlyUncertain } from "./transcription";

describe("a mostly uncertain reading", () => {
  it("has over a third of its words read unsurely", () => {
    expect(isMostlyUncertain(10, 30)).toBe(false);
    expect(isMostlyUncertain(11, 30)).toBe(true);
    expect(isMostlyUncertain(103, 149)).toBe(true);
    expect(isMostlyUncertain(1, 3)).toBe(false);
    expect(isMostlyUncertain(2, 3)).toBe(true);
  });

  it("is not a reading of no word, nor of sure words only", () => {
    expect(isMostlyUncertain(0, 0)).toBe(false);
    expect(isMostlyUncertain(0, 70)).toBe(false);
  });
});
