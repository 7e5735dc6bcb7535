import { UserMeResponse } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { myCreditsQueryKey } from "../../../lib/api/get-my-credits";
import { meQueryKey } from "../../../lib/api/get-me";

/**
 * The school switch: PATCH /users/me with the chosen school, which new essays are charged to from
 * now on. The reply is the teacher with that school first. The credits are the one reply that
 * follows the current school without naming it, so they are read again; the pages of a school read
 * it by its id (school, billing, logo), so the new school's are read as they open, and its
 * queries cached from an earlier visit are refreshed. The essays are the teacher's own in every school.
 */
export function useSwitchSchool() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: string) =>
      client.patch("/users/me", { data: { current_organisation_id: schoolId } }, UserMeResponse),
    onSuccess: (me, schoolId) => {
      queryClient.setQueryData(meQueryKey, me);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: myCreditsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["organisations", schoolId] }),
      ]);
    },
  });
}
