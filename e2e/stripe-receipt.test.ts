import { afterAll, describe, expect, it } from "vitest";
import { completedEvent, signatureOf } from "../apps/api/src/testing/payments";
import { StripeProtocolServer, stripeReceiptUrl } from "../apps/api/src/testing/stripe-protocol-server";
import { buyCreditsToggle, creditPack } from "./checkout";
import { useRunningProduct } from "./product";
import { signUpTeacher } from "./teacher";

// Stripe's API is played by the protocol server the api's tests use; its hosted checkout page, on
// a domain that does not exist, is answered by the browser test itself.
const stripe = await new StripeProtocolServer().start();
afterAll(() => stripe.stop());
const WEBHOOK_SECRET = "whsec_e2e_redpen_stripe";
const { product, browser } = useRunningProduct(() => ({
  STRIPE_SECRET_KEY: "sk_test_e2e_redpen",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
}));

/** Sends Stripe's signed event that the checkout session is paid to the product's webhook. */
async function stripePays(sessionId: string): Promise<void> {
  const payload = JSON.stringify(completedEvent(sessionId));
  const reply = await fetch(`${product().url}/api/v1/payments`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signatureOf(payload, WEBHOOK_SECRET) },
    body: payload,
  });
  expect(reply.status).toBe(200);
}

describe("a purchase paid through Stripe", () => {
  it("charges the pack with its VAT and links Stripe's own receipt from Redpen's", async () => {
    const page = await signUpTeacher(browser(), product(), "stripe.owner@school.test");
    await page.route("https://checkout.stripe.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Stripe Checkout</h1>" }),
    );
    await page.goto(`${product().url}/billing`);
    // The trial's 10 credits are no reason to open the packs: they wait for a click.
    await page.getByText("You have 10 credits left.").waitFor();
    await buyCreditsToggle(page).click();
    await creditPack(page, "50 essays").getByRole("button", { name: "Buy" }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripe.sessions.at(-1)!;
    const opened = stripe.requests.find((request) => request.method === "POST");
    expect(opened?.fields["line_items[0][price_data][unit_amount]"]).toBe("4680");

    await stripePays(session.id);
    await page.goto(`${product().url}/payment-success?session_id=${session.id}`);
    await page.waitForURL(`${product().url}/billing`);
    await page.getByText("Payment received: your credits are added.").waitFor();
    const row = page.getByRole("table", { name: "Purchases" }).getByRole("row").nth(1);
    expect((await row.innerText()).replace(/\s+/g, " ")).toContain(
      "50 essays stripe.owner@school.test €39.00 €7.80 (20%) €46.80",
    );

    await row.getByRole("link", { name: /^Receipt of 50 essays/ }).click();
    const link = page.getByRole("link", { name: "Stripe's receipt" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(stripeReceiptUrl(session.id));
    expect(await link.getAttribute("target")).toBe("_blank");
  });
});
