import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// Which engine corrected each essay when an LLM provider is set: the model or the offline engine,
// and why the offline engine when the model failed (JSON text, the contract's CorrectedBy); null
// for essays corrected before it was kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").addColumn("corrected_by", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("essays").dropColumn("corrected_by").execute();
}
