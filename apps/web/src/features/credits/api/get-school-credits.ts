import { OrganisationBillingResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const schoolCreditsQueryKey = (schoolId: string) => ["organisations", schoolId, "billing"] as const;

/** GET /organisations/{organisation_id}/billing: credits left and essays corrected per teacher. */
export function getSchoolCredits(client: ApiClient, schoolId: string): Promise<OrganisationBillingResponse> {
  return client.get(`/organisations/${encodeURIComponent(schoolId)}/billing`, OrganisationBillingResponse);
}

export function schoolCreditsQueryOptions(client: ApiClient, schoolId: string) {
  // Read afresh on every visit: colleagues correct essays meanwhile.
  return queryOptions({
    queryKey: schoolCreditsQueryKey(schoolId),
    queryFn: () => getSchoolCredits(client, schoolId),
    staleTime: 0,
  });
}

/** The school's usage, once its id is known. */
export function useSchoolCredits(schoolId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    ...schoolCreditsQueryOptions(client, schoolId ?? ""),
    enabled: Boolean(schoolId),
  });
}
