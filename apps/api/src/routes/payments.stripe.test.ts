import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse, PurchaseListResponse } from "@redpen/contract";
import { bearer } from "../testing/essays";
import { completedEvent, creditsOf, requestCheckout, sendSignedEvent } from "../testing/payments";
import { StripeProtocolServer, stripeReceiptUrl } from "../testing/stripe-protocol-server";
import { startTestApi, type TestContext } from "../testing/test-api";

const PACK = { name: "100 essays", price_cents: 6900, essay_quantity: 100 };
const WEBHOOK_SECRET = "whsec_test_redpen_stripe";

let stripe: StripeProtocolServer;
let ctx: TestContext;
beforeAll(async () => {
  stripe = await new StripeProtocolServer().start();
  ctx = await startTestApi({
    STRIPE_SECRET_KEY: "sk_test_redpen",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

describe("payments through Stripe Checkout", () => {
  it("opens a Stripe Checkout Session and credits the pack once on its signed completed event", async () => {
    const { token } = await ctx.teacherToken();
    const me = (await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me", headers: bearer(token) })).json();
    const organisationId = me.data.relationships.organisation_ids_sorted[0];
    const before = await creditsOf(ctx, token);

    const reply = await requestCheckout(ctx, token, PACK);
    expect(reply.statusCode).toBe(200);
    const session = stripe.sessions.at(-1)!;
    expect(PaymentResponse.parse(reply.json()).data.uri).toBe(session.url);

    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      authorization: "Bearer sk_test_redpen",
    });
    expect(request.fields).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      // The pack's net price and its VAT at the default 20%: what the school pays.
      "line_items[0][price_data][unit_amount]": "8280",
      "line_items[0][price_data][product_data][name]": "100 essays",
      success_url: "http://api.test/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://api.test/billing",
      client_reference_id: organisationId,
      "metadata[organisation_id]": organisationId,
      "metadata[user_id]": me.id,
      "metadata[product_name]": "100 essays",
      "metadata[essay_quantity]": "100",
    });

    const events = Array.from({ length: 3 }, () => sendSignedEvent(ctx, completedEvent(session.id), WEBHOOK_SECRET));
    expect((await Promise.all(events)).map((event) => event.statusCode)).toEqual([200, 200, 200]);
    expect(await creditsOf(ctx, token)).toBe(before + 100);

    // One purchase, with Stripe's own receipt of the charge, asked for with the charge expanded.
    const purchases = await ctx.api.app.inject({
      method: "GET",
      url: `/api/v1/organisations/${organisationId}/purchases`,
      headers: bearer(token),
    });
    const listed = PurchaseListResponse.parse(purchases.json()).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.data).toMatchObject({
      net_cents: 6900,
      vat_cents: 1380,
      total_cents: 8280,
      provider_receipt_url: stripeReceiptUrl(session.id),
    });
    const retrieval = stripe.requests.find((sent) => sent.method === "GET");
    expect(retrieval?.path).toBe(`/v1/checkout/sessions/${session.id}`);
  });

  it("refuses events signed with any other secret, and serves no local checkout page", async () => {
    const { token } = await ctx.teacherToken();
    const before = await creditsOf(ctx, token);
    await requestCheckout(ctx, token, PACK);
    const event = completedEvent(stripe.sessions.at(-1)!.id);
    expect((await sendSignedEvent(ctx, event, "whsec_local_guess")).statusCode).toBe(400);
    expect(await creditsOf(ctx, token)).toBe(before);
    const page = await ctx.api.app.inject({ method: "GET", url: `/api/v1/checkout/${stripe.sessions.at(-1)!.id}` });
    expect(page.statusCode).toBe(404);
  });

  it("answers 502 with a clear message when Stripe cannot be reached", async () => {
    const unreachable = await startTestApi({
      STRIPE_SECRET_KEY: "sk_test_redpen",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: "http://127.0.0.1:1",
    });
    try {
      const { token } = await unreachable.teacherToken();
      const reply = await requestCheckout(unreachable, token, PACK);
      expect(reply.statusCode).toBe(502);
      expect(reply.json()).toEqual({
        error_code: "PAYMENT_PROVIDER_UNAVAILABLE",
        error_message: expect.stringMatching(/try again/),
      });
    } finally {
      await unreachable.close();
    }
  });
});
