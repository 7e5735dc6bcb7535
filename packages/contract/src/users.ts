import { z } from "zod";

/** A user as the api shows it (the signed-in teacher, or a teacher of an organisation). */
export const UserResource = z.object({
  /** The user's id. */
  id: z.string(),
  /** The resource's fields. */
  data: z.object({
    /** The user's email. */
    email: z.string(),
    /** Their organisations, the current (last joined) one first. */
    relationships: z.object({ organisation_ids_sorted: z.array(z.string()) }),
  }),
});
export type UserResource = z.infer<typeof UserResource>;

/** GET /users/me: the signed-in teacher; the first organisation is the current one. */
export const UserMeResponse = UserResource;
export type UserMeResponse = UserResource;

/** GET /users/me/billing: credits left in the user's current organisation. */
export const UserBillingResponse = z.object({
  /** The envelope of SPEC.md 7's data. */
  data: z.object({
    /** Credits left; 0 or less disables new essays. */
    organisation_essay_quantity_remaining: z.number().int(),
  }),
});
export type UserBillingResponse = z.infer<typeof UserBillingResponse>;
