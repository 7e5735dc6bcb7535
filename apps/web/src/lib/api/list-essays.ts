import { EssayListResponse, LATEST_ESSAY_QUERY, type EssayListQuery } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the home list and the new-essay pages (the latest essay pre-fills the certificate).

/** Every essay list query starts with this key, so creating or changing an essay can refresh them all. */
export const essayListQueryKey = ["essays", "list"] as const;

type ListQuery = Partial<
  Pick<
    EssayListQuery,
    "offset" | "limit" | "filter_has_topic" | "class_id" | "student_id" | "q" | "certificate_id" | "state"
  >
>;

/** GET /essays: the caller's own SUCCESS and PENDING essays, newest first, as the query narrows them. */
export function listEssays(client: ApiClient, query: ListQuery = {}): Promise<EssayListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  // Not params.size: Safari before 17 lacks it, and the query would be dropped.
  const encoded = params.toString();
  const search = encoded ? `?${encoded}` : "";
  return client.get(`/essays${search}`, EssayListResponse);
}

export function essayListQueryOptions(client: ApiClient, query: ListQuery = {}) {
  return queryOptions({ queryKey: [...essayListQueryKey, query], queryFn: () => listEssays(client, query) });
}

/** A page of the caller's essays. */
export function useEssayList(query: ListQuery = {}, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...essayListQueryOptions(useApiClient(), query), ...options });
}

/** The caller's latest essay (offset 0, limit 1), or undefined when there is none. */
export function useLatestEssay() {
  const list = useEssayList(LATEST_ESSAY_QUERY);
  return { ...list, latest: list.data?.data[0] };
}
