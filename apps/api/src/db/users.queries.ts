import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type UserRow = Selectable<Database["users"]>;
type Db = Kysely<Database> | Transaction<Database>;

export async function findUserBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("subject", "=", subject).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Inserts the user unless one with this subject exists; true when this call created it. */
export async function insertUserIfNew(db: Db, user: UserRow): Promise<boolean> {
  const result = await db
    .insertInto("users")
    .values(user)
    .onConflict((oc) => oc.column("subject").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateUserEmail(db: Db, id: string, email: string): Promise<void> {
  await db.updateTable("users").set({ email }).where("id", "=", id).execute();
}

/** The emails of these users, by id. */
export async function emailsOfUsers(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Remembers the school the teacher chose to work in. */
export async function setCurrentOrganisation(db: Db, id: string, organisationId: string): Promise<void> {
  await db.updateTable("users").set({ current_organisation_id: organisationId }).where("id", "=", id).execute();
}
