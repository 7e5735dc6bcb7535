import type { EssayEdit } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { testEdit } from "./test-edit";
import {
  correctedText,
  diffFromEdits,
  diffFromTexts,
  essayDiff,
  withRejected,
  type DiffSegment,
  type ReviewSegment,
} from "./essay-diff";

const edit = (text: string, find: string, replacement: string, from = 0) =>
  testEdit(text, find, replacement, { start: from });

const changes = (segments: DiffSegment[]) =>
  segments.flatMap((segment) => (segment.kind === "change" ? [[segment.removed, segment.added]] : []));

describe("diffFromEdits", () => {
  it("marks only the words an edit changes, keeping the words it repeats", () => {
    const text = "Many people thinks so.";
    const segments = diffFromEdits(text, [edit(text, "people thinks", "people think")]);
    expect(changes(segments)).toEqual([["thinks", "think"]]);
    expect(correctedText(segments)).toBe("Many people think so.");
  });

  it("widens an edit inside a word to the whole word", () => {
    const text = "every saturday morning";
    const segments = diffFromEdits(text, [edit(text, "s", "S", 6)]);
    expect(changes(segments)).toEqual([["saturday", "Saturday"]]);
  });

  it("shows an inserted comma on its own, without the word before it", () => {
    const text = "In my opinion this is good.";
    const at = text.indexOf(" this");
    const segments = diffFromEdits(text, [{ ...edit(text, "", ","), start: at, end: at }]);
    expect(changes(segments)).toEqual([["", ","]]);
    expect(correctedText(segments)).toBe("In my opinion, this is good.");
  });

  it("joins two edits in one word into one change that carries both explanations", () => {
    const text = "abc def";
    const segments = diffFromEdits(text, [edit(text, "b", "B"), edit(text, "c", "C")]);
    expect(changes(segments)).toEqual([["abc", "aBC"]]);
    expect(segments[0]).toMatchObject({ kind: "change", edits: [{ replacement: "B" }, { replacement: "C" }] });
  });

  it("applies edits given out of order", () => {
    const text = "I didnt know wich one.";
    const segments = diffFromEdits(text, [edit(text, "wich", "which"), edit(text, "didnt", "didn't")]);
    expect(correctedText(segments)).toBe("I didn't know which one.");
  });

  it("skips an edit that points outside the text", () => {
    expect(correctedText(diffFromEdits("short", [{ ...edit("short", "short", "long"), start: 3, end: 40 }]))).toBe(
      "short",
    );
  });
});

describe("diffFromTexts", () => {
  it("finds the changed words of two texts", () => {
    const segments = diffFromTexts("He go to school every days.", "He goes to school every day.");
    expect(changes(segments)).toEqual([
      ["go", "goes"],
      ["days.", "day."],
    ]);
    expect(correctedText(segments)).toBe("He goes to school every day.");
  });
});

describe("essayDiff", () => {
  it("is the original unchanged when there is nothing to correct", () => {
    expect(essayDiff("All good.", "All good.", [])).toEqual([{ kind: "same", text: "All good.", start: 0 }]);
  });
});

describe("segment offsets", () => {
  it("give every segment its place in the original, from edits and from texts alike", () => {
    const original = "She go to school every days.";
    const fromEdits = diffFromEdits(original, [edit(original, "go", "goes"), edit(original, "days", "day")]);
    const fromTexts = diffFromTexts(original, "She goes to school every day.");
    for (const segments of [fromEdits, fromTexts]) {
      for (const segment of segments) {
        if (segment.kind === "same")
          expect(original.slice(segment.start, segment.start + segment.text.length)).toBe(segment.text);
        else expect(original.slice(segment.start, segment.end)).toBe(segment.removed);
      }
    }
  });
});

describe("withRejected", () => {
  const text = "She go to the park with her freind.";
  const rejectedEdit = (find: string, replacement: string): EssayEdit => ({
    ...edit(text, find, replacement),
    state: "rejected",
  });
  const shown = (segments: ReviewSegment[]) =>
    segments.map((segment) =>
      segment.kind === "same"
        ? segment.text
        : segment.kind === "change"
          ? `[${segment.removed}→${segment.added}]`
          : `{${segment.words}|${segment.removed}→${segment.added}@${segment.start}-${segment.end}}`,
    );

  it("puts a rejected correction back between its words, the student's words standing", () => {
    const edits = [edit(text, "go", "goes"), rejectedEdit("freind", "friend")];
    const segments = withRejected(essayDiff(text, null, edits), text, edits);
    expect(shown(segments)).toEqual([
      "She ",
      "[go→goes]",
      " to the park with her ",
      "{freind|freind→friend@28-34}",
      ".",
    ]);
    // The pieces around it keep their offsets, for a selection to find its words.
    expect(segments[4]).toMatchObject({ kind: "same", start: 34 });
  });

  it("shows a rejected insertion and a rejected removal, and nothing extra when none is rejected", () => {
    const at = text.indexOf(" park");
    const insertion = { ...rejectedEdit("", " big"), start: at, end: at };
    const removal = rejectedEdit(" with her freind", "");
    const segments = withRejected(essayDiff(text, null, [insertion, removal]), text, [insertion, removal]);
    expect(shown(segments)).toEqual([
      "She go to the",
      `{|→ big@${at}-${at}}`,
      " park",
      "{ with her freind| with her freind→@18-34}",
      ".",
    ]);
    const kept = [edit(text, "go", "goes")];
    expect(withRejected(essayDiff(text, null, kept), text, kept)).toEqual(essayDiff(text, null, kept));
  });

  it("puts a rejected correction whose words the teacher corrected their own way just after that correction", () => {
    const own: EssayEdit = { ...edit(text, "go", "went"), source: "teacher", state: "added", rule_id: "teacher" };
    const edits = [rejectedEdit("go", "goes"), own];
    expect(shown(withRejected(essayDiff(text, null, edits), text, edits))).toEqual([
      "She ",
      "[go→went]",
      "{|go→goes@6-6}",
      " to the park with her freind.",
    ]);
  });
});
