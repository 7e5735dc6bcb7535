import { UserBillingResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the home page's credit alert, the new-essay steps and the billing page.

export const myBillingQueryKey = ["users", "me", "billing"] as const;

/** GET /users/me/billing: the credits left in the user's current school. */
export function getMyBilling(client: ApiClient): Promise<UserBillingResponse> {
  return client.get("/users/me/billing", UserBillingResponse);
}

export function myBillingQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: myBillingQueryKey, queryFn: () => getMyBilling(client) });
}

/**
 * Credits left in data.organisation_essay_quantity_remaining. A refetchInterval watches for credits
 * that are still on their way (a payment confirmed a moment after the teacher is back).
 */
export function useMyBilling(enabled = true, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...myBillingQueryOptions(useApiClient()), enabled, ...options });
}
