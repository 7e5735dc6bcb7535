import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTER_MESSAGE, PaymentResponse } from "@redpen/contract";
import { bearer } from "../testing/essays";
import {
  completedEvent,
  creditsOf,
  requestCheckout,
  sendEvent,
  sendSignedEvent,
  signatureOf,
} from "../testing/payments";
import { startTestApi, type TestContext } from "../testing/test-api";

const PACK = { name: "50 essays", price_cents: 3900, essay_quantity: 50 };

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await startTestApi();
  secret = ctx.config.payments.webhookSecret;
});
afterAll(async () => ctx?.close());

/** A teacher with an open local checkout of PACK. */
async function teacherWithCheckout() {
  const { token } = await ctx.teacherToken();
  const reply = await requestCheckout(ctx, token, PACK);
  const sessionId = new URL(PaymentResponse.parse(reply.json()).data.uri).pathname.split("/").pop()!;
  return { token, sessionId, before: await creditsOf(ctx, token) };
}

describe("GET /api/v1/payments", () => {
  it("opens a local checkout of the pack for the teacher's organisation", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await requestCheckout(ctx, token, PACK);
    expect(reply.statusCode).toBe(200);
    const { uri } = PaymentResponse.parse(reply.json()).data;
    expect(uri).toMatch(/^http:\/\/api\.test\/api\/v1\/checkout\/cs_local_[0-9a-f]{32}$/);
    const me = (await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me", headers: bearer(token) })).json();
    const session = await ctx.api.db
      .selectFrom("checkout_sessions")
      .selectAll()
      .where("id", "=", uri.split("/").pop()!)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      organisation_id: me.data.relationships.organisation_ids_sorted[0],
      user_id: me.id,
      product_name: "50 essays",
      price_cents: 3900,
      essay_quantity: 50,
      provider: "local",
      status: "open",
    });
  });

  it.each([
    ["a changed price", { ...PACK, price_cents: 100 }, /"50 essays" has changed.*Reload the Credits page/],
    ["a changed quantity", { ...PACK, essay_quantity: 500 }, /has changed/],
    [
      "an unknown pack",
      { ...PACK, name: "1000 essays" },
      /"1000 essays" is not on sale any more.*Reload the Credits page/,
    ],
  ])("refuses %s with 409 and asks to reload the billing page", async (_case, pack, message) => {
    const { token } = await ctx.teacherToken();
    const reply = await requestCheckout(ctx, token, pack);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error_code).toBe("PRODUCT_CHANGED");
    expect(reply.json().error_message).toMatch(message);
  });

  it.each([
    [
      "a price that is not a number",
      "product_name=50%20essays&product_price_cents=abc&product_essay_quantity=50",
      "query.product_price_cents",
      /^The credit pack's price must be a number\.$/,
    ],
    [
      "a missing quantity",
      "product_name=50%20essays&product_price_cents=3900",
      "query.product_essay_quantity",
      /^The credit pack's number of credits must be a number\.$/,
    ],
    ["no query", "", "query.product_name", /^The credit pack's name is missing\./],
  ])("refuses %s with 400", async (_case, query, field, message) => {
    const { token } = await ctx.teacherToken();
    const reply = await ctx.api.app.inject({ method: "GET", url: `/api/v1/payments?${query}`, headers: bearer(token) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error_code: "VALIDATION_FAILED", error_field: field, error_message: message });
  });

  it("refuses a teacher with no organisation (403) and a caller without a token (401)", async () => {
    const { token } = await ctx.teacherToken();
    const me = (await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me", headers: bearer(token) })).json();
    await ctx.api.db.deleteFrom("organisation_members").where("user_id", "=", me.id).execute();
    const reply = await requestCheckout(ctx, token, PACK);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error_message).toMatch(/not in a school/);
    const anonymous = await ctx.api.app.inject({
      method: "GET",
      url: "/api/v1/payments?product_name=50%20essays&product_price_cents=3900&product_essay_quantity=50",
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("POST /api/v1/payments (the payment events)", () => {
  it("credits nothing to a school deleted between its checkout and the payment", async () => {
    const { token, sessionId } = await teacherWithCheckout();
    const me = (await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me", headers: bearer(token) })).json();
    const school = me.data.organisations[0];
    const deleted = await ctx.api.app.inject({
      method: "DELETE",
      url: `/api/v1/organisations/${school.id}`,
      headers: bearer(token),
      payload: { data: { name: school.name } },
    });
    expect(deleted.statusCode).toBe(204);
    // Its open checkout went with it: the event is acknowledged and credits nothing.
    expect((await sendSignedEvent(ctx, completedEvent(sessionId), secret)).statusCode).toBe(200);
    const purchases = await ctx.api.db
      .selectFrom("credit_ledger")
      .select("id")
      .where("organisation_id", "=", school.id)
      .where("reason", "=", "purchase")
      .execute();
    expect(purchases).toEqual([]);
  });

  it("credits the pack once for a paid checkout, however often and however concurrently the event comes", async () => {
    const { token, sessionId, before } = await teacherWithCheckout();
    for (let i = 0; i < 5; i++) {
      const reply = await sendSignedEvent(ctx, completedEvent(sessionId), secret);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ received: true });
    }
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => sendSignedEvent(ctx, completedEvent(sessionId), secret)),
    );
    expect(concurrent.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await creditsOf(ctx, token)).toBe(before + 50);
    const session = await ctx.api.db
      .selectFrom("checkout_sessions")
      .selectAll()
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe("completed");
    expect(session.completed_at).not.toBeNull();
  });

  it("credits once when the first five events arrive together", async () => {
    const { token, sessionId, before } = await teacherWithCheckout();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => sendSignedEvent(ctx, completedEvent(sessionId), secret)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await creditsOf(ctx, token)).toBe(before + 50);
  });

  it.each([
    ["no signature", (payload: string) => ({ payload, signature: "" })],
    [
      "a tampered payload",
      (payload: string) => ({
        payload: payload.replace('"amount_total":3900', '"amount_total":1'),
        signature: signatureOf(payload, secret),
      }),
    ],
    ["another secret", (payload: string) => ({ payload, signature: signatureOf(payload, "whsec_someone_else") })],
    [
      "a timestamp 10 minutes old",
      (payload: string) => ({ payload, signature: signatureOf(payload, secret, Math.floor(Date.now() / 1000) - 600) }),
    ],
    ["a garbled header", (payload: string) => ({ payload, signature: "t=abc,v1=xyz" })],
  ])("refuses an event with %s (400 INVALID_SIGNATURE) and credits nothing", async (_case, make) => {
    const { token, sessionId, before } = await teacherWithCheckout();
    const { payload, signature } = make(JSON.stringify(completedEvent(sessionId)));
    const reply = await sendEvent(ctx, payload, signature);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_code).toBe("INVALID_SIGNATURE");
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it("acknowledges and ignores other events, unpaid checkouts and sessions it did not open", async () => {
    const { token, sessionId, before } = await teacherWithCheckout();
    for (const event of [
      completedEvent(sessionId, { type: "payment_intent.succeeded" }),
      completedEvent(sessionId, { type: "checkout.session.expired" }),
      completedEvent(sessionId, { payment_status: "unpaid" }),
      completedEvent("cs_test_not_ours"),
    ]) {
      const reply = await sendSignedEvent(ctx, event, secret);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ received: true });
    }
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it("credits a checkout paid later (async_payment_succeeded)", async () => {
    const { token, sessionId, before } = await teacherWithCheckout();
    const reply = await sendSignedEvent(
      ctx,
      completedEvent(sessionId, { type: "checkout.session.async_payment_succeeded" }),
      secret,
    );
    expect(reply.statusCode).toBe(200);
    expect(await creditsOf(ctx, token)).toBe(before + 50);
  });

  it.each([
    [
      "no data",
      (sessionId: string) => ({ id: "evt_test_no_data", type: "checkout.session.completed", session: sessionId }),
    ],
    ["data null", (sessionId: string) => ({ ...completedEvent(sessionId), data: null })],
    ["no data.object", (sessionId: string) => ({ ...completedEvent(sessionId), data: {} })],
    [
      "a session without an id",
      (sessionId: string) => ({
        ...completedEvent(sessionId),
        data: { object: { payment_status: "paid", session: sessionId } },
      }),
    ],
    ["null", () => null],
    ["a list", (sessionId: string) => [completedEvent(sessionId)]],
  ])("refuses a signed event with %s (400 INVALID_EVENT) and credits nothing", async (_case, make) => {
    const { token, sessionId, before } = await teacherWithCheckout();
    const payload = JSON.stringify(make(sessionId));
    const reply = await sendEvent(ctx, payload, signatureOf(payload, secret));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_message: expect.stringMatching(/^The payment event is not a Stripe event/),
      error_code: "INVALID_EVENT",
    });
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it("refuses a signed event whose session id holds a control character with 400 (PostgreSQL cannot look it up)", async () => {
    const reply = await sendSignedEvent(ctx, completedEvent("cs_local_\u0000x"), secret);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "INVALID_EVENT",
      error_message: expect.stringContaining(`data.object.id: ${FORBIDDEN_CHARACTER_MESSAGE}`),
    });
  });

  it("refuses a signed body that is not JSON with 400", async () => {
    const reply = await sendEvent(ctx, "not json", signatureOf("not json", secret));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_code).toBe("INVALID_EVENT");
  });
});
