import { describe, expect, it } from "vitest";
import { EssayPatchRequest, type EssayPatchRequestInput } from "./essay-patch";
import { formatValidationIssues } from "./errors";

const patch = (data: unknown, version: unknown = 2) => EssayPatchRequest.safeParse({ version, data });
const problems = (data: unknown) => formatValidationIssues(patch(data).error?.issues ?? []);

describe("patching the teacher's grading", () => {
  it("rounds every grade to 2 decimals", () => {
    const body: EssayPatchRequestInput = {
      version: 2,
      data: { user_feedback: { grade_per_certificate_criterion: { Content: 4.333, Language: 3 }, grade: 7.333 } },
    };
    expect(EssayPatchRequest.parse(body).data).toEqual({
      user_feedback: { grade_per_certificate_criterion: { Content: 4.33, Language: 3 }, grade: 7.33 },
    });
  });

  it("refuses a negative grade and a grade that is not a number", () => {
    expect(problems({ user_feedback: { grade_per_certificate_criterion: { Content: -1 }, grade: 0 } })).toBe(
      "data.user_feedback.grade_per_certificate_criterion.Content: a grade cannot be below 0",
    );
    expect(patch({ user_feedback: { grade_per_certificate_criterion: { Content: "4" }, grade: 4 } }).success).toBe(
      false,
    );
  });

  it("refuses a total that is not the sum of the criteria, allowing rounding", () => {
    expect(
      problems({ user_feedback: { grade_per_certificate_criterion: { Content: 4, Language: 3 }, grade: 10 } }),
    ).toBe("data.user_feedback.grade: the grade must be the sum of the criteria");
    expect(
      patch({ user_feedback: { grade_per_certificate_criterion: { A: 1.004, B: 1.004 }, grade: 2.008 } }).success,
    ).toBe(true);
  });

  it("needs at least one criterion and the total", () => {
    expect(problems({ user_feedback: { grade_per_certificate_criterion: {}, grade: 0 } })).toBe(
      "data.user_feedback.grade_per_certificate_criterion: grade every criterion",
    );
    expect(problems({ user_feedback: { grade: 3 } })).toMatch(
      /^data\.user_feedback\.grade_per_certificate_criterion: /,
    );
  });
});

describe("patching the feedback", () => {
  it("needs 2 words", () => {
    expect(patch({ feedback: "Well done" }).success).toBe(true);
    expect(problems({ feedback: "Good" })).toBe("data.feedback: you need at least 2 words");
    expect(problems({ feedback: "" })).toBe("data.feedback: you need at least 2 words");
  });
});

describe("patching the ratings", () => {
  it("takes any of the ratings and a comment, and null to clear one", () => {
    expect(patch({ user_feedback: { correction: "good", comment: "Nice" } }).success).toBe(true);
    expect(patch({ user_feedback: { transcription: "bad", feedback: null } }).success).toBe(true);
  });

  it("refuses an unknown rating, an empty comment and an empty object", () => {
    expect(problems({ user_feedback: { correction: "meh" } })).toMatch(/^data\.user_feedback\.correction: /);
    expect(problems({ user_feedback: { comment: "" } })).toBe("data.user_feedback.comment: write a comment");
    expect(problems({ user_feedback: { comment: "x".repeat(1001) } })).toBe(
      "data.user_feedback.comment: text is too long",
    );
    expect(problems({ user_feedback: {} })).toBe("data.user_feedback: give a rating or a comment");
  });
});

describe("a patch body", () => {
  it("holds exactly one kind of change", () => {
    const oneKind =
      "data: send one of: user_feedback grading, feedback, user_feedback ratings, edits, original, or draft_feedback";
    expect(problems({})).toBe(oneKind);
    expect(problems({ feedback: "Well done", user_feedback: { correction: "good" } })).toBe(oneKind);
    expect(
      problems({ user_feedback: { grade: 1, grade_per_certificate_criterion: { A: 1 }, correction: "good" } }),
    ).toBe(oneKind);
  });

  it("refuses unknown fields", () => {
    expect(problems({ feedback: "Well done", status: "SUCCESS" })).toBe('data: Unrecognized key: "status"');
    expect(EssayPatchRequest.safeParse({ version: 2, data: { feedback: "Well done" }, id: "x" }).success).toBe(false);
  });

  it("needs a whole, positive version", () => {
    expect(EssayPatchRequest.safeParse({ data: { feedback: "Well done" } }).success).toBe(false);
    for (const version of [0, 1.5, "2"]) expect(patch({ feedback: "Well done" }, version).success).toBe(false);
  });
});
