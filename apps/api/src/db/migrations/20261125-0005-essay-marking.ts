import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The teacher's marking (JSON text): the engine's edits with the teacher's decisions, and the teacher's own;
// the text as first read, kept when the teacher fixes it, and the corrections the fix dropped;
// whether the feedback is the teacher's own (1) or the engine's draft (0), so a fix keeps the teacher's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").addColumn("marking", "text").execute();
  await db.schema.alterTable("essays").addColumn("first_original", "text").execute();
  await db.schema.alterTable("essays").addColumn("dropped_marking", "text").execute();
  await db.schema
    .alterTable("essays")
    .addColumn("feedback_by_teacher", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["feedback_by_teacher", "dropped_marking", "first_original", "marking"])
    await db.schema.alterTable("essays").dropColumn(column).execute();
}
