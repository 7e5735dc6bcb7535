import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// Each paid credit pack, with what its receipt shows as it was when it was paid: the amounts and
// the VAT rate, the school's and the seller's names, addresses and VAT numbers, and the payment
// provider's own receipt. No foreign keys: like the credit ledger, a deleted school's purchases
// stay for the accounts. And the school's address and VAT number, which its owner sets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("organisations").addColumn("address", "text").execute();
  await db.schema.alterTable("organisations").addColumn("vat_number", "varchar(40)").execute();
  await db.schema
    .createTable("purchases")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    // Counts every purchase of the installation from 1, for the receipt's number.
    .addColumn("receipt_number", "integer", (c) => c.notNull().unique())
    .addColumn("organisation_id", "varchar(36)", (c) => c.notNull())
    .addColumn("checkout_session_id", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("buyer_user_id", "varchar(36)")
    .addColumn("pack_name", "text", (c) => c.notNull())
    .addColumn("essay_quantity", "integer", (c) => c.notNull())
    .addColumn("net_cents", "integer", (c) => c.notNull())
    // The VAT rate in hundredths of a percent (2000 for 20%), exact where a float would not be.
    .addColumn("vat_rate_basis_points", "integer", (c) => c.notNull())
    .addColumn("vat_cents", "integer", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "varchar(3)", (c) => c.notNull())
    .addColumn("school_name", "text", (c) => c.notNull())
    .addColumn("school_address", "text")
    .addColumn("school_vat_number", "varchar(40)")
    .addColumn("seller_name", "text", (c) => c.notNull())
    .addColumn("seller_address", "text")
    .addColumn("seller_vat_number", "varchar(40)")
    .addColumn("provider_receipt_url", "text")
    .addColumn("purchased_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("purchases_organisation_purchased")
    .on("purchases")
    .columns(["organisation_id", "purchased_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("purchases").execute();
  await db.schema.alterTable("organisations").dropColumn("vat_number").execute();
  await db.schema.alterTable("organisations").dropColumn("address").execute();
}
