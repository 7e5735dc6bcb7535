import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// How often the reading of a class set's page was begun: a page that kills its process each time
// (or is never finished for another reason) is marked failed after a few tries instead of being
// sent again every minute for ever.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("class_set_pages")
    .addColumn("read_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("class_set_pages").dropColumn("read_attempts").execute();
}
