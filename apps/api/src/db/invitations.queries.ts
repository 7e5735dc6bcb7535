import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type InvitationRow = Selectable<Database["organisation_invitations"]>;
type Db = Kysely<Database> | Transaction<Database>;

/** Invitations for this email that nobody has taken up yet, oldest first. */
export async function listOpenInvitations(db: Db, email: string): Promise<InvitationRow[]> {
  return db
    .selectFrom("organisation_invitations")
    .selectAll()
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .orderBy("created_at")
    .execute();
}

export async function markInvitationAccepted(db: Db, id: string, acceptedAt: string): Promise<void> {
  await db.updateTable("organisation_invitations").set({ accepted_at: acceptedAt }).where("id", "=", id).execute();
}
