import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// A teacher's classes ("4B — B2 First"): theirs alone, like their essays. Each is made in the school
// the teacher worked in then, may name the certificate it usually practises, and is archived at the
// end of the year rather than deleted. `archived` is 0 or 1 (an integer on both databases).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("classes")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_user_id", "varchar(36)", (c) => c.notNull().references("users.id"))
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id"))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("certificate_name", "varchar(200)")
    .addColumn("certificate_cefr_level", "varchar(20)")
    .addColumn("certificate_format", "varchar(200)")
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("classes_owner").on("classes").columns(["owner_user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("classes").execute();
}
