import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse } from "@redpen/contract";
import { AnalyticsReceiver } from "../../../../test-support/analytics-receiver";
import { completedEvent, creditsOf, sendSignedEvent } from "../testing/payments";
import { listenOnLoopback, startTestApi, type TestContext } from "../testing/test-api";
import { bearer } from "../testing/essays";

const PACK = { name: "50 essays", price_cents: 3900, essay_quantity: 50 };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const receiver = new AnalyticsReceiver();
const apis: Record<"production" | "development", { ctx: TestContext; base: string }> = {} as never;

beforeAll(async () => {
  await receiver.start();
  for (const environment of ["production", "development"] as const) {
    const ctx = await startTestApi({
      ENVIRONMENT: environment,
      OIDC_CLIENT_ID: "redpen-web",
      PLAUSIBLE_DOMAIN: "redpen.school.example",
      PLAUSIBLE_HOST: receiver.url,
    });
    apis[environment] = { ctx, base: await listenOnLoopback(ctx.api) };
  }
});
afterAll(async () => {
  for (const { ctx } of Object.values(apis)) await ctx.close();
  await receiver.stop();
});

/** A teacher opens a checkout of PACK from a browser, and its payment event arrives. */
async function buyPack(environment: "production" | "development") {
  const { ctx, base } = apis[environment];
  const { token } = await ctx.teacherToken();
  const query = new URLSearchParams({
    product_name: PACK.name,
    product_price_cents: String(PACK.price_cents),
    product_essay_quantity: String(PACK.essay_quantity),
  });
  const reply = await fetch(`${base}/api/v1/payments?${query}`, {
    headers: { ...bearer(token), "user-agent": BROWSER },
  });
  const sessionId = new URL(PaymentResponse.parse(await reply.json()).data.uri).pathname.split("/").pop()!;
  const before = await creditsOf(ctx, token);
  const event = completedEvent(sessionId);
  expect((await sendSignedEvent(ctx, event, ctx.config.payments.webhookSecret)).statusCode).toBe(200);
  expect(await creditsOf(ctx, token)).toBe(before + PACK.essay_quantity);
  return { ctx, sessionId, event };
}

/** The stored checkout session. */
const checkoutSession = (ctx: TestContext, id: string) =>
  ctx.api.db.selectFrom("checkout_sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("analytics of a purchase", () => {
  it("in production, sends the purchase from the payment event once, with its pack and value in euros, as the teacher's", async () => {
    const { ctx, sessionId, event } = await buyPack("production");
    await receiver.waitFor(() => receiver.named("Purchase").length > 0);
    // The provider sends an event again when unsure it arrived: no second purchase.
    expect((await sendSignedEvent(ctx, event, ctx.config.payments.webhookSecret)).statusCode).toBe(200);
    // Whatever the second event sent has its answer once the api's analytics are flushed.
    await ctx.api.analytics!.flush();
    expect(receiver.named("Purchase")).toEqual([
      {
        name: "Purchase",
        domain: "redpen.school.example",
        url: "http://api.test/payment-success",
        props: { label: "50 essays" },
        revenue: { amount: "39.00", currency: "EUR" },
        userAgent: BROWSER,
        forwardedFor: "127.0.0.1",
      },
    ]);
    // The teacher's browser and address were kept for this event only.
    const session = await checkoutSession(ctx, sessionId);
    expect([session.visitor_user_agent, session.visitor_address]).toEqual([null, null]);
  });

  it("in development, sends nothing and keeps no visitor", async () => {
    const before = receiver.requests.length;
    const { ctx, sessionId } = await buyPack("development");
    // Development runs no analytics at all: nothing to send, nothing in flight.
    expect(ctx.api.analytics).toBeUndefined();
    expect(receiver.requests.length).toBe(before);
    const session = await checkoutSession(ctx, sessionId);
    expect([session.visitor_user_agent, session.visitor_address]).toEqual([null, null]);
  });

  it("lets the web app's pages reach exactly the analytics server in production, and only then", async () => {
    const policyOf = async (environment: "production" | "development") => {
      const header = (await fetch(`${apis[environment].base}/config.json`)).headers.get("content-security-policy")!;
      return new Map(
        header
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name!, sources]),
      );
    };
    const production = await policyOf("production");
    const issuer = new URL(apis.production.ctx.issuer.url).origin;
    expect(production.get("connect-src")).toEqual(["'self'", "http://api.test", issuer, receiver.url]);
    // The pageview is sent by Redpen's own code: no analytics script runs.
    expect(production.get("script-src")!.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    const development = await policyOf("development");
    expect(development.get("connect-src")).toEqual([
      "'self'",
      "http://api.test",
      new URL(apis.development.ctx.issuer.url).origin,
    ]);
  });
});
