import { describe, expect, it } from "vitest";
import { gradeLabel } from "./shown-grading";

describe("gradeLabel", () => {
  it("calls the teacher's grade theirs, and the student's page their teacher's", () => {
    expect(gradeLabel("teacher", true)).toBe("Your grade");
    expect(gradeLabel("teacher", false)).toBe("Teacher's grade");
    expect(gradeLabel("advised", true)).toBe("Advised grade");
  });
});
