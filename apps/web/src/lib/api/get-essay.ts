import { EssayResponse, PENDING_FIRST_LOOKS, PENDING_REFETCH_MS } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";
import { essayQueryKey } from "./essay-query-key";

export { essayQueryKey };

/** GET /essays/{essay_id}: public, anyone with the link may read it. */
export function getEssay(client: ApiClient, essayId: string): Promise<EssayResponse> {
  return client.get(`/essays/${encodeURIComponent(essayId)}`, EssayResponse);
}

export function essayQueryOptions(client: ApiClient, essayId: string) {
  return queryOptions({
    queryKey: essayQueryKey(essayId),
    queryFn: () => getEssay(client, essayId),
    // A PENDING essay is fetched again every second until it is corrected (docs/behaviour/pages.md), its first looks sooner.
    refetchInterval: (query) =>
      query.state.data?.data.status !== "PENDING"
        ? false
        : query.state.dataUpdateCount <= PENDING_FIRST_LOOKS.count
          ? PENDING_FIRST_LOOKS.everyMs
          : PENDING_REFETCH_MS,
  });
}

/** The essay, refreshed while it is being corrected. */
export function useEssay(essayId: string) {
  return useQuery(essayQueryOptions(useApiClient(), essayId));
}
