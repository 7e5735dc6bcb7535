import { z } from "zod";
import { TeacherName } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** A teacher's place in a school: an owner runs it (removes teachers, names owners, renames, deletes and exports it), a teacher works in it. */
export const OrganisationRole = z.enum(["owner", "teacher"]);
export type OrganisationRole = z.infer<typeof OrganisationRole>;

/** A user as the api shows it (the signed-in teacher, or a teacher of an organisation). */
export const UserResource = z.object({
  /** The user's id. */
  id: z.string(),
  /** The resource's fields. */
  data: z.object({
    /** The user's email. */
    email: z.string(),
    /** The name they gave (at sign-up or in Redpen), or null: then they are called by their email (teacherCalled). */
    name: z.string().nullable(),
    /** Their organisations, the current one first. */
    relationships: z.object({ organisation_ids_sorted: z.array(z.string()) }),
  }),
});
export type UserResource = z.infer<typeof UserResource>;

/** One of the signed-in teacher's schools, for the school switch. */
export const MyOrganisation = z.object({
  id: z.string(),
  name: z.string(),
  /** The teacher's role in it. */
  role: OrganisationRole,
  /** Its logo (an image id), or null: the header asks for the logo only when there is one. */
  logo_image_id: z.string().nullable(),
});
export type MyOrganisation = z.infer<typeof MyOrganisation>;

/**
 * GET /users/me: the signed-in teacher; the first organisation is the current one, which the
 * teacher chooses (PATCH /users/me) and which new essays are charged to.
 */
export const UserMeResponse = z.object({
  id: z.string(),
  data: UserResource.shape.data.extend({
    /** Their schools, in `organisation_ids_sorted`'s order: the current one first, then by name. */
    organisations: z.array(MyOrganisation),
  }),
});
export type UserMeResponse = z.infer<typeof UserMeResponse>;

/**
 * PATCH /users/me: choose the current school among the teacher's own (403 for another), and/or
 * set the teacher's name (null clears it: they are called by their email again).
 */
export const UserMePatchRequest = withFieldWords(
  z.strictObject({
    data: z
      .strictObject({ current_organisation_id: z.uuid().optional(), name: TeacherName.nullable().optional() })
      .refine((data) => data.current_organisation_id !== undefined || data.name !== undefined, {
        message: "say what to change: the school or your name",
      }),
  }),
  { data: "the change", "data.current_organisation_id": "the school", "data.name": "your name" },
);
export type UserMePatchRequest = z.infer<typeof UserMePatchRequest>;

/** An invitation of a school to the signed-in teacher, waiting for 'Join' or 'Decline'. */
export const MyInvitation = z.object({
  /** The invitation's id. */
  id: z.string(),
  data: z.object({
    organisation_id: z.string(),
    organisation_name: z.string(),
    /** The email of the teacher who invited them; null once that teacher's account is gone. */
    invited_by_email: z.string().nullable(),
    /** That teacher's name, when they gave one (see teacherCalled); null otherwise. */
    invited_by_name: z.string().nullable(),
    /** When it was sent, an ISO 8601 date-time. */
    invited_at: z.string(),
  }),
});
export type MyInvitation = z.infer<typeof MyInvitation>;

/** GET /users/me/invitations: the invitations waiting for the teacher's answer, oldest first. */
export const MyInvitationListResponse = z.object({ data: z.array(MyInvitation) });
export type MyInvitationListResponse = z.infer<typeof MyInvitationListResponse>;

/** Path parameters of /users/me/invitations/{invitation_id}. */
export const MyInvitationParams = z.object({ invitation_id: z.uuid() });
export type MyInvitationParams = z.infer<typeof MyInvitationParams>;

/** GET /users/me/billing: credits left in the user's current organisation. */
export const UserBillingResponse = z.object({
  /** The envelope of a reply's data (docs/behaviour/api.md). */
  data: z.object({
    /** Credits left; 0 or less disables new essays. */
    organisation_essay_quantity_remaining: z.number().int(),
    /** Credits of the school's last purchased pack, for the low-credit warning; null before its first purchase. */
    last_pack_essay_quantity: z.number().int().nullable(),
  }),
});
export type UserBillingResponse = z.infer<typeof UserBillingResponse>;
