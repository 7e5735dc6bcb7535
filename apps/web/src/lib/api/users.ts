import { UserBillingResponse, UserMeResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

/** GET /users/me: used by several features, so it lives with the shared api code. */
export const meQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ["users", "me"], queryFn: () => client.get("/users/me", UserMeResponse) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(useApiClient()), enabled });
}

/** GET /users/me/billing: the credits left in the current organisation. */
export const billingQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ["users", "me", "billing"], queryFn: () => client.get("/users/me/billing", UserBillingResponse) });

export function useMyBilling(enabled = true) {
  return useQuery({ ...billingQueryOptions(useApiClient()), enabled });
}
