import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checkout_sessions")
    .addColumn("id", "varchar(255)", (c) => c.primaryKey())
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(36)", (c) => c.notNull())
    .addColumn("product_name", "varchar(200)", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("essay_quantity", "integer", (c) => c.notNull())
    .addColumn("provider", "varchar(16)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("checkout_sessions_organisation")
    .on("checkout_sessions")
    .column("organisation_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checkout_sessions").execute();
}
