import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type OrganisationRow = Selectable<Database["organisations"]>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertOrganisation(db: Db, organisation: Omit<OrganisationRow, "version">): Promise<void> {
  await db.insertInto("organisations").values(organisation).execute();
}

export async function findOrganisation(db: Db, id: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom("organisations").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function addMember(db: Db, organisationId: string, userId: string, createdAt: string): Promise<void> {
  await db
    .insertInto("organisation_members")
    .values({ organisation_id: organisationId, user_id: userId, created_at: createdAt })
    .onConflict((oc) => oc.columns(["organisation_id", "user_id"]).doNothing())
    .execute();
}

/**
 * The user's organisations, the one joined last first: it is the current one, so a teacher with a
 * trial organisation who accepts a school's invitation spends the school's credits from then on.
 */
export async function listOrganisationIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("organisation_members")
    .select("organisation_id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("organisation_id")
    .execute();
  return rows.map((row) => row.organisation_id);
}

/** A member of an organisation, with the email they sign in with. */
export interface MemberRow {
  user_id: string;
  email: string;
  /** When they joined. */
  created_at: string;
}

/** The organisation's members, the one who joined first first. */
export async function listMembers(db: Db, organisationId: string): Promise<MemberRow[]> {
  return db
    .selectFrom("organisation_members")
    .innerJoin("users", "users.id", "organisation_members.user_id")
    .select(["organisation_members.user_id", "users.email", "organisation_members.created_at"])
    .where("organisation_members.organisation_id", "=", organisationId)
    .orderBy("organisation_members.created_at")
    .orderBy("organisation_members.user_id")
    .execute();
}

/** Whether a user who signs in with this email is a member. */
export async function isMemberByEmail(db: Db, organisationId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("organisation_members")
    .innerJoin("users", "users.id", "organisation_members.user_id")
    .select("organisation_members.user_id")
    .where("organisation_members.organisation_id", "=", organisationId)
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countMembers(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom("organisation_members")
    .select((eb) => eb.fn.countAll<number>().as("members"))
    .where("organisation_id", "=", organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.members);
}

/** Removes the membership; false when there was none. */
export async function removeMember(db: Db, organisationId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("organisation_members")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isMember(db: Db, organisationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("organisation_members")
    .select("user_id")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the logo when the stored version is `expectedVersion`, bumping it; false when it was not. */
export async function updateOrganisationLogo(
  db: Db,
  id: string,
  expectedVersion: number,
  logoImageId: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("organisations")
    .set((eb) => ({ logo_image_id: logoImageId, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The member who may delete the organisation: whoever has been a member longest (its creator, and
 * after they leave the next to have joined), in listMembers' order.
 */
export async function findOwnerId(db: Db, organisationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("organisation_members")
    .select("user_id")
    .where("organisation_id", "=", organisationId)
    .orderBy("created_at")
    .orderBy("user_id")
    .limit(1)
    .executeTakeFirst();
  return row?.user_id;
}

/** Which of these images other organisations than this one have as their logo. */
export async function listLogosElsewhere(
  db: Db,
  organisationId: string,
  imageIds: readonly string[],
): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom("organisations")
    .select("logo_image_id")
    .where("id", "<>", organisationId)
    .where("logo_image_id", "in", imageIds)
    .execute();
  return rows.flatMap((row) => (row.logo_image_id ? [row.logo_image_id] : []));
}

/** Removes the organisation; its members, invitations, checkouts and remembered corrections and calibrations go with it (foreign keys). */
export async function deleteOrganisationRow(db: Db, organisationId: string): Promise<void> {
  await db.deleteFrom("organisations").where("id", "=", organisationId).execute();
}
