import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idp_accounts")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
    .addColumn("password_hash", "varchar(512)", (c) => c.notNull())
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("utm_source", "varchar(255)")
    .addColumn("utm_medium", "varchar(255)")
    .addColumn("utm_campaign", "varchar(255)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("idp_oidc_payloads")
    .addColumn("model", "varchar(64)", (c) => c.notNull())
    .addColumn("id", "varchar(255)", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("grant_id", "varchar(255)")
    .addColumn("user_code", "varchar(255)")
    .addColumn("uid", "varchar(255)")
    .addColumn("expires_at", "bigint")
    .addColumn("consumed_at", "bigint")
    .addPrimaryKeyConstraint("idp_oidc_payloads_pk", ["model", "id"])
    .execute();
  await db.schema.createIndex("idp_oidc_payloads_grant_id").on("idp_oidc_payloads").column("grant_id").execute();
  await db.schema.createIndex("idp_oidc_payloads_uid").on("idp_oidc_payloads").column("uid").execute();
  await db.schema
    .createTable("idp_keys")
    .addColumn("kind", "varchar(32)", (c) => c.primaryKey())
    .addColumn("material", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("idp_email_tokens")
    .addColumn("token_hash", "varchar(128)", (c) => c.primaryKey())
    .addColumn("account_id", "varchar(64)", (c) => c.notNull())
    .addColumn("purpose", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["idp_email_tokens", "idp_keys", "idp_oidc_payloads", "idp_accounts"]) {
    await db.schema.dropTable(table).execute();
  }
}
