import type { EssayResponse } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { printedEssay } from "./printed-essay";
import { testEdit } from "./test-edit";

const TEXT = "Many people thinks that volunteer work are good for famillies.";
const EDITS = [
  testEdit(TEXT, "thinks", "think"),
  testEdit(TEXT, "are", "is"),
  testEdit(TEXT, "famillies", "families", { answer_given: true }),
];
const FEEDBACK = "Check your verbs. You wrote “thinks”, write “think”.";

/** A corrected essay as its teacher reads it, shared as `shareMode` (the fields a printout reads; the others do not matter here). */
const essayShared = (shareMode: "corrections" | "codes") =>
  ({
    id: "0b9d3a6e-5c1f-4c3e-9b1a-1d2e3f4a5b6c",
    version: 3,
    data: {
      original: TEXT,
      correction: "Many people think that volunteer work is good for families.",
      edits: EDITS,
      feedback: FEEDBACK,
      share_mode: shareMode,
    },
  }) as unknown as EssayResponse;

const shownText = (segments: ReturnType<typeof printedEssay>["segments"]) => JSON.stringify(segments);

describe("printedEssay", () => {
  it("prints an essay shared with its corrections as it is, answers and feedback included", () => {
    const essay = essayShared("corrections");
    const printed = printedEssay(essay);
    expect(printed.essay).toBe(essay);
    expect(shownText(printed.segments)).toContain('"think"');
    expect(shownText(printed.segments)).toContain('"is"');
  });

  it("prints an essay shared as codes without any answer but the one given, and feedback without fixes", () => {
    const printed = printedEssay(essayShared("codes"));
    const edits = printed.essay.data.edits!;
    expect(edits.map((edit) => [edit.replacement, edit.explanation])).toEqual([
      ["", ""],
      ["", ""],
      ["families", "Write families."],
    ]);
    expect(printed.essay.data.feedback).toBe("Check your verbs. Look again at “thinks”.");
    const shown = shownText(printed.segments);
    expect(shown).not.toContain('"think"');
    expect(shown).not.toContain('"is"');
    expect(shown).toContain("families");
  });

  it("decides the same for an essay whose answers were withheld already (a student's page)", () => {
    const once = printedEssay(essayShared("codes"));
    expect(printedEssay(once.essay).essay.data).toEqual(once.essay.data);
  });
});
