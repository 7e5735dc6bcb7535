import { z } from "zod";

/** Path parameters of /organisations/{organisation_id}. */
export const OrganisationIdParams = z.object({ organisation_id: z.uuid() });
export type OrganisationIdParams = z.infer<typeof OrganisationIdParams>;

/** GET /organisations/{organisation_id} */
export const OrganisationResponse = z.object({
  id: z.string(),
  version: z.number().int(),
  data: z.object({ logo_image_id: z.string().nullable() }),
});
export type OrganisationResponse = z.infer<typeof OrganisationResponse>;
