import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("subject", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_email").on("users").column("email").execute();

  await db.schema
    .createTable("organisations")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("logo_image_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("organisation_members")
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("organisation_members_pk", ["organisation_id", "user_id"])
    .execute();
  await db.schema.createIndex("organisation_members_user").on("organisation_members").column("user_id").execute();

  await db.schema
    .createTable("organisation_invitations")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("email", "varchar(320)", (c) => c.notNull())
    .addColumn("invited_by_user_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("accepted_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("organisation_invitations_email")
    .on("organisation_invitations")
    .column("email")
    .execute();

  await db.schema
    .createTable("credit_ledger")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull().references("organisations.id").onDelete("cascade"))
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("reason", "varchar(32)", (c) => c.notNull())
    .addColumn("reference", "varchar(255)", (c) => c.notNull())
    .addColumn("user_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("credit_ledger_reason_reference", ["reason", "reference"])
    .execute();
  await db.schema.createIndex("credit_ledger_organisation").on("credit_ledger").column("organisation_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["credit_ledger", "organisation_invitations", "organisation_members", "organisations", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
