import { OrganisationResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const schoolQueryKey = (schoolId: string) => ["organisations", schoolId] as const;

/** GET /organisations/{organisation_id}: the school with its version and logo id. */
export function getSchool(client: ApiClient, schoolId: string): Promise<OrganisationResponse> {
  return client.get(`/organisations/${encodeURIComponent(schoolId)}`, OrganisationResponse);
}

/** The school, read fresh: its name and owner for the data card. */
export function useSchool(schoolId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: schoolQueryKey(schoolId),
    queryFn: () => getSchool(client, schoolId),
  });
}
