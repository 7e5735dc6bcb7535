import type { Kysely } from "kysely";

/**
 * The invitation whose emailed sign-up link a new account was made through, if any: the api makes
 * the account a teacher of that school (the link is the consent) instead of giving it a school of
 * its own. 36 is the length of a UUID's text (frozen here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").addColumn("invitation_id", "varchar(36)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idp_accounts").dropColumn("invitation_id").execute();
}
