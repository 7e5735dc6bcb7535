import { OrganisationLogoResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the header and the essay view's printout.

export const organisationLogoQueryKey = (organisationId: string) => ["organisations", organisationId, "logo"] as const;

/** GET /organisations/{id}/logo; no logo (404) or any other failure is simply no logo (null). */
export async function getOrganisationLogo(
  client: ApiClient,
  organisationId: string,
): Promise<OrganisationLogoResponse | null> {
  try {
    return await client.get(`/organisations/${encodeURIComponent(organisationId)}/logo`, OrganisationLogoResponse);
  } catch {
    return null;
  }
}

export function organisationLogoQueryOptions(client: ApiClient, organisationId: string) {
  return queryOptions({
    queryKey: organisationLogoQueryKey(organisationId),
    queryFn: () => getOrganisationLogo(client, organisationId),
    retry: false,
  });
}

/** The logo of the organisation, once its id is known. */
export function useOrganisationLogo(organisationId: string | undefined) {
  const client = useApiClient();
  return useQuery({ ...organisationLogoQueryOptions(client, organisationId ?? ""), enabled: Boolean(organisationId) });
}
