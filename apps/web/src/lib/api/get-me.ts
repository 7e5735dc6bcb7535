import { UserMeResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by several features (header, home, new essay...), so it lives in lib rather than in one
// feature: features don't import each other.

export const meQueryKey = ["users", "me"] as const;

/** GET /users/me: the signed-in teacher; the first school id is the current school. */
export function getMe(client: ApiClient): Promise<UserMeResponse> {
  return client.get("/users/me", UserMeResponse);
}

export function meQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: meQueryKey, queryFn: () => getMe(client) });
}

/** The signed-in user; pass enabled=false while nobody is signed in. */
export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(useApiClient()), enabled });
}
