import Stripe from "stripe";
import { bearer } from "./essays";
import type { TestContext } from "./test-api";

/** The caller's remaining credits, as GET /users/me/billing gives them. */
export async function creditsOf(ctx: TestContext, token: string): Promise<number> {
  const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me/billing", headers: bearer(token) });
  return reply.json().data.organisation_essay_quantity_remaining as number;
}

/** GET /payments for a pack; the reply. */
export function requestCheckout(
  ctx: TestContext,
  token: string,
  pack: { name: string; price_cents: number; essay_quantity: number },
) {
  const query = new URLSearchParams({
    product_name: pack.name,
    product_price_cents: String(pack.price_cents),
    product_essay_quantity: String(pack.essay_quantity),
  });
  return ctx.api.app.inject({ method: "GET", url: `/api/v1/payments?${query}`, headers: bearer(token) });
}

/** A `checkout.session.completed` event for a session, as Stripe sends it. */
export function completedEvent(sessionId: string, overrides: { type?: string; payment_status?: string } = {}) {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: overrides.type ?? "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        amount_total: 3900,
        currency: "eur",
        payment_status: overrides.payment_status ?? "paid",
        status: "complete",
      },
    },
  };
}

/** The Stripe-Signature header of a payload, as Stripe makes it. */
export const signatureOf = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/** POST /payments with a payload and a Stripe-Signature header (none when empty). */
export function sendEvent(ctx: TestContext, payload: string, signature: string) {
  return ctx.api.app.inject({
    method: "POST",
    url: "/api/v1/payments",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    payload,
  });
}

/** POST /payments of an event signed with `secret`. */
export const sendSignedEvent = (ctx: TestContext, event: object, secret: string) => {
  const payload = JSON.stringify(event);
  return sendEvent(ctx, payload, signatureOf(payload, secret));
};
