import type { Kysely, Transaction } from "kysely";
import { CorrectionCode } from "@redpen/contract";
import { z } from "zod";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

const CodesJson = z.object({ codes: jsonColumn(z.array(CorrectionCode)) });

/** A school's saved codes: its list and version. */
export interface StoredCorrectionCodes {
  version: number;
  codes: CorrectionCode[];
}

/** The codes a school saved, if it saved any. */
export async function findCorrectionCodes(db: Db, organisationId: string): Promise<StoredCorrectionCodes | undefined> {
  const row = await db
    .selectFrom("correction_codes")
    .select(["version", "codes"])
    .where("organisation_id", "=", organisationId)
    .executeTakeFirst();
  return row && decodeColumns(CodesJson, row, `correction codes of ${organisationId}`);
}

/** The saved codes of several schools, by school. */
export async function findCorrectionCodesOf(
  db: Db,
  organisationIds: readonly string[],
): Promise<Map<string, CorrectionCode[]>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("correction_codes")
    .select(["organisation_id", "codes"])
    .where("organisation_id", "in", [...new Set(organisationIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.organisation_id,
      decodeColumns(CodesJson, row, `correction codes of ${row.organisation_id}`).codes,
    ]),
  );
}

/**
 * Saves the school's codes as version `expectedVersion + 1`, when its stored version is
 * `expectedVersion` (0: none saved yet); false when another save came first.
 */
export async function saveCorrectionCodesIfVersion(
  db: Db,
  organisationId: string,
  expectedVersion: number,
  codes: CorrectionCode[],
): Promise<boolean> {
  const values = { codes: CodesJson.shape.codes.encode(codes), updated_at: new Date().toISOString() };
  if (expectedVersion === 0) {
    const result = await db
      .insertInto("correction_codes")
      .values({ organisation_id: organisationId, version: 1, ...values })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const result = await db
    .updateTable("correction_codes")
    .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
    .where("organisation_id", "=", organisationId)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
