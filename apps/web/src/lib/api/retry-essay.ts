import { EssayResponse } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "./api-context";
import { essayQueryKey } from "./get-essay";
import { essayListQueryKey } from "./list-essays";

/**
 * POST /essays/{essay_id}/retry: corrects an essay that could not be corrected again, from its own
 * pages, class, student and task, with the text the teacher checked; puts the reply (PENDING) in
 * the cache, so its page shows it being corrected.
 */
export function useRetryEssay(essay: Pick<EssayResponse, "id" | "version">) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (original: string) =>
      client.post(
        `/essays/${encodeURIComponent(essay.id)}/retry`,
        { version: essay.version + 1, data: { original } },
        EssayResponse,
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData(essayQueryKey(essay.id), reply);
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey });
    },
  });
}
