import { useCallback, useReducer, useState } from "react";
import { applyMarkingAction, MarkingError, type MarkingAction } from "../utils/marking";
import type { MarkedParts, MarkingStore } from "./marking-store";
import { useMarkingSaves } from "./use-marking-saves";
import { EMPTY_MARKING_HISTORY, markingHistory, redoTarget, undoTarget } from "../utils/marking-history";

export type { MarkedParts, MarkingStore };

/**
 * The teacher's marking of one thing's edits. Each action shows at once (the cache is updated
 * before the api answers) and is saved as one PATCH; saves go one after the other, each with the
 * version the previous one returned. When another tab changed it meanwhile (409), the action is
 * applied again to the thing as it now is, so nothing is lost. Undo sends back the edits as they
 * were before the last action, Redo the ones the last Undo left (the stacks are in
 * marking-history.ts).
 */
export function useEditsMarking<T extends object>(store: MarkingStore<T>) {
  const [history, dispatch] = useReducer(markingHistory, EMPTY_MARKING_HISTORY);
  const [error, setError] = useState<Error | null>(null);
  const handleFailed = useCallback((caught: Error) => {
    setError(caught);
    // What the history holds may no longer fit what the api has.
    dispatch({ type: "cleared" });
  }, []);
  const { save, saving, startFrom } = useMarkingSaves(store, handleFailed);

  const apply = useCallback(
    (action: MarkingAction) => {
      const item = store.cached();
      if (item === undefined) return;
      startFrom(item);
      const { text, edits: before } = store.parts(item);
      try {
        store.show(item, applyMarkingAction(before, action));
      } catch (caught) {
        if (caught instanceof MarkingError) return setError(caught);
        throw caught;
      }
      setError(null);
      dispatch({ type: "acted", text, before });
      save((edits) => applyMarkingAction(edits, action));
    },
    [store, save, startFrom],
  );

  /** Shows and saves the edits Undo or Redo goes to, if there are any for the thing's text. */
  const step = useCallback(
    (type: "undone" | "redone") => {
      const item = store.cached();
      if (item === undefined) return;
      const { text, edits: current } = store.parts(item);
      const target = (type === "undone" ? undoTarget : redoTarget)(history, text);
      if (!target) return;
      startFrom(item);
      dispatch({ type, text, current });
      setError(null);
      const edits = [...target];
      store.show(item, edits);
      save(() => edits, { retry: false });
    },
    [store, history, save, startFrom],
  );
  const undo = useCallback(() => step("undone"), [step]);
  const redo = useCallback(() => step("redone"), [step]);

  // A fixed text moves the edits: the history's lists no longer fit it.
  const shown = store.cached();
  const text = shown === undefined ? "" : store.parts(shown).text;
  const canUndo = undoTarget(history, text) !== undefined;
  const canRedo = redoTarget(history, text) !== undefined;

  return { apply, undo, redo, canUndo, canRedo, saving, error, clearError: () => setError(null) };
}

export type Marking = ReturnType<typeof useEditsMarking>;
