import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// The browser and address of the teacher who opened a checkout, kept only while analytics run and
// only until the checkout completes: the purchase event is sent from the payment event, on the
// teacher's behalf, so that the analytics server counts it as theirs (and does not drop it as a
// data centre's).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("checkout_sessions").addColumn("visitor_user_agent", "varchar(512)").execute();
  await db.schema.alterTable("checkout_sessions").addColumn("visitor_address", "varchar(64)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("checkout_sessions").dropColumn("visitor_address").execute();
  await db.schema.alterTable("checkout_sessions").dropColumn("visitor_user_agent").execute();
}
