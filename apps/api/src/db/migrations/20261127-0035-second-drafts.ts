import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The student's second drafts, sent through the essay's share link: how many the teacher lets the
// student send (0: none, the default), and each draft with its check against the first draft's
// marks, the engine's correction of it, and the teacher's marking and grading of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("essays")
    .addColumn("drafts_allowed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("essay_drafts")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("essay_id", "varchar(36)", (c) => c.notNull().references("essays.id").onDelete("cascade"))
    // 2 for the second draft, 3 for the next...
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("text", "text", (c) => c.notNull())
    // JSON text: the check of each mark and the new mistakes.
    .addColumn("check_result", "text", (c) => c.notNull())
    // JSON text: the engine's edits of the draft.
    .addColumn("edits", "text", (c) => c.notNull())
    // JSON text: the teacher's marking of the draft; null until they act.
    .addColumn("marking", "text")
    .addColumn("grade", "double precision")
    .addColumn("grade_max", "double precision")
    .addColumn("grade_per_certificate_criterion", "text")
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("essay_drafts_essay_number", ["essay_id", "number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("essay_drafts").execute();
  await db.schema.alterTable("essays").dropColumn("drafts_allowed").execute();
}
