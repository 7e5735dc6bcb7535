import { SchoolCorrectionListResponse, SchoolCorrectionResponse, type SchoolCorrection } from "@redpen/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

export const schoolCorrectionsQueryKey = (organisationId: string) =>
  ["organisations", organisationId, "corrections"] as const;

const correctionsPath = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}/corrections`;

/** GET /organisations/{organisation_id}/corrections: the corrections its teachers made themselves, remembered. */
export function useSchoolCorrections(organisationId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: schoolCorrectionsQueryKey(organisationId),
    queryFn: () => client.get(correctionsPath(organisationId), SchoolCorrectionListResponse),
  });
}

/** PATCH /organisations/{organisation_id}/corrections/{correction_id}: switches one off, or on again; the list shows the reply. */
export function useSwitchSchoolCorrection(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, switchedOff }: { id: string; switchedOff: boolean }) =>
      client.patch(
        `${correctionsPath(organisationId)}/${encodeURIComponent(id)}`,
        { data: { switched_off: switchedOff } },
        SchoolCorrectionResponse,
      ),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<SchoolCorrectionListResponse>(
        schoolCorrectionsQueryKey(organisationId),
        (list) => list && { data: list.data.map((item: SchoolCorrection) => (item.id === data.id ? data : item)) },
      ),
  });
}
