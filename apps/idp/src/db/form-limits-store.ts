import { CompiledQuery, type Kysely } from "kysely";
import type { IdpDatabase } from "./schema";

/** The table rate-limiter-flexible keeps the sign-in forms' counts in, made by the idp's migrations. */
export const FORM_LIMITS_TABLE = "idp_form_limits";

/** The part of a pg client that rate-limiter-flexible's RateLimiterPostgres calls. */
interface PgQueryClient {
  query(query: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * A pg-like client that runs rate-limiter-flexible's queries on the idp's own connection pool, so
 * that the counts live in its database without a second pool to it.
 */
export function formLimitsClient(db: Kysely<IdpDatabase>): PgQueryClient {
  return {
    async query({ text, values = [] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      // Kysely counts the rows a DELETE or an UPDATE touched apart from the rows a query returns.
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

/** Deletes the counts whose window is over, which rate-limiter-flexible no longer reads. */
export async function deleteExpiredFormLimits(db: Kysely<IdpDatabase>): Promise<void> {
  await db.deleteFrom(FORM_LIMITS_TABLE).where("expire", "<", Date.now()).execute();
}
