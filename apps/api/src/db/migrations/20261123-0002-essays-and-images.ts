import type { Kysely } from "kysely";

// Frozen: typed against no app schema. JSON values are stored as text so SQLite and PostgreSQL share it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("images")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content_type", "varchar(64)", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("storage_key", "varchar(255)", (c) => c.notNull())
    .addColumn("resolution", "varchar(16)", (c) => c.notNull())
    .addColumn("has_transcription", "integer", (c) => c.notNull())
    .addColumn("transcription", "text")
    .addColumn("transcription_evaluation", "varchar(8)")
    .addColumn("transcription_details", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("images_owner").on("images").column("owner_user_id").execute();

  await db.schema
    .createTable("essays")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("original", "text")
    .addColumn("correction", "text")
    .addColumn("certificate_name", "varchar(200)", (c) => c.notNull())
    .addColumn("certificate_cefr_level", "varchar(20)", (c) => c.notNull())
    .addColumn("certificate_format", "varchar(200)", (c) => c.notNull())
    .addColumn("input_method", "varchar(8)", (c) => c.notNull())
    .addColumn("topic_input_method", "varchar(8)")
    .addColumn("topic_text", "text")
    .addColumn("student_image_ids", "text", (c) => c.notNull())
    .addColumn("topic_image_id", "varchar(36)")
    .addColumn("grade", "double precision")
    .addColumn("grade_max", "double precision")
    .addColumn("grade_per_certificate_criterion", "text")
    .addColumn("edits", "text")
    .addColumn("feedback", "text")
    .addColumn("user_feedback", "text")
    .addColumn("failure_reason", "text")
    .addColumn("locked_until", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("essays_owner_created").on("essays").columns(["owner_user_id", "created_at"]).execute();
  await db.schema.createIndex("essays_status").on("essays").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("essays").execute();
  await db.schema.dropTable("images").execute();
}
