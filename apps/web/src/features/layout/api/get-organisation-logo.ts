import { z } from "zod";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "@redpen/contract";
import { useApiClient } from "../../../lib/api/api-context";

const LogoResponse = z.object({ id: z.string(), data: z.object({ uri: z.string() }) });

/** GET /organisations/{id}/logo; no logo (404) or any failure is simply no logo. */
export function useOrganisationLogo(organisationId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    ...queryOptions({
      queryKey: ["organisations", organisationId, "logo"],
      queryFn: async () => {
        try {
          return await client.get(`/organisations/${organisationId}/logo`, LogoResponse);
        } catch (error) {
          if (error instanceof ApiRequestError || error instanceof z.ZodError) return null;
          throw error;
        }
      },
    }),
    enabled: Boolean(organisationId),
    retry: false,
  });
}
