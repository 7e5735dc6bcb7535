import { z } from "zod";
import { ImageResponse } from "./images";
import { InviteEmail } from "./validation";

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

/** PATCH /organisations/{organisation_id}: version is the stored version + 1. */
export const OrganisationPatchRequest = z.object({ version: z.number().int().min(1), data: z.object({ logo_image_id: z.uuid().nullable() }).strict() }).strict();
export type OrganisationPatchRequest = z.infer<typeof OrganisationPatchRequest>;

/** GET /organisations/{organisation_id}/logo */
export const OrganisationLogoResponse = ImageResponse;
export type OrganisationLogoResponse = z.infer<typeof OrganisationLogoResponse>;

/** GET /organisations/{organisation_id}/billing */
export const OrganisationBillingResponse = z.object({
  data: z.object({
    essay_quantity_remaining: z.number().int(),
    essays_corrected_per_user: z.object({
      start_date: z.string(),
      end_date: z.string(),
      users: z.array(z.object({ email: z.string(), essays_corrected: z.number().int() })),
    }),
  }),
});
export type OrganisationBillingResponse = z.infer<typeof OrganisationBillingResponse>;

/** A teacher of an organisation. */
export const OrganisationUser = z.object({
  id: z.string(),
  data: z.object({ email: z.string(), relationships: z.object({ organisation_ids_sorted: z.array(z.string()) }) }),
});
export type OrganisationUser = z.infer<typeof OrganisationUser>;

export const OrganisationUserListResponse = z.object({ data: z.array(OrganisationUser) });
export type OrganisationUserListResponse = z.infer<typeof OrganisationUserListResponse>;

/** POST /organisations/{organisation_id}/users */
export const OrganisationUserInviteRequest = z.object({ data: z.object({ email: InviteEmail }).strict() }).strict();
export type OrganisationUserInviteRequest = z.infer<typeof OrganisationUserInviteRequest>;

export const OrganisationUserInviteResponse = z.object({ data: OrganisationUser });
export type OrganisationUserInviteResponse = z.infer<typeof OrganisationUserInviteResponse>;

/** DELETE /organisations/{organisation_id}/users/{user_id} */
export const OrganisationUserParams = OrganisationIdParams.extend({ user_id: z.uuid() });
export type OrganisationUserParams = z.infer<typeof OrganisationUserParams>;
