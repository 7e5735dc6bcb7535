import type { EssayEdit } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { testEdit } from "../../../lib/test-edit";
import { applyMarkingAction, editKey, reviewCount } from "./marking";
import {
  EMPTY_MARKING_HISTORY,
  MARKING_HISTORY_MAX,
  markingHistory,
  redoTarget,
  undoTarget,
  type MarkingHistory,
} from "./marking-history";

const TEXT = "She go to the park with her freind and buyed a ice cream.";
const engineEdit = (find: string, replacement: string) => testEdit(TEXT, find, replacement, { category: "grammar" });
const EDITS = [engineEdit("go", "goes"), engineEdit("freind", "friend"), engineEdit("buyed", "bought")];

/** The teacher's session as the hook runs it: each action recorded with the edits before it, Undo and Redo going back and forth. */
function session() {
  let history: MarkingHistory = EMPTY_MARKING_HISTORY;
  let edits: readonly EssayEdit[] = EDITS;
  return {
    act(action: Parameters<typeof applyMarkingAction>[1]) {
      history = markingHistory(history, { type: "acted", text: TEXT, before: edits });
      edits = applyMarkingAction(edits, action);
    },
    undo() {
      const target = undoTarget(history, TEXT);
      history = markingHistory(history, { type: "undone", text: TEXT, current: edits });
      if (target) edits = target;
    },
    redo() {
      const target = redoTarget(history, TEXT);
      history = markingHistory(history, { type: "redone", text: TEXT, current: edits });
      if (target) edits = target;
    },
    get edits() {
      return edits;
    },
    get history() {
      return history;
    },
  };
}

describe("the marking's Undo and Redo", () => {
  it("keeps all the rest in one step, undone and redone in one step", () => {
    const teacher = session();
    teacher.act({ kind: "keep", keys: [editKey(EDITS[0]!)] });
    teacher.act({ kind: "reject", key: editKey(EDITS[1]!) });
    expect(reviewCount(teacher.edits)).toEqual({ checked: 2, total: 3 });

    teacher.act({ kind: "keepAll" });
    expect(reviewCount(teacher.edits)).toEqual({ checked: 3, total: 3 });
    expect(teacher.edits.map((edit) => edit.state)).toEqual(["kept", "rejected", "kept"]);
    const allKept = teacher.edits;

    teacher.undo();
    expect(reviewCount(teacher.edits)).toEqual({ checked: 2, total: 3 });
    expect(teacher.edits[2]).toEqual(EDITS[2]);
    teacher.redo();
    expect(teacher.edits).toEqual(allKept);
  });

  it("goes back step by step to the engine's edits and forward again, and a new action drops what was undone", () => {
    const teacher = session();
    teacher.act({ kind: "reject", key: editKey(EDITS[0]!) });
    teacher.act({ kind: "keep", keys: [editKey(EDITS[1]!)] });
    const both = teacher.edits;
    teacher.undo();
    teacher.undo();
    expect(teacher.edits).toEqual(EDITS);
    expect(undoTarget(teacher.history, TEXT)).toBeUndefined();
    // One Undo too many changes nothing.
    teacher.undo();
    expect(teacher.edits).toEqual(EDITS);
    teacher.redo();
    teacher.redo();
    expect(teacher.edits).toEqual(both);
    expect(redoTarget(teacher.history, TEXT)).toBeUndefined();

    teacher.undo();
    expect(redoTarget(teacher.history, TEXT)).toEqual(both);
    teacher.act({ kind: "reject", key: editKey(EDITS[2]!) });
    expect(redoTarget(teacher.history, TEXT)).toBeUndefined();
    expect(teacher.edits.map((edit) => edit.state)).toEqual(["rejected", "kept", "rejected"]);
  });

  it("has nothing to undo or redo on another text (a fixed one), and nothing after a failed save", () => {
    let history = markingHistory(EMPTY_MARKING_HISTORY, { type: "acted", text: TEXT, before: EDITS });
    expect(undoTarget(history, TEXT)).toEqual(EDITS);
    expect(undoTarget(history, `${TEXT} Fixed.`)).toBeUndefined();
    expect(markingHistory(history, { type: "undone", text: `${TEXT} Fixed.`, current: [] })).toEqual(history);
    const fixed = markingHistory(history, { type: "acted", text: `${TEXT} Fixed.`, before: [] });
    expect(fixed.undo).toEqual([[]]);
    history = markingHistory(history, { type: "cleared" });
    expect(undoTarget(history, TEXT)).toBeUndefined();
  });

  it("keeps the last 100 steps", () => {
    let history = EMPTY_MARKING_HISTORY;
    for (let i = 0; i <= MARKING_HISTORY_MAX; i++)
      history = markingHistory(history, { type: "acted", text: TEXT, before: EDITS.slice(0, i % 3) });
    expect(history.undo).toHaveLength(MARKING_HISTORY_MAX);
  });
});
