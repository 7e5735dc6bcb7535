import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// On each essay, the ids of the school's remembered corrections its teacher made themselves in its
// marking as it stands (counted in `added`; an id once per edit, so it may repeat): JSON text array,
// null for an essay whose marking was not counted so yet. Each save counts only the difference, so
// an Undo followed by a Redo leaves the counts as they were.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").addColumn("school_corrections_made", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("school_corrections_made").execute();
}
