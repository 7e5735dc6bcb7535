import type { MyInvitation, UserBillingResponse, UserMeResponse } from "@redpen/contract";
import type { InvitationToEmailRow } from "../db/invitations.queries";
import type { CurrentUser } from "../auth/current-user";

/** The signed-in teacher's reply: their email and schools, the current one first. */
export function presentCurrentUser(user: CurrentUser): UserMeResponse {
  return {
    id: user.id,
    data: {
      email: user.email,
      name: user.name,
      relationships: { organisation_ids_sorted: user.organisationIds },
      organisations: user.organisations,
    },
  };
}

/** An invitation waiting for the teacher's answer, naming the school and who invited them. */
export const presentMyInvitation = (invitation: InvitationToEmailRow): MyInvitation => ({
  id: invitation.id,
  data: {
    organisation_id: invitation.organisation_id,
    organisation_name: invitation.organisation_name,
    invited_by_email: invitation.invited_by_email,
    invited_by_name: invitation.invited_by_name,
    invited_at: invitation.created_at,
  },
});

/** The credits left to the signed-in teacher, and the size of their school's last pack. */
export function presentUserBilling(credits: { remaining: number; lastPack: number | null }): UserBillingResponse {
  return {
    data: { organisation_essay_quantity_remaining: credits.remaining, last_pack_essay_quantity: credits.lastPack },
  };
}
