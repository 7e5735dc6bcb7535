import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The checked texts of a class set's essays that a regrouping set aside (their pages changed),
// kept by their pages so that moving the pages back gives them back: JSON text, null for none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("class_sets").addColumn("texts_aside", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("class_sets").dropColumn("texts_aside").execute();
}
