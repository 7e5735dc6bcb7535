import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { formatEuros, type PaymentQuery, type Product } from "@redpen/contract";
import { completeCheckoutSession, findCheckoutSession, insertCheckoutSession } from "../db/checkout-sessions.queries";
import type { Database } from "../db/schema";
import { forbidden, productChanged } from "../errors";
import { readPaymentEvent } from "../payments/payment-event";
import type { PaymentProvider } from "../payments/payment-provider";
import { verifyPaymentEvent } from "../payments/webhook-signature";
import * as credits from "./credits.service";
import type { CurrentUser } from "./users.service";

/** What the payment calls need. */
export interface PaymentsDeps {
  db: Kysely<Database>;
  products: Product[];
  provider: PaymentProvider;
  /** Secret the provider signs its events with. */
  webhookSecret: string;
  logger: FastifyBaseLogger;
}

/** The pack on sale that the query names, with the same price and credits; 409 when it has changed. */
export function offeredProduct(products: Product[], query: PaymentQuery): Product {
  const product = products.find((candidate) => candidate.name === query.product_name);
  if (!product) throw productChanged(`The credit pack "${query.product_name}" is not on sale any more.`);
  if (product.price_cents !== query.product_price_cents || product.essay_quantity !== query.product_essay_quantity) {
    throw productChanged(`The credit pack "${product.name}" has changed: it is now ${product.essay_quantity} essays for ${formatEuros(product.price_cents)} euros.`);
  }
  return product;
}

/** Opens a checkout of the pack for the caller's current organisation; the address to send the browser to. */
export async function startCheckout(deps: PaymentsDeps, user: CurrentUser, query: PaymentQuery): Promise<string> {
  const product = offeredProduct(deps.products, query);
  const organisationId = user.organisationIds[0];
  if (!organisationId) throw forbidden("You are not in an organisation, so there are no credits to buy: ask a colleague to invite you.");
  const checkout = await deps.provider.openCheckout({ product, organisationId, userId: user.id });
  await insertCheckoutSession(deps.db, {
    id: checkout.sessionId,
    organisation_id: organisationId,
    user_id: user.id,
    product_name: product.name,
    price_cents: product.price_cents,
    essay_quantity: product.essay_quantity,
    provider: deps.provider.name,
    status: "open",
    created_at: new Date().toISOString(),
    completed_at: null,
  });
  return checkout.uri;
}

/** Events that mean a checkout is paid: at once, or later for slow payment methods. */
const PAID_EVENT_TYPES = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * Applies a signed payment event. A paid checkout credits its organisation with the pack and is
 * marked completed, in one transaction; the ledger's unique (reason, reference) makes a replayed
 * event credit nothing more. Other events, and sessions Redpen did not open, are acknowledged and ignored.
 */
export async function receivePaymentEvent(deps: PaymentsDeps, payload: Buffer | string, signature: string | undefined): Promise<void> {
  const event = readPaymentEvent(verifyPaymentEvent(payload, signature, deps.webhookSecret));
  if (!PAID_EVENT_TYPES.has(event.type)) return;
  const session = event.data.object;
  if (session.payment_status !== "paid") return;
  const sessionId = session.id;
  await deps.db.transaction().execute(async (trx) => {
    const checkout = await findCheckoutSession(trx, sessionId);
    if (!checkout) {
      deps.logger.warn({ sessionId, eventId: event.id }, "payment event for a checkout session Redpen did not open: ignored");
      return;
    }
    const now = new Date().toISOString();
    await credits.creditPurchase(trx, checkout, now);
    await completeCheckoutSession(trx, checkout.id, now);
  });
}
