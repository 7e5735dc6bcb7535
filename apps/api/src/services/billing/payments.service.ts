import { formatEuros, priceWithVat, type PaymentQuery, type Product } from "@redpen/contract";
import type { Analytics, Visitor } from "../../analytics/analytics";
import {
  completeCheckoutSession,
  findCheckoutSession,
  insertCheckoutSession,
  type CheckoutSessionRow,
} from "../../db/checkout-sessions.queries";
import { findOrganisation } from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import { forbidden, productChanged } from "../../errors";
import { readPaymentEvent } from "../../payments/payment-event";
import { verifyPaymentEvent } from "../../payments/webhook-signature";
import * as credits from "./credits.service";
import { recordPurchase } from "./purchases.service";
import type { CurrentUser } from "../../auth/current-user";
import type { AppDeps } from "../../app-deps";

/** What the payment calls need. */
type PaymentsDeps = Pick<
  AppDeps,
  "db" | "products" | "paymentProvider" | "webhookSecret" | "logger" | "analytics" | "vatRatePercent" | "seller"
>;

/** The pack on sale that the query names, with the same price and credits; 409 when it has changed. */
export function offeredProduct(products: Product[], query: PaymentQuery): Product {
  const product = products.find((candidate) => candidate.name === query.product_name);
  if (!product) throw productChanged(`The credit pack "${query.product_name}" is not on sale any more.`);
  if (product.price_cents !== query.product_price_cents || product.essay_quantity !== query.product_essay_quantity) {
    throw productChanged(
      `The credit pack "${product.name}" has changed: it is now ${product.essay_quantity} essays for ${formatEuros(product.price_cents)} euros.`,
    );
  }
  return product;
}

/**
 * Opens a checkout of the pack for the caller's current organisation; the address to send the
 * browser to. While analytics run, the caller's browser and address are kept with it until it is
 * paid, for the purchase event.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  user: CurrentUser,
  query: PaymentQuery,
  visitor: Visitor,
): Promise<string> {
  const product = offeredProduct(deps.products, query);
  const organisationId = user.organisationIds[0];
  if (!organisationId)
    throw forbidden("You are not in a school, so there are no credits to buy: ask a colleague to invite you.");
  const { totalCents } = priceWithVat(product.price_cents, deps.vatRatePercent);
  const checkout = await deps.paymentProvider.openCheckout({ product, totalCents, organisationId, userId: user.id });
  await insertCheckoutSession(deps.db, {
    id: checkout.sessionId,
    organisation_id: organisationId,
    user_id: user.id,
    product_name: product.name,
    price_cents: product.price_cents,
    essay_quantity: product.essay_quantity,
    provider: deps.paymentProvider.name,
    status: "open",
    created_at: new Date().toISOString(),
    completed_at: null,
    visitor_user_agent: deps.analytics ? visitor.userAgent : null,
    visitor_address: deps.analytics ? visitor.address : null,
  });
  return checkout.uri;
}

/** Events that mean a checkout is paid: at once, or later for slow payment methods. */
const PAID_EVENT_TYPES = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * The purchase of docs/behaviour/api.md, sent once the payment is applied: from here rather than from the
 * browser, it is counted once, even when the teacher closes the page before coming back.
 */
function countPurchase(analytics: Analytics, checkout: CheckoutSessionRow): void {
  const visitor =
    checkout.visitor_user_agent !== null && checkout.visitor_address !== null
      ? { userAgent: checkout.visitor_user_agent, address: checkout.visitor_address }
      : undefined;
  void analytics.send(
    "Purchase",
    "/payment-success",
    { label: checkout.product_name, valueCents: checkout.price_cents },
    visitor,
  );
}

/**
 * Applies a signed payment event. A paid checkout credits its organisation with the pack, is
 * recorded as a purchase with its receipt's details and is marked completed, in one transaction; the ledger's unique (reason, reference) makes a replayed
 * event credit nothing more, and count no second purchase. Other events, and sessions Redpen did
 * not open, are acknowledged and ignored.
 */
export async function receivePaymentEvent(
  deps: PaymentsDeps,
  payload: Buffer | string,
  signature: string | undefined,
): Promise<void> {
  const event = readPaymentEvent(verifyPaymentEvent(payload, signature, deps.webhookSecret));
  if (!PAID_EVENT_TYPES.has(event.type)) return;
  const session = event.data.object;
  if (session.payment_status !== "paid") return;
  const sessionId = session.id;
  // Asked before the transaction, which holds the school's lock: no outside call waits inside it.
  const receiptUrl = await deps.paymentProvider.receiptUrl(sessionId);
  const purchased = await deps.db.transaction().execute(async (trx) => {
    const opened = await findCheckoutSession(trx, sessionId);
    // The school's deletion takes the same lock: a school deleted meanwhile is credited nothing.
    const checkout = opened && (await lockOrganisationRow(trx, opened.organisation_id)) && opened;
    if (!checkout) {
      deps.logger.warn(
        { sessionId, eventId: event.id },
        "payment event for a checkout session Redpen did not open: ignored",
      );
      return undefined;
    }
    const school = await findOrganisation(trx, checkout.organisation_id);
    if (!school) {
      deps.logger.error(
        { sessionId, eventId: event.id, organisationId: checkout.organisation_id },
        "a school paid for credits after it was deleted: nothing credited, refund the payment from the provider",
      );
      return undefined;
    }
    const now = new Date().toISOString();
    const credited = await credits.creditPurchase(trx, checkout, now);
    if (credited) await recordPurchase(trx, deps, checkout, school, receiptUrl, now);
    await completeCheckoutSession(trx, checkout.id, now);
    return credited ? checkout : undefined;
  });
  if (purchased && deps.analytics) countPurchase(deps.analytics, purchased);
}
