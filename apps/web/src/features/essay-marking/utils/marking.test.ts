import { describe, expect, it } from "vitest";
import { testEdit } from "../../../lib/test-edit";
import {
  applyMarkingAction,
  editKey,
  insertionText,
  markedText,
  markingInputs,
  MarkingError,
  reviewCount,
  wordSpan,
} from "./marking";

const TEXT = "Yesterday she go to the park with her freind.";
const engineEdit = (find: string, replacement: string) => testEdit(TEXT, find, replacement);
const EDITS = [engineEdit("go", "went"), engineEdit("freind", "friend")];
// The teacher's own correction: "big " before "park".
const ADD_BIG = { kind: "add", start: 24, end: 24, original: "", replacement: "big ", explanation: "" } as const;

describe("marking actions", () => {
  it("rejects, restores, changes and removes an edit, and adds the teacher's own", () => {
    const [went, friend] = EDITS;
    const rejected = applyMarkingAction(EDITS, { kind: "reject", key: editKey(went!) });
    expect(markedText(TEXT, rejected)).toBe("Yesterday she go to the park with her friend.");
    expect(markedText(TEXT, applyMarkingAction(rejected, { kind: "restore", key: editKey(went!) }))).toBe(
      "Yesterday she went to the park with her friend.",
    );
    const changed = applyMarkingAction(EDITS, {
      kind: "change",
      key: editKey(friend!),
      replacement: "friends",
      explanation: "",
    });
    expect(changed[1]).toMatchObject({ replacement: "friends", state: "changed" });
    const added = applyMarkingAction(EDITS, ADD_BIG);
    expect(markedText(TEXT, added)).toBe("Yesterday she went to the big park with her friend.");
    expect(applyMarkingAction(added, { kind: "remove", key: editKey(added[1]!) })).toEqual(EDITS);
  });

  it("refuses a new correction over words that already have one, and an edit that is gone", () => {
    expect(() =>
      applyMarkingAction(EDITS, {
        kind: "add",
        start: 14,
        end: 16,
        original: "go",
        replacement: "goes",
        explanation: "",
      }),
    ).toThrow(MarkingError);
    expect(() => applyMarkingAction(EDITS, { kind: "reject", key: "engine:0:1:x:y" })).toThrow(MarkingError);
  });

  it("checks a kept correction, restores a rejected one as checked, and sends the check", () => {
    const [went, friend] = EDITS;
    expect(reviewCount(EDITS)).toEqual({ checked: 0, total: 2 });
    const checked = applyMarkingAction(EDITS, { kind: "keep", keys: [editKey(went!)] });
    expect(checked[0]).toEqual({ ...went, reviewed: true });
    expect(reviewCount(checked)).toEqual({ checked: 1, total: 2 });
    expect(markingInputs(checked).map((edit) => edit.reviewed)).toEqual([true, undefined]);
    // Keeping it again changes nothing; a key that is gone is refused.
    expect(applyMarkingAction(checked, { kind: "keep", keys: [editKey(went!)] })).toEqual(checked);
    expect(() => applyMarkingAction(EDITS, { kind: "keep", keys: ["engine:0:1:x:y"] })).toThrow(MarkingError);

    const rejected = applyMarkingAction(checked, { kind: "reject", key: editKey(went!) });
    expect(rejected[0]).toEqual({ ...went, state: "rejected" });
    expect(applyMarkingAction(rejected, { kind: "restore", key: editKey(went!) })[0]).toEqual({
      ...went,
      reviewed: true,
    });
    const changed = applyMarkingAction(EDITS, {
      kind: "change",
      key: editKey(friend!),
      replacement: "friends",
      explanation: "",
    });
    expect(reviewCount(changed)).toEqual({ checked: 1, total: 2 });
    // The teacher's own corrections need no check and are not counted.
    expect(reviewCount(applyMarkingAction(EDITS, ADD_BIG))).toEqual({ checked: 0, total: 2 });
  });

  it("keeps all the rest: every correction not checked yet, leaving the rejected and changed ones as they are", () => {
    const [went, friend] = EDITS;
    const rejected = applyMarkingAction([...EDITS, engineEdit("park", "parks")], {
      kind: "reject",
      key: editKey(friend!),
    });
    const all = applyMarkingAction(rejected, { kind: "keepAll" });
    expect(all.map(({ state, reviewed }) => [state, reviewed])).toEqual([
      ["kept", true],
      ["rejected", undefined],
      ["kept", true],
    ]);
    expect(all[0]).toEqual({ ...went, reviewed: true });
    expect(reviewCount(all)).toEqual({ checked: 3, total: 3 });
  });

  it("sends an empty explanation as none, for the engine to propose one", () => {
    const added = applyMarkingAction(EDITS, ADD_BIG);
    expect(markingInputs(added)[1]).toEqual({
      start: 24,
      end: 24,
      original: "",
      replacement: "big ",
      rule_id: "teacher",
      source: "teacher",
      state: "added",
    });
    expect(markingInputs(EDITS)[0]).toMatchObject({ explanation: "Write went.", category: "spelling" });
  });
});

describe("wordSpan", () => {
  it("widens a selection to whole words without the spaces at its ends, and moves a caret to the end of its word", () => {
    expect(wordSpan(TEXT, 25, 28)).toEqual({ start: 24, end: 28 });
    expect(wordSpan(TEXT, 13, 17)).toEqual({ start: 14, end: 16 });
    expect(wordSpan(TEXT, 16, 16)).toEqual({ start: 16, end: 16 });
    expect(wordSpan(TEXT, 15, 15)).toEqual({ start: 16, end: 16 });
  });
});

describe("insertionText", () => {
  it("puts a space between inserted words and the word they follow or precede, none before a mark", () => {
    expect(insertionText(TEXT, 23, "big")).toBe(" big");
    expect(insertionText(TEXT, 24, "big")).toBe("big ");
    expect(insertionText(TEXT, 44, ",")).toBe(",");
  });
});
