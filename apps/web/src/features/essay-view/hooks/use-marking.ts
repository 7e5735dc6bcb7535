import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { ApiRequestError, type EssayEdit, type EssayResponse } from "@redpen/contract";
import { useApiClient } from "../../../lib/api/api-context";
import { essayQueryKey, getEssay } from "../api/get-essay";
import { patchEssay } from "../api/patch-essay";
import { applyMarkingAction, markedText, markingInputs, MarkingError, type MarkingAction } from "../utils/marking";

/**
 * The teacher's marking of one essay. Each action shows at once (the essay in the cache is
 * updated before the api answers) and is saved as one PATCH; saves go one after the other, each
 * with the version the previous one returned. When another tab changed the essay meanwhile (409),
 * the action is applied again to the essay as it now is, so nothing is lost. Undo sends back the
 * edits as they were before the last action.
 */
export function useMarking(essayId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queue = useRef(Promise.resolve());
  // The essay as the api last returned it: each action is applied to it, never to what the screen shows ahead of the api.
  const confirmed = useRef<EssayResponse | undefined>(undefined);
  const inFlight = useRef(0);
  const [history, setHistory] = useState<{ text: string; edits: EssayEdit[] }[]>([]);
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
   * is applied again to the newer essay; an undo (`retry` false) is not, so it cannot overwrite
   * what the other tab saved.
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
          setHistory([]);
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
      setHistory((list) => [...list, { text: essay.data.original ?? "", edits: before }]);
      save((edits) => applyMarkingAction(edits, action));
    },
    [cached, save, show],
  );

  const undo = useCallback(() => {
    const essay = cached();
    const previous = history.at(-1);
    if (!essay || !previous || previous.text !== essay.data.original) return setHistory([]);
    if (inFlight.current === 0) confirmed.current = essay;
    setHistory((list) => list.slice(0, -1));
    setError(null);
    show(essay, previous.edits);
    save(() => previous.edits, { retry: false });
  }, [cached, history, save, show]);

  // A fixed text moves the edits: the history's lists no longer fit it.
  const text = queryClient.getQueryData<EssayResponse>(essayQueryKey(essayId))?.data.original;
  const canUndo = history.length > 0 && history.at(-1)!.text === text;

  return { apply, undo, canUndo, saving: saving > 0, error, clearError: () => setError(null) };
}

export type Marking = ReturnType<typeof useMarking>;
