import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type InvitationRow = Selectable<Database["organisation_invitations"]>;
type Db = Kysely<Database> | Transaction<Database>;

/** An open invitation to the email, with the inviting school's name and the inviting teacher's email. */
export interface InvitationToEmailRow extends InvitationRow {
  organisation_name: string;
  invited_by_email: string | null;
  /** The inviting teacher's name, when they gave one. */
  invited_by_name: string | null;
}

/** The open invitations to this email, with their schools' names and inviters, oldest first. */
export async function listOpenInvitationsWithSchools(db: Db, email: string): Promise<InvitationToEmailRow[]> {
  return db
    .selectFrom("organisation_invitations")
    .innerJoin("organisations", "organisations.id", "organisation_invitations.organisation_id")
    .leftJoin("users", "users.id", "organisation_invitations.invited_by_user_id")
    .selectAll("organisation_invitations")
    .select([
      "organisations.name as organisation_name",
      "users.email as invited_by_email",
      "users.name as invited_by_name",
    ])
    .where("organisation_invitations.email", "=", email)
    .where("organisation_invitations.accepted_at", "is", null)
    .where("organisations.deleted_at", "is", null)
    .orderBy("organisation_invitations.created_at")
    .orderBy("organisation_invitations.id")
    .execute();
}

/** The open invitation with this id to this email, if any. */
export async function findOpenInvitationToEmail(db: Db, id: string, email: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom("organisation_invitations")
    .selectAll()
    .where("id", "=", id)
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
}

/** Deletes an invitation its invitee declined. */
export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.deleteFrom("organisation_invitations").where("id", "=", id).execute();
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
