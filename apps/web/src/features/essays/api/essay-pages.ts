import { PENDING_REFETCH_MS, type EssayListResponse } from "@redpen/contract";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { essayListQueryKey, listEssays } from "../../../lib/api/list-essays";
import type { ListFilters } from "../utils/list-filters";

/** Essays per page of the home list: 'Load more' brings the next ones. */
export const ESSAY_PAGE_SIZE = 50;

function hasPending(pages: readonly EssayListResponse[] | undefined): boolean {
  return Boolean(pages?.some((page) => page.data.some((essay) => essay.data.status === "PENDING")));
}

/** The list's filters as the api's query has them (what is not chosen is left out). */
const queryOf = ({ q, classId, certificateId, state }: ListFilters) => ({
  q: q.trim() || undefined,
  class_id: classId ?? undefined,
  certificate_id: certificateId ?? undefined,
  state: state ?? undefined,
});

/**
 * The home list as the filters narrow it, page by page (offset/limit), newest first. While any
 * loaded essay is PENDING the loaded pages are fetched again every PENDING_REFETCH_MS.
 */
export function essayPagesQueryOptions(client: ApiClient, filters: ListFilters) {
  const query = queryOf(filters);
  return infiniteQueryOptions({
    // Under essayListQueryKey, so creating an essay refreshes the home list too.
    queryKey: [...essayListQueryKey, "pages", ESSAY_PAGE_SIZE, query],
    queryFn: ({ pageParam }) => listEssays(client, { ...query, offset: pageParam, limit: ESSAY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastOffset + ESSAY_PAGE_SIZE < lastPage.total ? lastOffset + ESSAY_PAGE_SIZE : undefined,
    refetchInterval: (query) => (hasPending(query.state.data?.pages) ? PENDING_REFETCH_MS : false),
    // While other filters' essays load, the ones shown stay (no skeleton flash at each key stroke).
    placeholderData: keepPreviousData,
  });
}

/** The teacher's essays for the home page as the filters narrow them, with fetchNextPage for 'Load more'. */
export function useEssayPages(filters: ListFilters) {
  return useInfiniteQuery(essayPagesQueryOptions(useApiClient(), filters));
}
