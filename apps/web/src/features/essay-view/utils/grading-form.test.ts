import { describe, expect, it } from "vitest";
import { gradingFormSchema, readGradingForm, totalAboveMaxMessage } from "./grading-form";

const criteria = ["Content", "Language"];

describe("readGradingForm", () => {
  it("sums the criteria, rounded to 2 decimals, as a whole percentage of the maximum", () => {
    const form = readGradingForm({ Content: "3.456", Language: "4" }, criteria, 10);
    expect(form).toMatchObject({
      grades: { Content: 3.46, Language: 4 },
      total: 7.46,
      percent: 75,
      overMax: false,
      canSave: true,
    });
  });

  it("treats an empty or invalid grade as missing and cannot save", () => {
    const form = readGradingForm({ Content: "", Language: "abc" }, criteria, 10);
    expect(form.errors).toEqual({ Content: "enter a grade", Language: "enter a number" });
    expect(form.canSave).toBe(false);
  });

  it("refuses a grade below 0", () => {
    expect(readGradingForm({ Content: "-1", Language: "2" }, criteria, 10).errors.Content).toBe(
      "a grade cannot be below 0",
    );
  });

  it("cannot save a total above the maximum", () => {
    expect(readGradingForm({ Content: "6", Language: "5" }, criteria, 10)).toMatchObject({
      total: 11,
      overMax: true,
      canSave: false,
    });
  });
});

describe("gradingFormSchema", () => {
  it("reads the fields as the PATCH body the contract checks: rounded grades and their total", () => {
    const body = gradingFormSchema(criteria, 10).parse({ grades: ["3.456", " 4 "] });
    expect(body).toEqual({
      user_feedback: { grade_per_certificate_criterion: { Content: 3.46, Language: 4 }, grade: 7.46 },
    });
  });

  it("refuses a total above the maximum with the message the card shows", () => {
    const result = gradingFormSchema(criteria, 10).safeParse({ grades: ["6", "5"] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([totalAboveMaxMessage(10)]);
    expect(totalAboveMaxMessage(10)).toBe("The total cannot be above 10.");
  });
});
