import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse } from "@redpen/contract";
import { creditsOf, requestCheckout } from "../../testing/payments";
import { startTestApi, type TestContext } from "../../testing/test-api";
import { payLocalCheckout } from "./local-checkout.service";

const PACK = { name: "50 essays", price_cents: 3900, essay_quantity: 50 };

let ctx: TestContext;
let silent: Server;
beforeAll(async () => {
  ctx = await startTestApi();
  // Takes the connection and never answers, like a payments endpoint that hangs.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  silent?.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
  await ctx?.close();
});

describe("payLocalCheckout", () => {
  // The page's event goes to the api's own address, which a test over HTTP cannot point at a server
  // that hangs, so the service is called with that server's address.
  it("gives up on a payments endpoint that does not answer and shows the form again with a clear message", async () => {
    const { token } = await ctx.teacherToken();
    const { uri } = PaymentResponse.parse((await requestCheckout(ctx, token, PACK)).json()).data;
    const before = await creditsOf(ctx, token);
    const { port } = silent.address() as AddressInfo;
    const deps = {
      db: ctx.api.db,
      appUrl: "http://api.test",
      webhookSecret: ctx.config.payments.webhookSecret,
      vatRatePercent: ctx.config.payments.vatRatePercent,
      paymentsEndpoint: () => `http://127.0.0.1:${port}/api/v1/payments`,
    };
    const form = {
      card_number: "4242 4242 4242 4242",
      expiry: `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`,
      cvc: "123",
      name: "Ada Teacher",
    };

    const outcome = await payLocalCheckout(deps, new URL(uri).pathname.split("/").pop()!, form, "test-nonce");
    expect(outcome).toMatchObject({
      status: 502,
      html: expect.stringContaining("The payment could not be recorded just now"),
    });
    expect(await creditsOf(ctx, token)).toBe(before);
  });
});
