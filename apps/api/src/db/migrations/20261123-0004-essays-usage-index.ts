import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The billing page counts an organisation's essays of the last 30 days on every visit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("essays_organisation_created")
    .on("essays")
    .columns(["organisation_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("essays_organisation_created").execute();
}
