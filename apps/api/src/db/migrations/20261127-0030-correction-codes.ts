import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// A school's own correction codes (the marks teachers put in the margin: Sp, T, WW...), saved by
// an owner: the whole list as JSON text (the contract's CorrectionCode), with its version. A school
// without a row uses Redpen's default codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("correction_codes")
    .addColumn("organisation_id", "varchar(36)", (c) =>
      c.primaryKey().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("codes", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("correction_codes").execute();
}
