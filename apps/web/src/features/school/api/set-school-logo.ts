import { OrganisationResponse, type OrganisationPatchRequest } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { meQueryKey } from "../../../lib/api/get-me";
import { schoolLogoQueryKey } from "../../../lib/api/get-school-logo";
import { uploadImage } from "../../../lib/api/images";
import { nextSchoolVersion } from "../utils/school-version";
import { getSchool, schoolQueryKey } from "./get-school";

/** PATCH /organisations/{organisation_id} with {version, data}. */
export function patchSchool(
  client: ApiClient,
  schoolId: string,
  body: OrganisationPatchRequest,
): Promise<OrganisationResponse> {
  return client.patch(`/organisations/${encodeURIComponent(schoolId)}`, { ...body }, OrganisationResponse);
}

/**
 * Sets the logo to a file (uploaded as an ORIGINAL image, never read by the engine) or removes it
 * (null). The version is read first, fresh, so a logo changed in another tab since the page opened
 * does not turn into a 409; then the file is uploaded, the school PATCHed and the teacher's
 * schools and the header's logo refreshed.
 */
export function useSetSchoolLogo(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      // The version comes first: when it cannot be read, no image is uploaded only to be left unused.
      const school = await getSchool(client, schoolId).catch(() => null);
      const version = nextSchoolVersion(school);
      const logoImageId = file
        ? (await uploadImage(client, file, { hasTranscription: false, resolution: "ORIGINAL" })).id
        : null;
      return patchSchool(client, schoolId, { version, data: { logo_image_id: logoImageId } });
    },
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueryKey(schoolId), school);
      // The teacher's schools name their logo (the header asks for one only then), and the logo itself.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: schoolLogoQueryKey(schoolId) }),
      ]);
    },
  });
}
