import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

export type CheckoutSessionRow = Selectable<Database["checkout_sessions"]>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertCheckoutSession(db: Db, session: Insertable<Database["checkout_sessions"]>): Promise<void> {
  await db.insertInto("checkout_sessions").values(session).execute();
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom("checkout_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks an open session completed, forgetting its visitor; false when it was completed already. */
export async function completeCheckoutSession(db: Db, id: string, completedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("checkout_sessions")
    .set({ status: "completed", completed_at: completedAt, visitor_user_agent: null, visitor_address: null })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
