import { OrganisationDeletionPreviewResponse } from "@redpen/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { saveFile } from "../../../lib/save-file";

const schoolPath = (schoolId: string) => `/organisations/${encodeURIComponent(schoolId)}`;

/** Downloads a zip the api makes and saves it as `<prefix>-<today>.zip`. */
async function downloadZip(client: ApiClient, path: string, prefix: string): Promise<void> {
  const zip = await client.download(path);
  saveFile(zip, `${prefix}-${new Date().toISOString().slice(0, 10)}.zip`);
}

/** GET /organisations/{organisation_id}/export: the whole school's data as one zip (owners only), saved as a download. */
export function useDownloadSchoolData(schoolId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => downloadZip(client, `${schoolPath(schoolId)}/export`, "redpen-data"),
  });
}

/** GET /users/me/export: the teacher's own essays, of every school, as one zip saved as a download. */
export function useDownloadMyEssays() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => downloadZip(client, "/users/me/export", "redpen-essays") });
}

/**
 * GET /organisations/{organisation_id}/deletion: whose essays deleting the school would delete and
 * whose it keeps, read fresh each time the owner's dialog opens.
 */
export function useDeletionPreview(schoolId: string, open: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["organisations", schoolId, "deletion"],
    queryFn: () => client.get(`${schoolPath(schoolId)}/deletion`, OrganisationDeletionPreviewResponse),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /organisations/{organisation_id} with the name the owner typed to confirm. */
export function useDeleteSchool(schoolId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (typedName: string) => client.delete(schoolPath(schoolId), { data: { name: typedName } }),
  });
}
