import { z } from "zod";
import { UserResource } from "./users";
import { ImageResponse } from "./images";
import { InviteEmail } from "./validation";

/** Path parameters of /organisations/{organisation_id}. */
export const OrganisationIdParams = z.object({ organisation_id: z.uuid() });
export type OrganisationIdParams = z.infer<typeof OrganisationIdParams>;

/** GET /organisations/{organisation_id} */
export const OrganisationResponse = z.object({
  /** The organisation's id. */
  id: z.string(),
  /** Optimistic version; a PATCH sends it + 1. */
  version: z.number().int(),
  /** The resource's fields. */
  data: z.object({
    /** The logo printed on corrections, or null. */
    logo_image_id: z.string().nullable(),
  }),
});
export type OrganisationResponse = z.infer<typeof OrganisationResponse>;

/** PATCH /organisations/{organisation_id}: version is the stored version + 1 (a stale one is a 409). */
export const OrganisationPatchRequest = z
  .object({
    /** The stored version + 1. */
    version: z.number().int().min(1),
    /** The new logo (an uploaded image's id), or null to remove it. */
    data: z.object({ logo_image_id: z.uuid().nullable() }).strict(),
  })
  .strict();
export type OrganisationPatchRequest = z.infer<typeof OrganisationPatchRequest>;

/** GET /organisations/{organisation_id}/logo: the logo image; 404 when there is none. */
export const OrganisationLogoResponse = ImageResponse;
export type OrganisationLogoResponse = z.infer<typeof OrganisationLogoResponse>;

/** One row of the usage table. */
export const UserUsage = z.object({
  /** The teacher's email. */
  email: z.string(),
  /** Essays they had corrected in the period. */
  essays_corrected: z.number().int().min(0),
});
export type UserUsage = z.infer<typeof UserUsage>;

/** GET /organisations/{organisation_id}/billing */
export const OrganisationBillingResponse = z.object({
  /** The envelope of SPEC.md 7's data.data. */
  data: z.object({
    /** Credits left, shared by the organisation's teachers. */
    essay_quantity_remaining: z.number().int(),
    /** Usage per teacher over a period. */
    essays_corrected_per_user: z.object({
      /** Start of the period, an ISO 8601 date-time. */
      start_date: z.string(),
      /** End of the period, an ISO 8601 date-time. */
      end_date: z.string(),
      /** One row per teacher, most essays first. */
      users: z.array(UserUsage),
    }),
  }),
});
export type OrganisationBillingResponse = z.infer<typeof OrganisationBillingResponse>;

/** Usage rows as the billing page shows them: most essays first, then by email (a sorted copy). */
export function sortUsageByEssays<T extends UserUsage>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => b.essays_corrected - a.essays_corrected || a.email.localeCompare(b.email));
}

/** A teacher of an organisation. */
export const OrganisationUser = UserResource;
export type OrganisationUser = z.infer<typeof OrganisationUser>;

/** GET /organisations/{organisation_id}/users */
export const OrganisationUserListResponse = z.object({ data: z.array(OrganisationUser) });
export type OrganisationUserListResponse = z.infer<typeof OrganisationUserListResponse>;

/** POST /organisations/{organisation_id}/users: invite a teacher by email. */
export const OrganisationUserInviteRequest = z.object({ data: z.object({ email: InviteEmail }).strict() }).strict();
export type OrganisationUserInviteRequest = z.infer<typeof OrganisationUserInviteRequest>;

/** POST /organisations/{organisation_id}/users reply: the invited teacher, added to the list. */
export const OrganisationUserInviteResponse = z.object({ data: OrganisationUser });
export type OrganisationUserInviteResponse = z.infer<typeof OrganisationUserInviteResponse>;

/** Path parameters of DELETE /organisations/{organisation_id}/users/{user_id}. */
export const OrganisationUserParams = OrganisationIdParams.extend({ user_id: z.uuid() });
export type OrganisationUserParams = z.infer<typeof OrganisationUserParams>;
