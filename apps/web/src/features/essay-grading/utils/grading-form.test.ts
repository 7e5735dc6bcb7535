import { describe, expect, it } from "vitest";
import { gradingFormSchema, readGradingForm, totalAboveMaxMessage } from "./grading-form";

const cambridge = [
  { name: "Content", max: 5 },
  { name: "Language", max: 5 },
];

describe("readGradingForm", () => {
  it("sums the criteria, rounded to 2 decimals, as a whole percentage of the maximum", () => {
    const form = readGradingForm({ Content: "3.456", Language: "4" }, cambridge, 10);
    expect(form).toMatchObject({
      errors: { Content: null, Language: null },
      grades: { Content: 3.46, Language: 4 },
      total: 7.46,
      percent: 75,
      overMax: false,
      canSave: true,
    });
  });

  it("takes a grade between two bands, as grades to two decimals allow", () => {
    expect(readGradingForm({ Content: "4.25", Language: "2.5" }, cambridge, 10)).toMatchObject({
      total: 6.75,
      canSave: true,
    });
  });

  it("says a criterion's limit while the teacher types past it, and never counts it in the total", () => {
    const form = readGradingForm({ Content: "4", Language: "7" }, cambridge, 10);
    expect(form.errors).toEqual({ Content: null, Language: "Language can be at most 5." });
    expect(form).toMatchObject({ total: 4, percent: 40, overMax: false, canSave: false });
  });

  it("treats an empty or invalid grade as missing, asking for a grade within the band, and cannot save", () => {
    const form = readGradingForm({ Content: "", Language: "abc" }, cambridge, 10);
    expect(form.errors).toEqual({ Content: "Enter a grade from 0 to 5.", Language: "Enter a grade from 0 to 5." });
    expect(form.canSave).toBe(false);
  });

  it("refuses a grade below 0, naming the criterion", () => {
    expect(readGradingForm({ Content: "-1", Language: "2" }, cambridge, 10).errors.Content).toBe(
      "Content cannot be below 0.",
    );
  });

  it("takes a grade that rounds to the top band", () => {
    expect(readGradingForm({ Content: "5.004", Language: "5" }, cambridge, 10)).toMatchObject({
      total: 10,
      canSave: true,
    });
  });

  it("checks the total against the maximum when the criteria's own bands are not known", () => {
    const unknown = [
      { name: "Content", max: null },
      { name: "Language", max: null },
    ];
    expect(readGradingForm({ Content: "6", Language: "5" }, unknown, 10)).toMatchObject({
      errors: { Content: null, Language: null },
      total: 11,
      overMax: true,
      canSave: false,
    });
  });
});

describe("gradingFormSchema", () => {
  it("reads the fields as the PATCH body the contract checks: rounded grades and their total", () => {
    const body = gradingFormSchema(cambridge, 10).parse({ grades: ["3.456", " 4 "] });
    expect(body).toEqual({
      user_feedback: { grade_per_certificate_criterion: { Content: 3.46, Language: 4 }, grade: 7.46 },
    });
  });

  it("refuses a grade above its band with the sentence the card and the api show", () => {
    const result = gradingFormSchema(cambridge, 10).safeParse({ grades: ["4", "7"] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["grades", 1], "Language can be at most 5."],
    ]);
  });

  it("refuses a total above the maximum with the message the card shows", () => {
    const unknown = cambridge.map(({ name }) => ({ name, max: null }));
    const result = gradingFormSchema(unknown, 10).safeParse({ grades: ["6", "5"] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([totalAboveMaxMessage(10)]);
    expect(totalAboveMaxMessage(10)).toBe("The total cannot be above 10.");
  });
});
