import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// What an essay's share link shows the student: its corrections ('corrections', as every essay
// shared so far did), or only where each error is with its correction code ('codes'), so the
// student finds the correct form.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("essays")
    .addColumn("share_mode", "varchar(16)", (c) => c.notNull().defaultTo("corrections"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("share_mode").execute();
}
