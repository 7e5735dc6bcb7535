import { ApiRequestError } from "@redpen/contract";
import { QueryClient } from "@tanstack/react-query";

/** Retries network hiccups and 5xx replies, never a 4xx (it would fail the same way again). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
