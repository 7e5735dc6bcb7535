import { CorrectedBy } from "@redpen/contract";
import type { Kysely } from "kysely";
import { jsonColumn } from "./json-column";
import type { Database } from "./schema";

const StoredCorrectedBy = jsonColumn(CorrectedBy);

/** Which engine corrected each of the organisation's latest corrected essays (those that kept it), newest first, with when each was sent. */
export async function recentCorrectedBy(
  db: Kysely<Database>,
  organisationId: string,
  limit: number,
): Promise<{ correctedBy: CorrectedBy; at: string }[]> {
  const rows = await db
    .selectFrom("essays")
    .select(["corrected_by", "created_at"])
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "SUCCESS")
    .where("corrected_by", "is not", null)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    // A value Redpen never writes is left out rather than failing the whole page's warning.
    const decoded = StoredCorrectedBy.safeDecode(row.corrected_by!);
    return decoded.success ? [{ correctedBy: decoded.data, at: row.created_at }] : [];
  });
}
