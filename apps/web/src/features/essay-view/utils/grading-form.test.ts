import { describe, expect, it } from "vitest";
import { readGradingForm } from "./grading-form";

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
