import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { meQueryKey } from "../../../lib/api/get-me";
import { nextSchoolVersion } from "../utils/school-version";
import { getSchool, schoolQueryKey } from "./get-school";
import { patchSchool } from "./set-school-logo";

/**
 * An owner renames the school: the version is read fresh first (a logo set in another tab meanwhile
 * is no 409), then PATCHed with version + 1. The teacher's list of schools shows names, so it is read again.
 */
export function useRenameSchool(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const school = await getSchool(client, schoolId).catch(() => null);
      return patchSchool(client, schoolId, {
        version: nextSchoolVersion(school),
        data: { name },
      });
    },
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueryKey(schoolId), school);
      return queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
