import type { Kysely } from "kysely";

/**
 * The counts of the sign-in forms' limits, shared by every idp process on PostgreSQL (on SQLite the
 * single process counts in memory and leaves it empty). The columns are rate-limiter-flexible's own;
 * the key is text, as a key holds a whole email address (up to 320 characters) after its prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idp_form_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idp_form_limits").execute();
}
