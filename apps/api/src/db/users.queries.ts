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

/** Sets (or, with null, clears) the teacher's name. */
export async function setUserName(db: Db, id: string, name: string | null): Promise<void> {
  await db.updateTable("users").set({ name }).where("id", "=", id).execute();
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

/** A teacher's email and name, and the name of a school (null once deleted), for naming them on an essay. */
export async function findTeacherAndSchool(
  db: Db,
  userId: string,
  organisationId: string,
): Promise<{ teacher: Pick<UserRow, "email" | "name"> | undefined; schoolName: string | null }> {
  const [teacher, school] = await Promise.all([
    db.selectFrom("users").select(["email", "name"]).where("id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("organisations")
      .select("name")
      .where("id", "=", organisationId)
      .where("deleted_at", "is", null)
      .executeTakeFirst(),
  ]);
  return { teacher, schoolName: school?.name ?? null };
}
