import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { priceWithVat } from "@redpen/contract";
import type { CheckoutSessionRow } from "../db/checkout-sessions.queries";
import { billingUrl, paymentSuccessUrlTemplate } from "./checkout-urls";

/**
 * The `checkout.session.completed` event Stripe sends when a Checkout Session is paid, shaped as
 * Stripe shapes it (the fields Redpen and Stripe's libraries read, and the usual ones around them).
 */
export function checkoutCompletedEvent(
  session: CheckoutSessionRow,
  buyer: { name: string },
  appUrl: string,
  vatRatePercent: number,
) {
  const price = priceWithVat(session.price_cents, vatRatePercent);
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_subtotal: price.totalCents,
        amount_total: price.totalCents,
        currency: "eur",
        mode: "payment",
        created: Math.floor(Date.parse(session.created_at) / 1000),
        livemode: false,
        payment_status: "paid",
        status: "complete",
        client_reference_id: session.organisation_id,
        customer_details: { name: buyer.name },
        metadata: {
          organisation_id: session.organisation_id,
          user_id: session.user_id,
          product_name: session.product_name,
          essay_quantity: String(session.essay_quantity),
        },
        success_url: paymentSuccessUrlTemplate(appUrl),
        cancel_url: billingUrl(appUrl),
        url: null,
      },
    },
  };
}
