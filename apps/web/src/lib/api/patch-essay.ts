import { ERROR_MESSAGES, EssayResponse, type EssayPatchRequestInput } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";
import { essayListQueryKey } from "./list-essays";
import { essayQueryKey } from "./get-essay";

/** PATCH /essays/{essay_id}: one kind of change (grading, feedback or ratings); replies with the essay. */
export function patchEssay(client: ApiClient, essayId: string, body: EssayPatchRequestInput): Promise<EssayResponse> {
  return client.patch(`/essays/${encodeURIComponent(essayId)}`, { ...body }, EssayResponse);
}

/**
 * Saves one change of the essay with its version + 1 (a stale version is refused by the api), then
 * puts the reply in the cache, so every card shows what was saved.
 */
export function usePatchEssay(essay: Pick<EssayResponse, "id"> & { version?: number }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: EssayPatchRequestInput["data"]) => {
      if (typeof essay.version !== "number") return Promise.reject(new Error(ERROR_MESSAGES.missingEssayVersion));
      return patchEssay(client, essay.id, { version: essay.version + 1, data });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(essayQueryKey(essay.id), reply);
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey });
    },
  });
}
