import { OrganisationResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const organisationQueryKey = (organisationId: string) => ["organisations", organisationId] as const;

/** GET /organisations/{organisation_id}: the organisation with its version and logo id. */
export function getOrganisation(client: ApiClient, organisationId: string): Promise<OrganisationResponse> {
  return client.get(`/organisations/${encodeURIComponent(organisationId)}`, OrganisationResponse);
}

/** The organisation, read fresh: its name and owner for the data card. */
export function useOrganisation(organisationId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: organisationQueryKey(organisationId),
    queryFn: () => getOrganisation(client, organisationId),
  });
}
