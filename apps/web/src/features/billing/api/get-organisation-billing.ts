import { OrganisationBillingResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const organisationBillingQueryKey = (organisationId: string) =>
  ["organisations", organisationId, "billing"] as const;

/** GET /organisations/{organisation_id}/billing: credits left and essays corrected per teacher. */
export function getOrganisationBilling(
  client: ApiClient,
  organisationId: string,
): Promise<OrganisationBillingResponse> {
  return client.get(`/organisations/${encodeURIComponent(organisationId)}/billing`, OrganisationBillingResponse);
}

export function organisationBillingQueryOptions(client: ApiClient, organisationId: string) {
  // Read afresh on every visit: colleagues correct essays meanwhile.
  return queryOptions({
    queryKey: organisationBillingQueryKey(organisationId),
    queryFn: () => getOrganisationBilling(client, organisationId),
    staleTime: 0,
  });
}

/** The organisation's usage, once its id is known. */
export function useOrganisationBilling(organisationId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    ...organisationBillingQueryOptions(client, organisationId ?? ""),
    enabled: Boolean(organisationId),
  });
}
