import type { Kysely } from "kysely";

/**
 * The name of the school a new account's owner typed at sign-up, if any: the api names the new
 * account's own organisation with it. 120 is the contract's limit on a school's name (frozen here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").addColumn("school_name", "varchar(120)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").dropColumn("school_name").execute();
}
