import { PENDING_REFETCH_MS, type EssayListResponse } from "@redpen/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { essayListQueryKey, listEssays } from "../../../lib/api/list-essays";

/** Essays per page of the home list. */
export const ESSAY_PAGE_SIZE = 20;

// Under essayListQueryKey, so creating an essay refreshes the home list too.
const essayPagesQueryKey = [...essayListQueryKey, "pages", ESSAY_PAGE_SIZE] as const;

function hasPending(pages: readonly EssayListResponse[] | undefined): boolean {
  return Boolean(pages?.some((page) => page.data.some((essay) => essay.data.status === "PENDING")));
}

/**
 * The home list, page by page (offset/limit), newest first. While any loaded essay is PENDING
 * the loaded pages are fetched again every PENDING_REFETCH_MS.
 */
export function essayPagesQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: essayPagesQueryKey,
    queryFn: ({ pageParam }) => listEssays(client, { offset: pageParam, limit: ESSAY_PAGE_SIZE }),
    initialPageParam: 0,
    // A short page is the last one.
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.data.length < ESSAY_PAGE_SIZE ? undefined : lastOffset + ESSAY_PAGE_SIZE,
    refetchInterval: (query) => (hasPending(query.state.data?.pages) ? PENDING_REFETCH_MS : false),
  });
}

/** The teacher's essays for the home page, with fetchNextPage for 'Load more'. */
export function useEssayPages() {
  return useInfiniteQuery(essayPagesQueryOptions(useApiClient()));
}
