import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { meQueryKey } from "../../../lib/api/get-me";
import { nextOrganisationVersion } from "../utils/organisation-version";
import { getOrganisation, organisationQueryKey } from "./get-organisation";
import { patchOrganisation } from "./set-organisation-logo";

/**
 * An owner renames the school: the version is read fresh first (a logo set in another tab meanwhile
 * is no 409), then PATCHed with version + 1. The teacher's list of schools shows names, so it is read again.
 */
export function useRenameOrganisation(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const organisation = await getOrganisation(client, organisationId).catch(() => null);
      return patchOrganisation(client, organisationId, {
        version: nextOrganisationVersion(organisation),
        data: { name },
      });
    },
    onSuccess: (organisation) => {
      queryClient.setQueryData(organisationQueryKey(organisationId), organisation);
      return queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}
