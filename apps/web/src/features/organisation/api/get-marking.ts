import { MarkingResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/** GET /organisations/{organisation_id}/marking: how Redpen's advice agrees with the school's teachers. */
export function useMarking(organisationId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["organisations", organisationId, "marking"],
    queryFn: () => client.get(`/organisations/${encodeURIComponent(organisationId)}/marking`, MarkingResponse),
  });
}
