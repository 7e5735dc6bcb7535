import type { Kysely } from "kysely";

/**
 * The teacher's name typed at sign-up, if any: the api's user takes it (the `name` claim) when it is
 * made. 80 is the contract's limit on a teacher's name (frozen here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").addColumn("name", "varchar(80)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").dropColumn("name").execute();
}
