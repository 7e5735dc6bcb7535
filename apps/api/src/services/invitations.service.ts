import type { Transaction } from "kysely";
import { listOpenInvitations, markInvitationAccepted } from "../db/invitations.queries";
import { addMember } from "../db/organisations.queries";
import type { Database } from "../db/schema";

/**
 * Makes the user a member of every organisation that invited their email and marks those
 * invitations taken up; the number of invitations taken. Safe when two first calls of the same
 * user run it at once: the membership's primary key lets each membership be inserted only once.
 */
export async function acceptOpenInvitations(
  trx: Transaction<Database>,
  userId: string,
  email: string,
  now: string,
): Promise<number> {
  const invitations = await listOpenInvitations(trx, email);
  for (const invitation of invitations) {
    await addMember(trx, invitation.organisation_id, userId, now);
    await markInvitationAccepted(trx, invitation.id, now);
  }
  return invitations.length;
}
