import type { UserBillingResponse, UserMeResponse } from "@redpen/contract";
import type { CurrentUser } from "../services/users.service";

/** The signed-in teacher's reply: their email and organisations, the current one first. */
export function presentCurrentUser(user: CurrentUser): UserMeResponse {
  return { id: user.id, data: { email: user.email, relationships: { organisation_ids_sorted: user.organisationIds } } };
}

/** The credits left to the signed-in teacher. */
export function presentUserBilling(remaining: number): UserBillingResponse {
  return { data: { organisation_essay_quantity_remaining: remaining } };
}
