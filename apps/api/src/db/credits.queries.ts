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
 * Only `services/credits.service.ts` calls it: the amounts and references are decided there.
 */
export async function appendCreditEntry(db: Db, entry: CreditEntryRow): Promise<boolean> {
  const result = await db
    .insertInto("credit_ledger")
    .values(entry)
    .onConflict((oc) => oc.columns(["reason", "reference"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
