import { OrganisationLogoResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";
import { useMe } from "./get-me";

// Shared by the header, the essay view's printout and the organisation page's logo card.

/** Every logo query of the organisation (the prefix to invalidate when its logo changes). */
export const schoolLogoQueryKey = (organisationId: string) => ["organisations", organisationId, "logo"] as const;

/** GET /organisations/{id}/logo; no logo (404) or any other failure is simply no logo (null). */
export async function getSchoolLogo(
  client: ApiClient,
  organisationId: string,
): Promise<OrganisationLogoResponse | null> {
  try {
    return await client.get(`/organisations/${encodeURIComponent(organisationId)}/logo`, OrganisationLogoResponse);
  } catch {
    return null;
  }
}

/** The organisation's logo, keyed by the logo's image id too, so that a school whose logo changed or went keeps no old one. */
export function schoolLogoQueryOptions(client: ApiClient, organisationId: string, logoImageId: string | null) {
  return queryOptions({
    queryKey: [...schoolLogoQueryKey(organisationId), logoImageId] as const,
    queryFn: () => getSchoolLogo(client, organisationId),
    retry: false,
  });
}

/**
 * The logo of one of the signed-in teacher's organisations, once its id is known. It is asked for
 * only when /users/me names a logo for that organisation: no request, and no 404 in the console,
 * for a school without one.
 */
export function useSchoolLogo(organisationId: string | undefined) {
  const client = useApiClient();
  const me = useMe(Boolean(organisationId));
  const logoImageId = me.data?.data.organisations.find(({ id }) => id === organisationId)?.logo_image_id ?? null;
  return useQuery({
    ...schoolLogoQueryOptions(client, organisationId ?? "", logoImageId),
    enabled: Boolean(organisationId && logoImageId),
  });
}
