import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";
import { essayOf, type Essay } from "./essay-columns";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

// The model is the engine's Calibration, checked by the engine itself (checkCalibration), which
// also knows a model of an older version it no longer applies: here it is only JSON.
const SchoolCalibrationJson = z.object({ model: jsonColumn(z.unknown()) });

/** A school's calibration as the api works with it: the model read as JSON, for the engine to check. */
export type SchoolCalibrationRow = Omit<Selectable<Database["school_calibrations"]>, "model"> & { model: unknown };

/** The school's calibration for a certificate group, if one was fitted. */
export async function findSchoolCalibration(
  db: Db,
  organisationId: string,
  group: string,
): Promise<SchoolCalibrationRow | undefined> {
  const row = await db
    .selectFrom("school_calibrations")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("calibration_group", "=", group)
    .executeTakeFirst();
  return (
    row && decodeColumns(SchoolCalibrationJson, row, `calibration of ${row.organisation_id}, ${row.calibration_group}`)
  );
}

/** Stores a new fit as the next version of the school's calibration for its group (two fits at once: both count). */
export async function storeSchoolCalibration(
  db: Db,
  calibration: Omit<SchoolCalibrationRow, "version">,
): Promise<void> {
  const row = { ...calibration, ...SchoolCalibrationJson.encode(calibration) };
  await db
    .insertInto("school_calibrations")
    .values({ ...row, version: 1 })
    .onConflict((oc) =>
      oc.columns(["organisation_id", "calibration_group"]).doUpdateSet((eb) => ({
        examples: row.examples,
        use: row.use,
        reason: row.reason,
        model: row.model,
        fitted_at: row.fitted_at,
        version: eb("school_calibrations.version", "+", 1),
      })),
    )
    .execute();
}

/** The school's corrected essays of one certificate and level, for the grades its teachers saved on them. */
export async function listGradedEssays(
  db: Db,
  organisationId: string,
  certificateIds: readonly string[],
): Promise<Essay[]> {
  if (certificateIds.length === 0) return [];
  const rows = await db
    .selectFrom("essays")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "SUCCESS")
    .where("certificate_id", "in", certificateIds)
    .where("user_feedback", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(essayOf);
}
