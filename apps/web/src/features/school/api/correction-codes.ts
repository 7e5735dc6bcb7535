import { CorrectionCodesResponse, type CorrectionCode } from "@redpen/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

export const correctionCodesQueryKey = (schoolId: string) => ["organisations", schoolId, "correction-codes"] as const;

const codesPath = (schoolId: string) => `/organisations/${encodeURIComponent(schoolId)}/correction-codes`;

/** GET /organisations/{organisation_id}/correction-codes: the school's codes (Redpen's defaults until an owner saves its own). */
export function useCorrectionCodes(schoolId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: correctionCodesQueryKey(schoolId),
    queryFn: () => client.get(codesPath(schoolId), CorrectionCodesResponse),
  });
}

/** PUT /organisations/{organisation_id}/correction-codes: an owner saves the whole list with its version + 1; the card shows the reply. */
export function useSaveCorrectionCodes(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, codes }: { version: number; codes: CorrectionCode[] }) =>
      client.put(codesPath(schoolId), { version: version + 1, data: { codes } }, CorrectionCodesResponse),
    onSuccess: (reply) => {
      queryClient.setQueryData(correctionCodesQueryKey(schoolId), reply);
      // Open essays show their codes from their own reply: read them again.
      void queryClient.invalidateQueries({ queryKey: ["essays"] });
    },
  });
}
