import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

export type PurchaseRow = Selectable<Database["purchases"]>;
/** A purchase with the email and name of who bought it (both null once their account is gone). */
export type PurchaseWithBuyer = PurchaseRow & { buyer_email: string | null; buyer_name: string | null };

/**
 * Records a purchase with the next receipt number. Two purchases paid at the same instant may
 * reach for the same number: the unique constraint refuses the second, its payment event fails and
 * the provider sends it again, when it gets the next number.
 */
export async function insertPurchase(db: Db, purchase: Omit<Insertable<Database["purchases"]>, "receipt_number">) {
  const last = await db
    .selectFrom("purchases")
    .select((eb) => eb.fn.max("receipt_number").as("last"))
    .executeTakeFirst();
  const receiptNumber = Number(last?.last ?? 0) + 1;
  await db
    .insertInto("purchases")
    .values({ ...purchase, receipt_number: receiptNumber })
    .execute();
}

function purchasesWithBuyer(db: Db, organisationId: string) {
  return db
    .selectFrom("purchases")
    .leftJoin("users", "users.id", "purchases.buyer_user_id")
    .selectAll("purchases")
    .select(["users.email as buyer_email", "users.name as buyer_name"])
    .where("purchases.organisation_id", "=", organisationId);
}

/** The organisation's purchases, newest first. */
export function listPurchases(db: Db, organisationId: string): Promise<PurchaseWithBuyer[]> {
  return purchasesWithBuyer(db, organisationId)
    .orderBy("purchases.purchased_at", "desc")
    .orderBy("purchases.receipt_number", "desc")
    .execute();
}

/** One purchase of the organisation; undefined when it has no such purchase (another school's included). */
export function findPurchase(
  db: Db,
  organisationId: string,
  purchaseId: string,
): Promise<PurchaseWithBuyer | undefined> {
  return purchasesWithBuyer(db, organisationId).where("purchases.id", "=", purchaseId).executeTakeFirst();
}

/** Credits of the organisation's last purchased pack; null before its first purchase. */
export async function lastPackCredits(db: Db, organisationId: string): Promise<number | null> {
  const row = await db
    .selectFrom("purchases")
    .select("essay_quantity")
    .where("organisation_id", "=", organisationId)
    .orderBy("purchased_at", "desc")
    .orderBy("receipt_number", "desc")
    .executeTakeFirst();
  return row?.essay_quantity ?? null;
}
