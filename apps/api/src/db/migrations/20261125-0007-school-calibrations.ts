import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// Each school's calibration of the advised grades, one per certificate group (the engine's
// calibrationGroup), refitted as its teachers' saved grades grow: the model (JSON text), how many
// graded essays it learnt from, whether it is used (1) or why not. And on each essay, how many of
// its school's graded essays its advised grades came from (null: Redpen's general model).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("school_calibrations")
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("calibration_group", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("examples", "integer", (c) => c.notNull())
    .addColumn("use", "integer", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("fitted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("school_calibrations_pkey", ["organisation_id", "calibration_group"])
    .execute();
  await db.schema.alterTable("essays").addColumn("advised_from_school_essays", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("advised_from_school_essays").execute();
  await db.schema.dropTable("school_calibrations").execute();
}
