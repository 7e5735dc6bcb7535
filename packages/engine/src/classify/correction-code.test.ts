import { describe, expect, it } from "vitest";
import { codeOfEdit, DEFAULT_CORRECTION_CODES, ERROR_TYPES, UNCLEAR_CODE } from "@redpen/contract";
import { EDIT_CATEGORIES } from "../correct/categories";
import { correctEssay } from "../correct/correct-essay";
import { classifyTextEdit } from "./classify-edit";

describe("the correction code of the engine's edits", () => {
  it("the contract's error types are the engine's categories, in order", () => {
    expect([...ERROR_TYPES]).toEqual([...EDIT_CATEGORIES]);
  });

  it("every category has a default code other than '?'", () => {
    for (const category of EDIT_CATEGORIES)
      expect(codeOfEdit({ category }, DEFAULT_CORRECTION_CODES).code, category).not.toBe(UNCLEAR_CODE);
  });

  it("a teacher's correction is coded from the type the classifier gives it", () => {
    const text = "Yesterday I go to the cinema with my freind and we watched a film about the the sea.";
    const change = (original: string, replacement: string, from = 0) => {
      const start = text.indexOf(original, from);
      return { start, end: start + original.length, replacement };
    };
    const cases: [ReturnType<typeof change>, string][] = [
      [change("go", "went"), "T"],
      [change("freind", "friend"), "Sp"],
      [change("the ", "", text.indexOf("the the")), "U"],
    ];
    for (const [edit, code] of cases) {
      const { category } = classifyTextEdit(text, edit);
      expect(codeOfEdit({ category }, DEFAULT_CORRECTION_CODES).code, `${category} ${edit.replacement}`).toBe(code);
    }
  });

  it("the edits of a corrected essay all get a code from their category", () => {
    const essay =
      "Last summer I go to London with my freinds. We visited a museum and we was very happy. " +
      "I am interested on history and I like to visiting old building. London is a expensive city.";
    const { edits } = correctEssay(essay);
    expect(edits.length).toBeGreaterThan(3);
    for (const edit of edits) {
      expect(ERROR_TYPES as readonly string[], edit.category).toContain(edit.category);
      expect(codeOfEdit(edit, DEFAULT_CORRECTION_CODES).code).not.toBe(UNCLEAR_CODE);
    }
  });
});
