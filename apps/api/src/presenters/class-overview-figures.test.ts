import { describe, expect, it } from "vitest";
import { changeBetween } from "./class-overview-figures";

const figures = (grade_share: number | null, errors_per_100_words: number) => ({
  essay_id: "00000000-0000-4000-8000-000000000001",
  created_at: "2026-11-01T09:00:00.000Z",
  grade_share,
  errors_per_100_words,
});

describe("changeBetween", () => {
  it("compares the grades when both essays have one: 5% of the total or more is a change", () => {
    expect(changeBetween(figures(0.8, 9), figures(0.85, 12))).toBe("improved");
    expect(changeBetween(figures(0.8, 9), figures(0.84, 2))).toBe("same");
    expect(changeBetween(figures(0.8, 2), figures(0.75, 2))).toBe("worse");
  });

  it("compares the errors per 100 words when a grade is missing: fewer by 1 or more is better", () => {
    expect(changeBetween(figures(null, 6.2), figures(0.9, 5.2))).toBe("improved");
    expect(changeBetween(figures(0.5, 6.2), figures(null, 5.3))).toBe("same");
    expect(changeBetween(figures(null, 3), figures(null, 4.5))).toBe("worse");
  });
});
