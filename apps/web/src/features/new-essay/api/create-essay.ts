import {
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
import { myBillingQueryKey } from "../../../lib/api/get-billing";
import { essayListQueryKey } from "../../../lib/api/list-essays";
import { createOnce } from "../utils/create-once";

/**
 * POST /essays/{essay_id} with a client-made UUID. The body is checked with the contract first,
 * so a form mistake reads as the api would say it ("The topic needs at least 5 words.") without a round trip. A retry after a lost reply
 * gets a 409 for the id; then the essay is read back with GET /essays/{essay_id} (see createOnce).
 */
export function createEssay(client: ApiClient, essayId: string, data: EssayCreateData): Promise<EssayResponse> {
  const body = EssayCreateRequest.safeParse({ data });
  if (!body.success)
    return Promise.reject(new Error(validationSentences(body.error.issues, fieldWordsOf(EssayCreateRequest)).message));
  return createOnce(
    () => client.post(`/essays/${encodeURIComponent(essayId)}`, body.data, EssayResponse),
    () => client.get(`/essays/${encodeURIComponent(essayId)}`, EssayResponse),
  );
}

/**
 * Creates the essay, which the api then corrects (counted as an essay correction by analytics);
 * the essay lists and the credits are fetched again afterwards.
 */
export function useCreateEssay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const trackEvent = useTrackEvent();
  return useMutation({
    mutationFn: ({ essayId, data }: { essayId: string; data: EssayCreateData }) => createEssay(client, essayId, data),
    onSuccess: () => {
      trackEvent("CorrectEssay");
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey });
      void queryClient.invalidateQueries({ queryKey: myBillingQueryKey });
    },
  });
}
