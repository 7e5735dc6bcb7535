import { OrganisationResponse } from "@redpen/contract";
import type { ApiClient } from "../../../lib/api-client";

export const organisationQueryKey = (organisationId: string) => ["organisations", organisationId] as const;

/** GET /organisations/{organisation_id}: the organisation with its version and logo id. */
export function getOrganisation(client: ApiClient, organisationId: string): Promise<OrganisationResponse> {
  return client.get(`/organisations/${encodeURIComponent(organisationId)}`, OrganisationResponse);
}
