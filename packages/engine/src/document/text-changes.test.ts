import { describe, expect, it } from "vitest";
import { textChanges } from "./text-changes";

describe("textChanges", () => {
  it("finds replaced, inserted and deleted words on the original's offsets", () => {
    const original = "She go to school every days. I can to swim";
    const changes = textChanges(original, "She goes to school every day. I can swim.");
    expect(changes.map(({ original, replacement }) => [original, replacement])).toEqual([
      ["go", "goes"],
      ["days", "day"],
      ["to ", ""],
      ["", "."],
    ]);
    for (const change of changes) expect(original.slice(change.start, change.end)).toBe(change.original);
  });

  it("inserts a missing word with its space and a comma against the word before", () => {
    const changes = textChanges("However I go school.", "However, I go to school.");
    expect(changes).toEqual([
      { start: 7, end: 7, original: "", replacement: "," },
      { start: 13, end: 13, original: "", replacement: "to " },
    ]);
  });

  it("keeps the original's paragraphs and spacing when the revision changes only whitespace", () => {
    expect(textChanges("Dear Sam,\n\nI has a dog.  \n", "Dear Sam, I have a dog.")).toEqual([
      { start: 13, end: 16, original: "has", replacement: "have" },
    ]);
  });

  it("finds nothing between equal texts, and everything against an empty one", () => {
    expect(textChanges("Fine words.", "Fine words.")).toEqual([]);
    expect(textChanges("", "")).toEqual([]);
    expect(textChanges("Two words", "")).toEqual([{ start: 0, end: 9, original: "Two words", replacement: "" }]);
  });
});
