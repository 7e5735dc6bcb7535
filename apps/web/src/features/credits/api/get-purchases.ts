import { PurchaseListResponse, PurchaseResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const purchasesQueryKey = (schoolId: string) => ["organisations", schoolId, "purchases"] as const;

const purchasesUrl = (schoolId: string) => `/organisations/${encodeURIComponent(schoolId)}/purchases`;

/** GET /organisations/{organisation_id}/purchases: the school's purchases, newest first. */
export function getPurchases(client: ApiClient, schoolId: string): Promise<PurchaseListResponse> {
  return client.get(purchasesUrl(schoolId), PurchaseListResponse);
}

/** GET /organisations/{organisation_id}/purchases/{purchase_id}: one purchase, for its receipt. */
export function getPurchase(client: ApiClient, schoolId: string, purchaseId: string): Promise<PurchaseResponse> {
  return client.get(`${purchasesUrl(schoolId)}/${encodeURIComponent(purchaseId)}`, PurchaseResponse);
}

/** The school's purchases, once its id is known; read afresh on each visit, as a colleague may have bought meanwhile. */
export function usePurchases(schoolId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: purchasesQueryKey(schoolId ?? ""),
    queryFn: () => getPurchases(client, schoolId ?? ""),
    enabled: Boolean(schoolId),
    staleTime: 0,
  });
}

/** One purchase of the school, for its receipt page. */
export function usePurchase(schoolId: string | undefined, purchaseId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...purchasesQueryKey(schoolId ?? ""), purchaseId],
    queryFn: () => getPurchase(client, schoolId ?? "", purchaseId),
    enabled: Boolean(schoolId),
  });
}
