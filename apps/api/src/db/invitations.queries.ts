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

/** The open invitation of this email to the organisation, if any. */
export async function findOpenInvitation(
  db: Db,
  organisationId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom("organisation_invitations")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
}

/** The organisation's invitations that nobody has taken up yet, oldest first. */
export async function listOpenInvitationsOfOrganisation(db: Db, organisationId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom("organisation_invitations")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("accepted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertInvitation(db: Db, invitation: InvitationRow): Promise<void> {
  await db.insertInto("organisation_invitations").values(invitation).execute();
}

/** Withdraws an invitation nobody has taken up; false when the organisation has no such open invitation. */
export async function deleteOpenInvitation(db: Db, organisationId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("organisation_invitations")
    .where("id", "=", id)
    .where("organisation_id", "=", organisationId)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
