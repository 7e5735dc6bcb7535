import { CorrectionCodesResponse, type CorrectionCode } from "@redpen/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

export const correctionCodesQueryKey = (organisationId: string) =>
  ["organisations", organisationId, "correction-codes"] as const;

const codesPath = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}/correction-codes`;

/** GET /organisations/{organisation_id}/correction-codes: the school's codes (Redpen's defaults until an owner saves its own). */
export function useCorrectionCodes(organisationId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: correctionCodesQueryKey(organisationId),
    queryFn: () => client.get(codesPath(organisationId), CorrectionCodesResponse),
  });
}

/** PUT /organisations/{organisation_id}/correction-codes: an owner saves the whole list with its version + 1; the card shows the reply. */
export function useSaveCorrectionCodes(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, codes }: { version: number; codes: CorrectionCode[] }) =>
      client.put(codesPath(organisationId), { version: version + 1, data: { codes } }, CorrectionCodesResponse),
    onSuccess: (reply) => {
      queryClient.setQueryData(correctionCodesQueryKey(organisationId), reply);
      // Open essays show their codes from their own reply: read them again.
      void queryClient.invalidateQueries({ queryKey: ["essays"] });
    },
  });
}
