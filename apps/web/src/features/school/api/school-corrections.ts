import { SchoolCorrectionListResponse, SchoolCorrectionResponse, type SchoolCorrection } from "@redpen/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

export const schoolCorrectionsQueryKey = (schoolId: string) => ["organisations", schoolId, "corrections"] as const;

const correctionsPath = (schoolId: string) => `/organisations/${encodeURIComponent(schoolId)}/corrections`;

/** GET /organisations/{organisation_id}/corrections: the corrections its teachers made themselves. */
export function useSchoolCorrections(schoolId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: schoolCorrectionsQueryKey(schoolId),
    queryFn: () => client.get(correctionsPath(schoolId), SchoolCorrectionListResponse),
  });
}

/** PATCH /organisations/{organisation_id}/corrections/{correction_id}: switches one off, or on again; the list shows the reply. */
export function useSwitchSchoolCorrection(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, switchedOff }: { id: string; switchedOff: boolean }) =>
      client.patch(
        `${correctionsPath(schoolId)}/${encodeURIComponent(id)}`,
        { data: { switched_off: switchedOff } },
        SchoolCorrectionResponse,
      ),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<SchoolCorrectionListResponse>(
        schoolCorrectionsQueryKey(schoolId),
        (list) => list && { data: list.data.map((item: SchoolCorrection) => (item.id === data.id ? data : item)) },
      ),
  });
}
