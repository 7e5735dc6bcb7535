import { PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * Locks the organisation's row until the transaction ends, so that transactions that check its
 * credits and then spend them take turns. PostgreSQL needs `SELECT ... FOR UPDATE`; SQLite has a
 * single connection on which Kysely runs one transaction at a time, so reading the row is enough
 * there. False when there is no such organisation.
 */
export async function lockOrganisationRow(trx: Transaction<Database>, organisationId: string): Promise<boolean> {
  const query = trx.selectFrom("organisations").select("id").where("id", "=", organisationId);
  const isPostgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await (isPostgres ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}
