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

/** The user's organisations, the one joined first first (it is the current one). */
export async function listOrganisationIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("organisation_members")
    .select("organisation_id")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("organisation_id")
    .execute();
  return rows.map((row) => row.organisation_id);
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
export async function updateOrganisationLogo(db: Db, id: string, expectedVersion: number, logoImageId: string | null): Promise<boolean> {
  const result = await db
    .updateTable("organisations")
    .set((eb) => ({ logo_image_id: logoImageId, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
