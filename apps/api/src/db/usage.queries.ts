import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** How many essays one teacher had corrected for an organisation. */
export interface EssayCountRow {
  email: string;
  /** The teacher's name, or null (then they are called by their email). */
  name: string | null;
  essays_corrected: number;
}

/**
 * Essays charged to the organisation that were corrected (SUCCESS) and created within [start, end]
 * (ISO times, which compare as text), counted per owner: also owners who have left it since.
 */
export async function countCorrectedEssaysPerOwner(
  db: Db,
  organisationId: string,
  start: string,
  end: string,
): Promise<EssayCountRow[]> {
  const rows = await db
    .selectFrom("essays")
    .innerJoin("users", "users.id", "essays.owner_user_id")
    .select((eb) => ["users.email", "users.name", eb.fn.countAll<number>().as("essays_corrected")])
    .where("essays.organisation_id", "=", organisationId)
    .where("essays.status", "=", "SUCCESS")
    .where("essays.created_at", ">=", start)
    .where("essays.created_at", "<=", end)
    .groupBy(["essays.owner_user_id", "users.email", "users.name"])
    .execute();
  // PostgreSQL's count is a bigint, which pg returns as a string.
  return rows.map((row) => ({ email: row.email, name: row.name, essays_corrected: Number(row.essays_corrected) }));
}
