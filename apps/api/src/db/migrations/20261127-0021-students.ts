import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The students of a class, each with the teacher's optional notes; they go with their class.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("students")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("class_id", "varchar(36)", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("students_class").on("students").column("class_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("students").execute();
}
