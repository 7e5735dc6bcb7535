import { sql, type Kysely } from "kysely";

// Frozen: typed against no app schema.
// The credit ledger outlives an organisation deleted at its own request: its entries stay for the
// accounts, with their organisation id (opaque, then pointing at nothing) and no user id. Until now
// the ledger's organisation_id was a foreign key that deleted the entries with their organisation.
// SQLite cannot drop a constraint, so the table is rebuilt as the first migration made it, less that
// foreign key; one rebuild serves both databases. The rows wait in a copy meanwhile, so every name
// (the primary key, the unique reason and reference, the index) is free to be made again as it was.

const COLUMNS = ["id", "organisation_id", "delta", "reason", "reference", "user_id", "created_at"] as const;

/** The ledger table, with its organisation a foreign key (cascading, as before) or a plain column. */
async function createLedger(
  db: Kysely<unknown>,
  { organisationForeignKey }: { organisationForeignKey: boolean },
): Promise<void> {
  await db.schema
    .createTable("credit_ledger")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("organisation_id", "varchar(36)", (c) =>
      organisationForeignKey ? c.notNull().references("organisations.id").onDelete("cascade") : c.notNull(),
    )
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("reason", "varchar(32)", (c) => c.notNull())
    .addColumn("reference", "varchar(255)", (c) => c.notNull())
    .addColumn("user_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("credit_ledger_reason_reference", ["reason", "reference"])
    .execute();
  await db.schema.createIndex("credit_ledger_organisation").on("credit_ledger").column("organisation_id").execute();
}

/** Moves every entry into a ledger made anew, keeping `keep` (all of them unless told). */
async function rebuildLedger(db: Kysely<unknown>, organisationForeignKey: boolean, keep = "1 = 1"): Promise<void> {
  // Migrations run in a transaction on PostgreSQL but not on SQLite, where the rebuild makes its own:
  // a crash between the drop and the copy back must not lose the accounts.
  const rebuild = async (trx: Kysely<unknown>) => {
    const columns = sql.raw(COLUMNS.join(", "));
    await sql`CREATE TABLE credit_ledger_copy AS SELECT ${columns} FROM credit_ledger`.execute(trx);
    await trx.schema.dropTable("credit_ledger").execute();
    await createLedger(trx, { organisationForeignKey });
    await sql`INSERT INTO credit_ledger (${columns}) SELECT ${columns} FROM credit_ledger_copy WHERE ${sql.raw(keep)}`.execute(
      trx,
    );
    await trx.schema.dropTable("credit_ledger_copy").execute();
  };
  if (db.isTransaction) await rebuild(db);
  else await db.transaction().execute(rebuild);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildLedger(db, false);
}

// Entries of deleted organisations cannot point at them again, so going back drops them.
export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildLedger(db, true, "organisation_id IN (SELECT id FROM organisations)");
}
