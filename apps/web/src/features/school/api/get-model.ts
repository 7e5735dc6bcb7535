import { OrganisationModelResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/** GET /organisations/{organisation_id}/model: the model set, and its failures on the school's recent essays. */
export function useSchoolModel(schoolId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["organisations", schoolId, "model"],
    queryFn: () => client.get(`/organisations/${encodeURIComponent(schoolId)}/model`, OrganisationModelResponse),
  });
}
