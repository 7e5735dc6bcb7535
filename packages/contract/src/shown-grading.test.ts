import { describe, expect, it } from "vitest";
import type { EssayData } from "./essays";
import { criteriaOf, shownGrading } from "./shown-grading";

const reason = { band: "Uses a range of everyday vocabulary.", evidence: ["3 mistakes counted."] };
const data = (fields: Partial<EssayData>): EssayData =>
  ({
    grade: 16,
    grade_max: 20,
    grade_per_certificate_criterion: { Content: 4, Language: 4 },
    grading_criteria: [
      { name: "Content", max: 5, step: 1, reason: null },
      { name: "Language", max: 5, step: 1, reason },
    ],
    user_feedback: null,
    ...fields,
  }) as EssayData;

describe("shownGrading", () => {
  it("shows the advised grading while the teacher has saved none", () => {
    expect(shownGrading(data({}))).toMatchObject({
      source: "advised",
      perCriterion: { Content: 4, Language: 4 },
      total: 16,
      gradeMax: 20,
    });
  });

  it("shows the teacher's grading once it grades every criterion, whatever Redpen advises now", () => {
    const teacher = { grade: 15, grade_per_certificate_criterion: { Content: 5, Language: 4 } };
    expect(shownGrading(data({ user_feedback: teacher, grade: 12 }))).toMatchObject({
      source: "teacher",
      perCriterion: teacher.grade_per_certificate_criterion,
      total: 15,
    });
    const partial = { grade: 5, grade_per_certificate_criterion: { Content: 5 } };
    expect(shownGrading(data({ user_feedback: partial }))?.source).toBe("advised");
  });

  it("is null when no grade could be advised", () => {
    expect(shownGrading(data({ grade: null, grade_per_certificate_criterion: null }))).toBeNull();
  });
});

describe("criteriaOf", () => {
  it("gives each criterion its top band, step, advised grade and reason, in the certificate's order", () => {
    expect(criteriaOf(data({}))).toEqual([
      { name: "Content", max: 5, step: 1, advised: 4, reason: null },
      { name: "Language", max: 5, step: 1, advised: 4, reason },
    ]);
  });

  it("falls back to the advised criteria, bands unknown, for a certificate no longer offered", () => {
    expect(criteriaOf(data({ grading_criteria: null }))).toEqual([
      { name: "Content", max: null, step: 1, advised: 4, reason: null },
      { name: "Language", max: null, step: 1, advised: 4, reason: null },
    ]);
  });
});
