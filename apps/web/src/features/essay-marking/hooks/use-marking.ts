import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { EssayResponse } from "@redpen/contract";
import { useApiClient } from "../../../lib/api/api-context";
import { essayQueryKey, getEssay } from "../../../lib/api/get-essay";
import { patchEssay } from "../../../lib/api/patch-essay";
import { markedText } from "../utils/marking";
import { useEditsMarking, type MarkingStore } from "./use-edits-marking";

export type { Marking } from "./use-edits-marking";

/**
 * The teacher's marking of one essay (see useEditsMarking): shown from the essay's query, saved
 * with PATCH /essays/{id}; the corrected text shown follows the edits.
 */
export function useMarking(essayId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useMemo<MarkingStore<EssayResponse>>(
    () => ({
      cached: () => queryClient.getQueryData<EssayResponse>(essayQueryKey(essayId)),
      parts: (essay) => ({ version: essay.version, text: essay.data.original ?? "", edits: essay.data.edits ?? [] }),
      show: (essay, edits) =>
        queryClient.setQueryData<EssayResponse>(essayQueryKey(essayId), {
          ...essay,
          data: { ...essay.data, edits, correction: markedText(essay.data.original ?? "", edits) },
        }),
      put: (essay) => queryClient.setQueryData(essayQueryKey(essayId), essay),
      save: (version, edits) => patchEssay(client, essayId, { version, data: { edits } }),
      fetch: () => getEssay(client, essayId),
    }),
    [client, queryClient, essayId],
  );
  return useEditsMarking(store);
}
