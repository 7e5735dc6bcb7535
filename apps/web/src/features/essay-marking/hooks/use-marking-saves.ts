import { ApiRequestError, type EssayEdit } from "@redpen/contract";
import { useCallback, useRef, useState } from "react";
import { markingInputs } from "../utils/marking";
import type { MarkingStore } from "./marking-store";

/**
 * A marking's saves, one after the other, each with the version the previous one returned.
 * A save that fails for good calls `onFailed`, then shows the thing as the api has it.
 */
export function useMarkingSaves<T extends object>(store: MarkingStore<T>, onFailed: (error: Error) => void) {
  const queue = useRef(Promise.resolve());
  // The thing as the api last returned it: each action is applied to it, never to what the screen shows ahead of the api.
  const confirmed = useRef<T | undefined>(undefined);
  const inFlight = useRef(0);
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
          onFailed(caught instanceof Error ? caught : new Error(String(caught)));
          confirmed.current = await store.fetch().catch(() => confirmed.current);
          if (confirmed.current !== undefined) store.put(confirmed.current);
        })
        .finally(() => {
          inFlight.current--;
          setSaving((count) => count - 1);
        });
    },
    [store, onFailed],
  );
  /** An action starts from the thing as the cache holds it when no save is under way; otherwise from the last reply. */
  const startFrom = useCallback((item: T) => {
    if (inFlight.current === 0) confirmed.current = item;
  }, []);
  return { save, saving: saving > 0, startFrom };
}
