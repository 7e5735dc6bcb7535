import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// Why each criterion's advised grade: per criterion, the wording of its band and what the engine
// measured (JSON text, the contract's GradeReasons); null for essays graded before, or not graded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").addColumn("grade_reasons", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("grade_reasons").execute();
}
