import { UserMeResponse } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { meQueryKey } from "../../../lib/api/get-me";

/**
 * PATCH /users/me with the teacher's name (null clears it). The school's teacher lists and the
 * essays name the teacher, so what is cached of them is read again.
 */
export function useSetMyName() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) => client.patch("/users/me", { data: { name } }, UserMeResponse),
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["organisations"] }),
        queryClient.invalidateQueries({ queryKey: ["essays"] }),
      ]);
    },
  });
}
