import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// What a class set gives each essay it makes: what its share link shows ('corrections', as every
// essay did so far, or 'codes'), and how many drafts after the first its student may send (0: none).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("class_sets")
    .addColumn("share_mode", "varchar(16)", (c) => c.notNull().defaultTo("corrections"))
    .execute();
  await db.schema
    .alterTable("class_sets")
    .addColumn("drafts_allowed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("class_sets").dropColumn("drafts_allowed").execute();
  await db.schema.alterTable("class_sets").dropColumn("share_mode").execute();
}
