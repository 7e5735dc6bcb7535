import { EssayResponse, PENDING_REFETCH_MS } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

/** The essay a share link opens; apart from the teacher's own essay key, since it is shown as the student sees it. */
export const sharedEssayQueryKey = (token: string) => ["essays", "shared", token] as const;

/** GET /shared-essays/{share_token}: no token needed; 404 for an unknown link, 410 for one the teacher revoked. */
export function getSharedEssay(client: ApiClient, token: string): Promise<EssayResponse> {
  return client.get(`/shared-essays/${encodeURIComponent(token)}`, EssayResponse);
}

/** The essay the share link opens, refreshed while it is being corrected (docs/behaviour/pages.md). */
export function useSharedEssay(token: string) {
  const client = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: sharedEssayQueryKey(token),
      queryFn: () => getSharedEssay(client, token),
      refetchInterval: (query) => (query.state.data?.data.status === "PENDING" ? PENDING_REFETCH_MS : false),
    }),
  );
}
