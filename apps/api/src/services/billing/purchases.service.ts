import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { priceWithVat } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { CurrentUser } from "../../auth/current-user";
import type { CheckoutSessionRow } from "../../db/checkout-sessions.queries";
import type { OrganisationRow } from "../../db/organisations.queries";
import { findPurchase, insertPurchase, listPurchases, type PurchaseWithBuyer } from "../../db/purchases.queries";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import { getOrganisationForMember } from "../schools/organisations.service";

type Db = Kysely<Database> | Transaction<Database>;

/** What a purchase's receipt takes from the settings: the VAT rate and the seller. */
type ReceiptDeps = Pick<AppDeps, "vatRatePercent" | "seller">;

/**
 * Records a paid checkout as a purchase, in the transaction that credits it: the amounts at the
 * VAT rate of the settings, and the school's and the seller's details as they are now, so that a
 * receipt reads the same later whatever changes.
 */
export async function recordPurchase(
  db: Db,
  deps: ReceiptDeps,
  checkout: CheckoutSessionRow,
  school: OrganisationRow,
  receiptUrl: string | null,
  at: string,
): Promise<void> {
  const price = priceWithVat(checkout.price_cents, deps.vatRatePercent);
  await insertPurchase(db, {
    id: randomUUID(),
    organisation_id: checkout.organisation_id,
    checkout_session_id: checkout.id,
    buyer_user_id: checkout.user_id,
    pack_name: checkout.product_name,
    essay_quantity: checkout.essay_quantity,
    net_cents: price.netCents,
    vat_rate_basis_points: Math.round(deps.vatRatePercent * 100),
    vat_cents: price.vatCents,
    total_cents: price.totalCents,
    currency: "EUR",
    school_name: school.name,
    school_address: school.address,
    school_vat_number: school.vat_number,
    seller_name: deps.seller.name,
    seller_address: deps.seller.address,
    seller_vat_number: deps.seller.vatNumber,
    provider_receipt_url: receiptUrl,
    purchased_at: at,
  });
}

/** The school's purchases, newest first, for any of its members (404 unknown school, 403 not a member). */
export async function schoolPurchases(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<PurchaseWithBuyer[]> {
  await getOrganisationForMember({ db }, user, organisationId);
  return listPurchases(db, organisationId);
}

/** One purchase of the school, for its receipt; 404 when the school has no such purchase (another school's included). */
export async function schoolPurchase(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  purchaseId: string,
): Promise<PurchaseWithBuyer> {
  await getOrganisationForMember({ db }, user, organisationId);
  const purchase = await findPurchase(db, organisationId, purchaseId);
  if (!purchase) throw notFound("This receipt");
  return purchase;
}
