import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// An essay may be given a class and a student of it (both optional; essays before have neither).
// Deleting a student or a class keeps its essays: the api clears these columns first, and on
// PostgreSQL the foreign keys do too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("essays")
    .addColumn("class_id", "varchar(36)", (c) => c.references("classes.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("essays")
    .addColumn("student_id", "varchar(36)", (c) => c.references("students.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("essays_class").on("essays").column("class_id").execute();
  await db.schema.createIndex("essays_student").on("essays").column("student_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("essays_student").execute();
  await db.schema.dropIndex("essays_class").execute();
  await db.schema.alterTable("essays").dropColumn("student_id").execute();
  await db.schema.alterTable("essays").dropColumn("class_id").execute();
}
