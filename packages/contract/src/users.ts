import { z } from "zod";

/** GET /users/me: the signed-in teacher; the first organisation is the current one. */
export const UserMeResponse = z.object({
  /** The user's id. */
  id: z.string(),
  /** The resource's fields. */
  data: z.object({
    /** The user's email. */
    email: z.string(),
    /** Their organisations, the current (first joined) one first. */
    relationships: z.object({ organisation_ids_sorted: z.array(z.string()) }),
  }),
});
export type UserMeResponse = z.infer<typeof UserMeResponse>;

/** GET /users/me/billing: credits left in the user's current organisation. */
export const UserBillingResponse = z.object({
  /** The envelope of SPEC.md 7's data. */
  data: z.object({
    /** Credits left; 0 or less disables new essays. */
    organisation_essay_quantity_remaining: z.number().int(),
  }),
});
export type UserBillingResponse = z.infer<typeof UserBillingResponse>;
