import type { EssayEdit } from "@redpen/contract";

/**
 * The teacher's Undo and Redo: two stacks of whole lists of edits, for one text. An action pushes
 * the edits as they were onto `undo` and empties `redo`; Undo goes back to the top of `undo` and
 * pushes the edits it leaves onto `redo`; Redo goes the other way. A fixed text moves every edit, so
 * the stacks of another text are as good as empty.
 */
export interface MarkingHistory {
  /** The essay's text the lists are edits of. */
  text: string | null;
  /** The edits before each action, the last one on top. */
  undo: readonly (readonly EssayEdit[])[];
  /** The edits each Undo left, the last one on top. */
  redo: readonly (readonly EssayEdit[])[];
}

export type MarkingHistoryEvent =
  /** The teacher acted on `text`; `before` is the edits as they were. */
  | { type: "acted"; text: string; before: readonly EssayEdit[] }
  /** Undo, from the edits shown now (`current`). */
  | { type: "undone"; text: string; current: readonly EssayEdit[] }
  /** Redo, from the edits shown now (`current`). */
  | { type: "redone"; text: string; current: readonly EssayEdit[] }
  /** The saved essay no longer fits the stacks (a save failed). */
  | { type: "cleared" };

/** How many steps back the history keeps. */
export const MARKING_HISTORY_MAX = 100;

export const EMPTY_MARKING_HISTORY: MarkingHistory = { text: null, undo: [], redo: [] };

/** The stacks as they stand for `text`: empty when they were kept for another one. */
const onText = (history: MarkingHistory, text: string): MarkingHistory =>
  history.text === text ? history : { text, undo: [], redo: [] };

/** The history after an event; an Undo or Redo with nothing to go back or forward to changes nothing. */
export function markingHistory(history: MarkingHistory, event: MarkingHistoryEvent): MarkingHistory {
  switch (event.type) {
    case "acted": {
      const { undo } = onText(history, event.text);
      return { text: event.text, undo: [...undo, event.before].slice(-MARKING_HISTORY_MAX), redo: [] };
    }
    case "undone": {
      const { undo, redo } = onText(history, event.text);
      if (undo.length === 0) return history;
      return { text: event.text, undo: undo.slice(0, -1), redo: [...redo, event.current] };
    }
    case "redone": {
      const { undo, redo } = onText(history, event.text);
      if (redo.length === 0) return history;
      return { text: event.text, undo: [...undo, event.current], redo: redo.slice(0, -1) };
    }
    case "cleared":
      return EMPTY_MARKING_HISTORY;
  }
}

/** The edits Undo would bring back on `text`, if any. */
export const undoTarget = (history: MarkingHistory, text: string | null) =>
  history.text === text ? history.undo.at(-1) : undefined;

/** The edits Redo would bring back on `text`, if any. */
export const redoTarget = (history: MarkingHistory, text: string | null) =>
  history.text === text ? history.redo.at(-1) : undefined;
