import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** How many essays stand in each status. */
export async function essaysByStatus(db: Kysely<Database>): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom("essays")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/**
 * Since when the longest-waiting essay waits for its correction (ISO time), or null when none waits:
 * its last change, which is when it was sent or its text was fixed (a claim does not change it).
 */
export async function oldestPendingSince(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("essays")
    .select((eb) => eb.fn.min<string>("updated_at").as("since"))
    .where("status", "=", "PENDING")
    .executeTakeFirst();
  return row?.since ?? null;
}

/** Credits bought through payments, all organisations together. */
export async function creditsSold(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.sum<number>("delta").as("sold"))
    .where("reason", "=", "purchase")
    .executeTakeFirst();
  return Number(row?.sold ?? 0);
}
