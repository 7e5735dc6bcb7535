import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type CreditEntryRow = Selectable<Database["credit_ledger"]>;
type Db = Kysely<Database> | Transaction<Database>;

/** The organisation's balance: the sum of its ledger. */
export async function creditBalance(db: Db, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), eb.lit(0)).as("balance"))
    .where("organisation_id", "=", organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Appends a ledger entry; false when an entry with the same reason and reference exists already.
 * Only `services/billing/credits.service.ts` calls it: the amounts and references are decided there.
 */
export async function appendCreditEntry(db: Db, entry: CreditEntryRow): Promise<boolean> {
  const result = await db
    .insertInto("credit_ledger")
    .values(entry)
    .onConflict((oc) => oc.columns(["reason", "reference"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A ledger entry with the email of the teacher who caused it (null when none, or anonymised). */
export type CreditEntryWithEmail = Omit<CreditEntryRow, "user_id"> & { email: string | null };

/** The organisation's ledger, oldest first. */
export async function listCreditEntries(db: Db, organisationId: string): Promise<CreditEntryWithEmail[]> {
  return db
    .selectFrom("credit_ledger")
    .leftJoin("users", "users.id", "credit_ledger.user_id")
    .select([
      "credit_ledger.id",
      "credit_ledger.organisation_id",
      "credit_ledger.delta",
      "credit_ledger.reason",
      "credit_ledger.reference",
      "credit_ledger.created_at",
      "users.email",
    ])
    .where("credit_ledger.organisation_id", "=", organisationId)
    .orderBy("credit_ledger.created_at")
    .orderBy("credit_ledger.id")
    .execute();
}

/** Keeps the organisation's entries for the accounts but forgets which teacher caused each. */
export async function anonymiseCreditEntries(db: Db, organisationId: string): Promise<void> {
  await db.updateTable("credit_ledger").set({ user_id: null }).where("organisation_id", "=", organisationId).execute();
}
