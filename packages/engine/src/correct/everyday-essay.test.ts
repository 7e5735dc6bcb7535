import { describe, expect, it } from "vitest";
import { correctEssay } from "./correct-essay";
import { EVERYDAY_ESSAY, EVERYDAY_ESSAY_CORRECTIONS } from "./testing/everyday-essay";

describe("a pasted B2 essay with everyday errors", () => {
  const result = correctEssay(EVERYDAY_ESSAY);

  it("corrects at least 85% of its errors as a teacher would", () => {
    const missed = EVERYDAY_ESSAY_CORRECTIONS.filter(
      ([, ...corrected]) => !corrected.some((expected) => result.corrected.includes(expected)),
    );
    expect(missed.length / EVERYDAY_ESSAY_CORRECTIONS.length, JSON.stringify(missed)).toBeLessThanOrEqual(0.15);
  });

  // An optional comma ("Nowadays, most students") is a teacher's choice, not an error, so it may stand anywhere.
  it("changes nothing outside its errors but optional punctuation", () => {
    const errorSpans = EVERYDAY_ESSAY_CORRECTIONS.map(([wrong]) => {
      const start = EVERYDAY_ESSAY.indexOf(wrong);
      return { start, end: start + wrong.length };
    });
    expect(errorSpans.every((span) => span.start >= 0)).toBe(true);
    const outside = result.edits.filter(
      (edit) =>
        edit.category !== "punctuation" && !errorSpans.some((span) => edit.start >= span.start && edit.end <= span.end),
    );
    expect(outside).toEqual([]);
  });
});
