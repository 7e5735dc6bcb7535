import { useCallback, useReducer, useRef, useState } from "react";
import { ApiRequestError, type EssayEdit, type EssayEditInput } from "@redpen/contract";
import { applyMarkingAction, markingInputs, MarkingError, type MarkingAction } from "../utils/marking";
import { EMPTY_MARKING_HISTORY, markingHistory, redoTarget, undoTarget } from "../utils/marking-history";

/** What the marking reads of the marked thing (an essay, a student's draft): its version, its text and its edits. */
export interface MarkedParts {
  version: number;
  text: string;
  edits: readonly EssayEdit[];
}

/**
 * Where a marked thing lives: the query cache it is shown from and the api it is saved to. The
 * caller keeps one store per thing (useMemo), so the marking's callbacks stay the same.
 */
export interface MarkingStore<T extends object> {
  /** The thing as the cache holds it now (ahead of the api while saves are under way). */
  cached: () => T | undefined;
  parts: (item: T) => MarkedParts;
  /** Puts the thing with these edits in the cache, before the api answers. */
  show: (item: T, edits: EssayEdit[]) => void;
  /** Puts the thing as the api returned it in the cache. */
  put: (item: T) => void;
  /** PATCHes the edits with this version (the stored one + 1); replies with the saved thing. */
  save: (version: number, edits: EssayEditInput[]) => Promise<T>;
  /** GETs the thing as the api has it now. */
  fetch: () => Promise<T>;
}

/**
 * The teacher's marking of one thing's edits. Each action shows at once (the cache is updated
 * before the api answers) and is saved as one PATCH; saves go one after the other, each with the
 * version the previous one returned. When another tab changed it meanwhile (409), the action is
 * applied again to the thing as it now is, so nothing is lost. Undo sends back the edits as they
 * were before the last action, Redo the ones the last Undo left (the stacks are in
 * marking-history.ts).
 */
export function useEditsMarking<T extends object>(store: MarkingStore<T>) {
  const queue = useRef(Promise.resolve());
  // The thing as the api last returned it: each action is applied to it, never to what the screen shows ahead of the api.
  const confirmed = useRef<T | undefined>(undefined);
  const inFlight = useRef(0);
  const [history, dispatch] = useReducer(markingHistory, EMPTY_MARKING_HISTORY);
  const [error, setError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(0);

  /**
   * Saves the edits `next` makes of the current ones, after the saves before it. On a 409 an action
   * is applied again to the newer thing; an Undo or Redo (`retry` false) is not, so it cannot
   * overwrite what the other tab saved.
   */
  const save = useCallback(
    (next: (edits: EssayEdit[]) => EssayEdit[], { retry = true } = {}) => {
      setSaving((count) => count + 1);
      inFlight.current++;
      const run = async () => {
        let item = confirmed.current!;
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const { version, edits } = store.parts(item);
            const reply = await store.save(version + 1, markingInputs(next([...edits])));
            confirmed.current = reply;
            // The screen keeps what later actions show until their own replies come.
            if (inFlight.current === 1) store.put(reply);
            return;
          } catch (caught) {
            if (!(caught instanceof ApiRequestError && caught.status === 409) || attempt === 1 || !retry) throw caught;
            // Another tab saved first: take its version and apply this action to it.
            item = confirmed.current = await store.fetch();
          }
        }
      };
      queue.current = queue.current
        .then(run)
        .catch(async (caught: unknown) => {
          setError(caught instanceof Error ? caught : new Error(String(caught)));
          // What the history holds may no longer fit what the api has.
          dispatch({ type: "cleared" });
          confirmed.current = await store.fetch().catch(() => confirmed.current);
          if (confirmed.current !== undefined) store.put(confirmed.current);
        })
        .finally(() => {
          inFlight.current--;
          setSaving((count) => count - 1);
        });
    },
    [store],
  );

  const apply = useCallback(
    (action: MarkingAction) => {
      const item = store.cached();
      if (item === undefined) return;
      if (inFlight.current === 0) confirmed.current = item;
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
    [store, save],
  );

  /** Shows and saves the edits Undo or Redo goes to, if there are any for the thing's text. */
  const step = useCallback(
    (type: "undone" | "redone") => {
      const item = store.cached();
      if (item === undefined) return;
      const { text, edits: current } = store.parts(item);
      const target = (type === "undone" ? undoTarget : redoTarget)(history, text);
      if (!target) return;
      if (inFlight.current === 0) confirmed.current = item;
      dispatch({ type, text, current });
      setError(null);
      const edits = [...target];
      store.show(item, edits);
      save(() => edits, { retry: false });
    },
    [store, history, save],
  );
  const undo = useCallback(() => step("undone"), [step]);
  const redo = useCallback(() => step("redone"), [step]);

  // A fixed text moves the edits: the history's lists no longer fit it.
  const shown = store.cached();
  const text = shown === undefined ? "" : store.parts(shown).text;
  const canUndo = undoTarget(history, text) !== undefined;
  const canRedo = redoTarget(history, text) !== undefined;

  return { apply, undo, redo, canUndo, canRedo, saving: saving > 0, error, clearError: () => setError(null) };
}

export type Marking = ReturnType<typeof useEditsMarking>;
