import { describe, expect, it } from "vitest";
import { EssayPatchRequest, type EssayPatchRequestInput } from "./essay-patch";
import { fieldWordsOf, validationSentences } from "./validation-sentences";

const patch = (data: unknown, version: unknown = 2) => EssayPatchRequest.safeParse({ version, data });
/** What the api answers for a refused body: its problems as sentences. */
const problems = (data: unknown, version: unknown = 2) =>
  validationSentences(patch(data, version).error?.issues ?? [], fieldWordsOf(EssayPatchRequest)).message;
const fieldOf = (data: unknown) =>
  validationSentences(patch(data).error?.issues ?? [], fieldWordsOf(EssayPatchRequest)).field;

describe("patching the teacher's grading", () => {
  it("rounds every grade to 2 decimals", () => {
    const body: EssayPatchRequestInput = {
      version: 2,
      data: { user_feedback: { grade_per_certificate_criterion: { Content: 4.333, Language: 3 }, grade: 7.333 } },
    };
    expect(EssayPatchRequest.parse(body).data).toEqual({
      kind: "grading",
      user_feedback: { grade_per_certificate_criterion: { Content: 4.33, Language: 3 }, grade: 7.33 },
    });
  });

  it("refuses a negative grade, naming the criterion, and a grade that is not a number", () => {
    const negative = { user_feedback: { grade_per_certificate_criterion: { Content: -1 }, grade: 0 } };
    expect(problems(negative)).toBe("Content cannot be below 0.");
    expect(fieldOf(negative)).toBe("data.user_feedback.grade_per_certificate_criterion.Content");
    expect(problems({ user_feedback: { grade_per_certificate_criterion: { Content: "4" }, grade: 4 } })).toBe(
      "Content must be a number.",
    );
  });

  it("refuses a total that is not the sum of the criteria, allowing rounding", () => {
    expect(
      problems({ user_feedback: { grade_per_certificate_criterion: { Content: 4, Language: 3 }, grade: 10 } }),
    ).toBe("Check the total grade: the grade must be the sum of the criteria.");
    expect(
      patch({ user_feedback: { grade_per_certificate_criterion: { A: 1.004, B: 1.004 }, grade: 2.008 } }).success,
    ).toBe(true);
  });

  it("needs at least one criterion and the total", () => {
    expect(problems({ user_feedback: { grade_per_certificate_criterion: {}, grade: 0 } })).toBe(
      "Check the grade of each criterion: grade every criterion.",
    );
    expect(problems({ user_feedback: { grade: 3 } })).toBe("The grade of each criterion is missing.");
  });
});

describe("patching the feedback", () => {
  it("needs 2 words", () => {
    expect(patch({ feedback: "Well done" }).data?.data).toEqual({ kind: "feedback", feedback: "Well done" });
    expect(problems({ feedback: "Good" })).toBe("The feedback needs at least 2 words.");
    expect(problems({ feedback: "" })).toBe("The feedback needs at least 2 words.");
    expect(problems({ feedback: "word ".repeat(2_001) })).toBe("The feedback can be at most 10,000 characters.");
  });
});

describe("patching the ratings", () => {
  it("takes any of the ratings and a comment, and null to clear one", () => {
    expect(patch({ user_feedback: { correction: "good", comment: "Nice" } }).data?.data).toEqual({
      kind: "ratings",
      user_feedback: { correction: "good", comment: "Nice" },
    });
    expect(patch({ user_feedback: { transcription: "bad", feedback: null } }).success).toBe(true);
  });

  it("refuses an unknown rating, an empty comment and an empty object", () => {
    expect(problems({ user_feedback: { correction: "meh" } })).toBe(
      'Your rating of the correction must be one of "good", "bad".',
    );
    expect(problems({ user_feedback: { comment: "" } })).toBe("Your comment cannot be empty.");
    expect(problems({ user_feedback: { comment: "x".repeat(1001) } })).toBe(
      "Your comment can be at most 1,000 characters.",
    );
    expect(problems({ user_feedback: {} })).toBe("Check your grading or rating: give a rating or a comment.");
  });
});

describe("patching the marking, the text and the feedback draft", () => {
  const edit = { start: 0, end: 2, original: "Hi", replacement: "Hello", source: "teacher", state: "added" };

  it("parses each into its kind", () => {
    expect(patch({ edits: [edit] }).data?.data).toEqual({ kind: "edits", edits: [edit] });
    const text = "word ".repeat(30).trim();
    expect(patch({ original: text }).data?.data).toEqual({ kind: "original", original: text });
    expect(patch({ draft_feedback: true }).data?.data).toEqual({ kind: "draft", draft_feedback: true });
  });

  it("names a faulty correction by its number, and a too-short text in words", () => {
    expect(problems({ edits: [{ ...edit, replacement: "x".repeat(1001) }] })).toBe(
      "The replacement of correction 1 can be at most 1,000 characters.",
    );
    expect(problems({ edits: [edit, { ...edit, state: "kept", source: "engine" }] })).toContain(
      "Check the rule id of correction 2: name the engine rule of an engine edit.",
    );
    expect(problems({ original: "Too short." })).toBe("The essay's text needs at least 30 words.");
    expect(problems({ draft_feedback: false })).toBe("The feedback draft must be true.");
  });
});

describe("a patch body", () => {
  it("holds exactly one kind of change", () => {
    const oneKind =
      "Check the change: send one of: user_feedback grading, feedback, user_feedback ratings, edits, original, draft_feedback, or class_id and student_id.";
    expect(problems({})).toBe(oneKind);
    expect(problems({ feedback: "Well done", user_feedback: { correction: "good" } })).toBe(oneKind);
    expect(
      problems({ user_feedback: { grade: 1, grade_per_certificate_criterion: { A: 1 }, correction: "good" } }),
    ).toBe(oneKind);
  });

  it("refuses unknown fields", () => {
    expect(problems({ feedback: "Well done", status: "SUCCESS" })).toBe(
      "The change holds a field Redpen does not take: status.",
    );
    expect(EssayPatchRequest.safeParse({ version: 2, data: { feedback: "Well done" }, id: "x" }).success).toBe(false);
  });

  it("needs a whole, positive version", () => {
    const noVersion = EssayPatchRequest.safeParse({ data: { feedback: "Well done" } }).error?.issues ?? [];
    expect(validationSentences(noVersion, fieldWordsOf(EssayPatchRequest)).message).toBe(
      "The essay's version is missing.",
    );
    for (const version of [0, 1.5, "2"]) expect(patch({ feedback: "Well done" }, version).success).toBe(false);
    expect(problems({ feedback: "Well done" }, 0)).toBe("The essay's version cannot be below 1.");
  });
});
