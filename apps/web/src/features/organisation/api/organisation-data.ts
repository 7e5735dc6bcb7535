import { useMutation } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { saveFile } from "../../../lib/save-file";

const organisationPath = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`;

/** GET /organisations/{organisation_id}/export: the school's data as one zip, saved as a download. */
export function useDownloadOrganisationData(organisationId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const zip = await client.download(`${organisationPath(organisationId)}/export`);
      saveFile(zip, `redpen-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

/** DELETE /organisations/{organisation_id} with the name the owner typed to confirm. */
export function useDeleteOrganisation(organisationId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (typedName: string) => client.delete(organisationPath(organisationId), { data: { name: typedName } }),
  });
}
