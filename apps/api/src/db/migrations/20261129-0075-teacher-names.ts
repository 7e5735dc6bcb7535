import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// A teacher's name as colleagues, printouts and students see it: given at sign-up (the identity
// provider's `name` claim, taken when the user is made) or in Redpen; null until they give one,
// and then they are called by their email address. 80 is the contract's limit (frozen here).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("name", "varchar(80)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("name").execute();
}
