import {
  CREATE_WAIT_SECONDS,
  EssayCreateRequest,
  EssayResponse,
  fieldWordsOf,
  validationSentences,
  type EssayCreateData,
} from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useTrackEvent } from "../../../lib/analytics/use-track-event";
import { useApiClient } from "../../../lib/api/api-context";
import { myCreditsQueryKey } from "../../../lib/api/get-my-credits";
import { essayQueryKey } from "../../../lib/api/essay-query-key";
import { essayListQueryKey } from "../../../lib/api/list-essays";
import { createOnce } from "../utils/create-once";

/**
 * POST /essays/{essay_id} with a client-made UUID, asking the api to wait for the correction
 * (`Prefer: wait`): when its queue is idle the reply is the corrected essay, else the PENDING one. The body is checked with the contract first,
 * so a form mistake reads as the api would say it ("The topic needs at least 5 words.") without a round trip. A retry after a lost reply
 * gets a 409 for the id; then the essay is read back with GET /essays/{essay_id} (see createOnce).
 */
export function createEssay(client: ApiClient, essayId: string, data: EssayCreateData): Promise<EssayResponse> {
  const body = EssayCreateRequest.safeParse({ data });
  if (!body.success)
    return Promise.reject(new Error(validationSentences(body.error.issues, fieldWordsOf(EssayCreateRequest)).message));
  return createOnce(
    () =>
      client.post(`/essays/${encodeURIComponent(essayId)}`, body.data, EssayResponse, {
        prefer: `wait=${CREATE_WAIT_SECONDS}`,
      }),
    () => client.get(`/essays/${encodeURIComponent(essayId)}`, EssayResponse),
  );
}

/**
 * Creates the essay, which the api then corrects (counted as an essay correction by analytics);
 * the reply seeds the essay page's query, so that page opens on it without another call. The
 * essay lists and the credits are marked out of date, not fetched at once: the page that shows them
 * is being left, and the pages that do fetch them when they open, while the essay page opens alone.
 */
export function useCreateEssay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const trackEvent = useTrackEvent();
  return useMutation({
    mutationFn: ({ essayId, data }: { essayId: string; data: EssayCreateData }) => createEssay(client, essayId, data),
    onSuccess: (essay) => {
      queryClient.setQueryData(essayQueryKey(essay.id), essay);
      trackEvent("CorrectEssay");
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey, refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: myCreditsQueryKey, refetchType: "none" });
    },
  });
}
