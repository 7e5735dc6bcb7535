import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;
export type SchoolCalibrationRow = Selectable<Database["school_calibrations"]>;

/** The school's calibration for a certificate group, if one was fitted. */
export async function findSchoolCalibration(
  db: Db,
  organisationId: string,
  group: string,
): Promise<SchoolCalibrationRow | undefined> {
  return db
    .selectFrom("school_calibrations")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("calibration_group", "=", group)
    .executeTakeFirst();
}

/** Stores a new fit as the next version of the school's calibration for its group (two fits at once: both count). */
export async function storeSchoolCalibration(db: Db, row: Omit<SchoolCalibrationRow, "version">): Promise<void> {
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
  certificate: { name: string; cefr_level: string },
) {
  return db
    .selectFrom("essays")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "SUCCESS")
    .where("certificate_name", "=", certificate.name)
    .where("certificate_cefr_level", "=", certificate.cefr_level)
    .where("user_feedback", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
