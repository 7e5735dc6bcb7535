import { ApiRequestError } from "@redpen/contract";
import { QueryClient } from "@tanstack/react-query";

/**
 * Retries network hiccups and 5xx replies, never a 4xx (it would fail the same way again).
 * Requests go out whatever the browser's online flag says ("always"): that flag follows the
 * device's network links, not whether the school's server answers, and a request held back for it
 * would leave a button spinning with nothing said. One that cannot reach the server fails and says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      mutations: { networkMode: "always" },
      queries: {
        networkMode: "always",
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
