import { OrganisationBillingResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const organisationBillingQueryKey = (schoolId: string) => ["organisations", schoolId, "billing"] as const;

/** GET /organisations/{organisation_id}/billing: credits left and essays corrected per teacher. */
export function getOrganisationBilling(client: ApiClient, schoolId: string): Promise<OrganisationBillingResponse> {
  return client.get(`/organisations/${encodeURIComponent(schoolId)}/billing`, OrganisationBillingResponse);
}

export function organisationBillingQueryOptions(client: ApiClient, schoolId: string) {
  // Read afresh on every visit: colleagues correct essays meanwhile.
  return queryOptions({
    queryKey: organisationBillingQueryKey(schoolId),
    queryFn: () => getOrganisationBilling(client, schoolId),
    staleTime: 0,
  });
}

/** The school's usage, once its id is known. */
export function useOrganisationBilling(schoolId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    ...organisationBillingQueryOptions(client, schoolId ?? ""),
    enabled: Boolean(schoolId),
  });
}
