import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { nextSchoolVersion } from "../utils/school-version";
import { getSchool, schoolQueryKey } from "./get-school";
import { patchSchool } from "./set-school-logo";

/** The school's details its receipts print; null removes one. */
export interface SchoolDetails {
  address: string | null;
  vat_number: string | null;
}

/**
 * An owner sets the school's address and VAT number: the version is read fresh first (a logo set
 * in another tab meanwhile is no 409), then PATCHed with version + 1.
 */
export function useSetSchoolDetails(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: SchoolDetails) => {
      const school = await getSchool(client, schoolId).catch(() => null);
      return patchSchool(client, schoolId, { version: nextSchoolVersion(school), data: details });
    },
    onSuccess: (school) => queryClient.setQueryData(schoolQueryKey(schoolId), school),
  });
}
