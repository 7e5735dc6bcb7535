import { describe, expect, it } from "vitest";
import { shownGrading } from "./shown-grading";

const advised = { Content: 3, Language: 2 };
const essay = { grade: 5, grade_max: 10, grade_per_certificate_criterion: advised, user_feedback: null };

describe("shownGrading", () => {
  it("is the advised grading until the teacher grades", () => {
    expect(shownGrading(essay)).toEqual({
      by: "advised",
      criteria: ["Content", "Language"],
      advised,
      perCriterion: advised,
      total: 5,
      max: 10,
    });
  });

  it("is the teacher's once they graded every advised criterion, with their total", () => {
    const teacher = { Content: 4, Language: 3.5 };
    const graded = { ...essay, user_feedback: { grade: 7.5, grade_per_certificate_criterion: teacher } };
    expect(shownGrading(graded)).toMatchObject({ by: "teacher", perCriterion: teacher, total: 7.5, advised });
  });

  it("stays the advised one while the teacher's grading misses a criterion or its total", () => {
    const partial = { ...essay, user_feedback: { grade: 4, grade_per_certificate_criterion: { Content: 4 } } };
    expect(shownGrading(partial)?.by).toBe("advised");
    const noTotal = { ...essay, user_feedback: { grade: null, grade_per_certificate_criterion: advised } };
    expect(shownGrading(noTotal)?.by).toBe("advised");
  });

  it("is null when no grade could be advised", () => {
    expect(shownGrading({ ...essay, grade: null })).toBeNull();
    expect(shownGrading({ ...essay, grade_per_certificate_criterion: {} })).toBeNull();
  });
});
