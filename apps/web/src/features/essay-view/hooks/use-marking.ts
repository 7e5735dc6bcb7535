import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef, useState } from "react";
import { ApiRequestError, type EssayEdit, type EssayResponse } from "@redpen/contract";
import { useApiClient } from "../../../lib/api/api-context";
import { essayQueryKey, getEssay } from "../api/get-essay";
import { patchEssay } from "../api/patch-essay";
import { applyMarkingAction, markedText, markingInputs, MarkingError, type MarkingAction } from "../utils/marking";
import { EMPTY_MARKING_HISTORY, markingHistory, redoTarget, undoTarget } from "../utils/marking-history";

/**
 * The teacher's marking of one essay. Each action shows at once (the essay in the cache is
 * updated before the api answers) and is saved as one PATCH; saves go one after the other, each
 * with the version the previous one returned. When another tab changed the essay meanwhile (409),
 * the action is applied again to the essay as it now is, so nothing is lost. Undo sends back the
 * edits as they were before the last action, Redo the ones the last Undo left (the stacks are in
 * marking-history.ts).
 */
export function useMarking(essayId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queue = useRef(Promise.resolve());
  // The essay as the api last returned it: each action is applied to it, never to what the screen shows ahead of the api.
  const confirmed = useRef<EssayResponse | undefined>(undefined);
  const inFlight = useRef(0);
  const [history, dispatch] = useReducer(markingHistory, EMPTY_MARKING_HISTORY);
  const [error, setError] = useState<Error | null>(null);
  const [saving, setSaving] = useState(0);

  const cached = useCallback(
    () => queryClient.getQueryData<EssayResponse>(essayQueryKey(essayId)),
    [queryClient, essayId],
  );
  const show = useCallback(
    (essay: EssayResponse, edits: EssayEdit[]) =>
      queryClient.setQueryData<EssayResponse>(essayQueryKey(essayId), {
        ...essay,
        data: { ...essay.data, edits, correction: markedText(essay.data.original ?? "", edits) },
      }),
    [queryClient, essayId],
  );

  /**
   * Saves the edits `next` makes of the current ones, after the saves before it. On a 409 an action
   * is applied again to the newer essay; an Undo or Redo (`retry` false) is not, so it cannot
   * overwrite what the other tab saved.
   */
  const save = useCallback(
    (next: (edits: EssayEdit[]) => EssayEdit[], { retry = true } = {}) => {
      setSaving((count) => count + 1);
      inFlight.current++;
      const run = async () => {
        let essay = confirmed.current!;
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const reply = await patchEssay(client, essayId, {
              version: essay.version + 1,
              data: { edits: markingInputs(next(essay.data.edits ?? [])) },
            });
            confirmed.current = reply;
            // The screen keeps what later actions show until their own replies come.
            if (inFlight.current === 1) queryClient.setQueryData(essayQueryKey(essayId), reply);
            return;
          } catch (caught) {
            if (!(caught instanceof ApiRequestError && caught.status === 409) || attempt === 1 || !retry) throw caught;
            // Another tab saved first: take its version and apply this action to it.
            essay = confirmed.current = await getEssay(client, essayId);
          }
        }
      };
      queue.current = queue.current
        .then(run)
        .catch(async (caught: unknown) => {
          setError(caught instanceof Error ? caught : new Error(String(caught)));
          // What the history holds may no longer fit the essay the api has.
          dispatch({ type: "cleared" });
          confirmed.current = await getEssay(client, essayId).catch(() => confirmed.current);
          queryClient.setQueryData(essayQueryKey(essayId), confirmed.current);
        })
        .finally(() => {
          inFlight.current--;
          setSaving((count) => count - 1);
        });
    },
    [client, essayId, queryClient],
  );

  const apply = useCallback(
    (action: MarkingAction) => {
      const essay = cached();
      if (!essay) return;
      if (inFlight.current === 0) confirmed.current = essay;
      const before = essay.data.edits ?? [];
      try {
        show(essay, applyMarkingAction(before, action));
      } catch (caught) {
        if (caught instanceof MarkingError) return setError(caught);
        throw caught;
      }
      setError(null);
      dispatch({ type: "acted", text: essay.data.original ?? "", before });
      save((edits) => applyMarkingAction(edits, action));
    },
    [cached, save, show],
  );

  /** Shows and saves the edits Undo or Redo goes to, if there are any for the essay's text. */
  const step = useCallback(
    (type: "undone" | "redone") => {
      const essay = cached();
      if (!essay) return;
      const text = essay.data.original ?? "";
      const target = (type === "undone" ? undoTarget : redoTarget)(history, text);
      if (!target) return;
      if (inFlight.current === 0) confirmed.current = essay;
      dispatch({ type, text, current: essay.data.edits ?? [] });
      setError(null);
      const edits = [...target];
      show(essay, edits);
      save(() => edits, { retry: false });
    },
    [cached, history, save, show],
  );
  const undo = useCallback(() => step("undone"), [step]);
  const redo = useCallback(() => step("redone"), [step]);

  // A fixed text moves the edits: the history's lists no longer fit it.
  const text = queryClient.getQueryData<EssayResponse>(essayQueryKey(essayId))?.data.original ?? "";
  const canUndo = undoTarget(history, text) !== undefined;
  const canRedo = redoTarget(history, text) !== undefined;

  return { apply, undo, redo, canUndo, canRedo, saving: saving > 0, error, clearError: () => setError(null) };
}

export type Marking = ReturnType<typeof useMarking>;
