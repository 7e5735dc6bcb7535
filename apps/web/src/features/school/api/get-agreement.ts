import { AgreementResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/** GET /organisations/{organisation_id}/marking: how Redpen's advice agrees with the school's teachers. */
export function useAgreement(schoolId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["organisations", schoolId, "marking"],
    queryFn: () => client.get(`/organisations/${encodeURIComponent(schoolId)}/marking`, AgreementResponse),
  });
}
