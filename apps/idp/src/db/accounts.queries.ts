import type { Kysely, Selectable } from "kysely";
import type { IdpDatabase } from "./schema";

export type AccountRow = Selectable<IdpDatabase["idp_accounts"]>;

export async function findAccountById(db: Kysely<IdpDatabase>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom("idp_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findAccountByEmail(db: Kysely<IdpDatabase>, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom("idp_accounts").selectAll().where("email", "=", email).executeTakeFirst();
}

/** Inserts an account; returns false when the email is already taken (unique index). */
export async function insertAccount(
  db: Kysely<IdpDatabase>,
  account: Omit<AccountRow, "email_verified">,
): Promise<boolean> {
  const result = await db
    .insertInto("idp_accounts")
    .values(account)
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function markEmailVerified(db: Kysely<IdpDatabase>, id: string): Promise<void> {
  await db.updateTable("idp_accounts").set({ email_verified: 1 }).where("id", "=", id).execute();
}

export async function updatePasswordHash(db: Kysely<IdpDatabase>, id: string, passwordHash: string): Promise<void> {
  await db.updateTable("idp_accounts").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}
