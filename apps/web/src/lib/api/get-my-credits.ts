import { UserBillingResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the home page's credit alert, the new-essay steps and the Credits page.

export const myCreditsQueryKey = ["users", "me", "billing"] as const;

/** GET /users/me/billing: the credits left in the user's current school. */
export function getMyCredits(client: ApiClient): Promise<UserBillingResponse> {
  return client.get("/users/me/billing", UserBillingResponse);
}

export function myCreditsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: myCreditsQueryKey, queryFn: () => getMyCredits(client) });
}

/**
 * Credits left in data.organisation_essay_quantity_remaining. A refetchInterval watches for credits
 * that are still on their way (a payment confirmed a moment after the teacher is back).
 */
export function useMyCredits(enabled = true, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...myCreditsQueryOptions(useApiClient()), enabled, ...options });
}
