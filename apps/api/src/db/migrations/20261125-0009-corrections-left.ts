import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// How often a school's teachers left a remembered correction's words as written where it would
// apply (it counts against the correction, as a rejected suggestion does), and on each essay the
// ids of the corrections whose words its teacher left so (JSON text array; null: none counted yet).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("school_corrections")
    .addColumn("left_as_written", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("essays").addColumn("school_corrections_left", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("school_corrections_left").execute();
  await db.schema.alterTable("school_corrections").dropColumn("left_as_written").execute();
}
