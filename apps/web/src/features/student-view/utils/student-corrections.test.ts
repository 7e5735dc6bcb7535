import type { EssayEdit } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { essayDiff } from "../../../lib/essay-diff";
import { noteReasons } from "../../../lib/paper-notes";
import { correctionWords, stepTo, studentCorrections } from "./student-corrections";

const TEXT = "Last summer I go to the mountains and we was happy.";
function edit(find: string, replacement: string, category = "verb tense", explanation = "Use the past."): EssayEdit {
  const start = TEXT.indexOf(find);
  return {
    start,
    end: start + find.length,
    original: find,
    replacement,
    category,
    rule_id: "test",
    explanation,
    source: "engine",
    state: "kept",
  };
}

describe("studentCorrections", () => {
  it("lists every change of the marked essay in reading order", () => {
    const edits = [edit("was", "were"), edit("go", "went")];
    const corrections = studentCorrections(essayDiff(TEXT, null, edits));
    expect(corrections.map(correctionWords)).toEqual(["“go” to “went”", "“was” to “were”"]);
  });

  it("is empty for an essay that needed no correction", () => {
    expect(studentCorrections(essayDiff(TEXT, TEXT, []))).toEqual([]);
  });
});

describe("stepTo", () => {
  it("starts at the first correction on Next and goes no further than the last", () => {
    expect(stepTo(null, 1, 3)).toBe(0);
    expect(stepTo(0, 1, 3)).toBe(1);
    expect(stepTo(2, 1, 3)).toBeNull();
  });

  it("goes back to the first and no further, and nowhere when there is nothing", () => {
    expect(stepTo(1, -1, 3)).toBe(0);
    expect(stepTo(0, -1, 3)).toBeNull();
    expect(stepTo(null, -1, 3)).toBeNull();
    expect(stepTo(null, 1, 0)).toBeNull();
  });
});

describe("noteReasons and correctionWords", () => {
  it("give each explanation with its category, and leave out empty ones", () => {
    const segment = {
      edits: [edit("go", "went"), edit("was", "were", "", "Say 'were' after 'we'."), edit("we", "", "x", " ")],
    };
    expect(noteReasons(segment)).toEqual(["Verb tense: Use the past.", "Say 'were' after 'we'."]);
  });

  it("name a removal and an addition", () => {
    expect(correctionWords({ removed: "very ", added: "" })).toBe("“very” removed");
    expect(correctionWords({ removed: "", added: "the " })).toBe("“the” added");
  });
});
