import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// A class set: one PDF (or up to 60 photos) of a whole class's essays, read page by page in the
// correction queue, grouped into essays (JSON text), then started: one essay per group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("class_sets")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("class_id", "varchar(36)")
    .addColumn("certificate_name", "text", (c) => c.notNull())
    .addColumn("certificate_cefr_level", "text", (c) => c.notNull())
    .addColumn("certificate_format", "text", (c) => c.notNull())
    .addColumn("topic_text", "text")
    .addColumn("source", "varchar(16)", (c) => c.notNull())
    .addColumn("pdf_key", "text")
    .addColumn("pages_total", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("groups", "text")
    .addColumn("essay_ids", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("class_sets_owner").on("class_sets").column("owner_user_id").execute();
  await db.schema
    .createTable("class_set_pages")
    .addColumn("class_set_id", "varchar(36)", (c) => c.notNull().references("class_sets.id").onDelete("cascade"))
    .addColumn("page_number", "integer", (c) => c.notNull())
    .addColumn("image_id", "varchar(36)")
    .addColumn("read_at", "varchar(32)")
    .addColumn("read_error", "text")
    .addPrimaryKeyConstraint("class_set_pages_pk", ["class_set_id", "page_number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("class_set_pages").execute();
  await db.schema.dropTable("class_sets").execute();
}
