import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The corrections a school's teachers made themselves (added, or an engine correction changed), one
// row per school, wrong words and replacement: how often and by which teachers, the words seen either
// side (JSON text arrays), how often it was suggested and rejected since, and whether a teacher
// switched it off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("school_corrections")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("original", "text", (c) => c.notNull())
    .addColumn("replacement", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("explanation", "text", (c) => c.notNull())
    .addColumn("before_words", "text", (c) => c.notNull())
    .addColumn("after_words", "text", (c) => c.notNull())
    .addColumn("added", "integer", (c) => c.notNull())
    .addColumn("teacher_ids", "text", (c) => c.notNull())
    .addColumn("suggested", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rejected", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("switched_off", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("school_corrections_words", ["organisation_id", "original", "replacement"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("school_corrections").execute();
}
