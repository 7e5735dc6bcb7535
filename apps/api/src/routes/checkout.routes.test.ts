import { beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse } from "@redpen/contract";
import escapeHtml from "escape-html";
import { creditsOf, requestCheckout } from "../testing/payments";
import { listenOnLoopback } from "../testing/test-api";
import { useTestApi } from "../testing/essay-suite";

const PACK = { name: "50 essays", price_cents: 3900, essay_quantity: 50 };
// December of next year: always in the future, whatever year the tests run in.
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`;
const GOOD_CARD = { card_number: "4242 4242 4242 4242", expiry: FUTURE_EXPIRY, cvc: "123", name: "Ada Teacher" };

const ctx = useTestApi();
let base: string;
beforeAll(async () => {
  // The page sends its payment event to this api over HTTP, so the api listens here.
  base = await listenOnLoopback(ctx.api);
});

/** A teacher with an open local checkout; its page's address on the listening api. */
async function openCheckout() {
  const { token } = await ctx.teacherToken();
  const { uri } = PaymentResponse.parse((await requestCheckout(ctx, token, PACK)).json()).data;
  const url = new URL(uri);
  return {
    token,
    page: `${base}${url.pathname}`,
    sessionId: url.pathname.split("/").pop()!,
    before: await creditsOf(ctx, token),
  };
}

const pay = (page: string, form: Record<string, string>) =>
  fetch(page, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });

/** Posts a refused card: the reply sends the browser back to the page by GET (so Back and reload post nothing); that page. */
async function payRefused(page: string, form: Record<string, string>) {
  const reply = await pay(page, form);
  expect(reply.status).toBe(303);
  const location = reply.headers.get("location")!;
  const retry = await fetch(new URL(location, page));
  expect(retry.status).toBe(200);
  return { location, html: await retry.text() };
}

describe("the local checkout page", () => {
  it("shows the pack, its price and a card form", async () => {
    const { page } = await openCheckout();
    const reply = await fetch(page);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await reply.text();
    for (const text of [
      "50 essays",
      "Total: €39.00 + VAT",
      ">Card number<",
      ">Expiry (MM/YY)<",
      ">CVC<",
      ">Name on card<",
      ">Pay</button>",
      "4242 4242 4242 4242",
      'href="http://api.test/billing">Cancel<',
    ]) {
      expect(html).toContain(text);
    }
    // Self-contained: no outside scripts, styles or images.
    expect(html).not.toMatch(/<script|<link|src=|url\(/);
  });

  it("pays with the test card: the organisation gets the pack once and the browser goes to /payment-success", async () => {
    const { token, page, sessionId, before } = await openCheckout();
    const reply = await pay(page, GOOD_CARD);
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe(`http://api.test/payment-success?session_id=${sessionId}`);
    expect(await creditsOf(ctx, token)).toBe(before + 50);

    const again = await pay(page, GOOD_CARD);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("already paid");
    expect((await fetch(page)).status).toBe(410);
    expect(await creditsOf(ctx, token)).toBe(before + 50);
  });

  it("declines any other card, keeping the other fields, and credits nothing", async () => {
    const { token, page, before } = await openCheckout();
    const { location, html } = await payRefused(page, {
      ...GOOD_CARD,
      card_number: "4000 0000 0000 0002",
      name: 'Ada "<b>" Teacher',
    });
    const retry = new URL(location, page);
    expect(retry.pathname).toBe(new URL(page).pathname);
    // The card number and CVC never go in an address.
    expect(Object.fromEntries(retry.searchParams)).toEqual({
      error: "declined",
      name: 'Ada "<b>" Teacher',
      expiry: FUTURE_EXPIRY,
    });
    expect(html).toContain('<p class="error" role="alert">Your card was declined.</p>');
    expect(html).toContain(`value="${escapeHtml('Ada "<b>" Teacher')}"`);
    expect(html).toContain(`value="${FUTURE_EXPIRY}"`);
    expect(html).not.toContain("4000 0000 0000 0002");
    expect(html).not.toContain("<b>");
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it.each([
    ["no card number", { card_number: "" }, "Enter the card number"],
    ["letters in the card number", { card_number: "4242 abcd 4242 4242" }, "Enter the card number"],
    ["a past expiry", { expiry: "01/20" }, "This card has expired"],
    ["a month 13", { expiry: `13/${FUTURE_EXPIRY.slice(3)}` }, "Enter the expiry date as MM/YY"],
    ["a 2-digit CVC", { cvc: "12" }, "Enter the CVC"],
    ["no name", { name: "  " }, "Enter the name on the card."],
  ])("shows the form again for %s, and credits nothing", async (_case, change, message) => {
    const { token, page, before } = await openCheckout();
    const { html } = await payRefused(page, { ...GOOD_CARD, ...change });
    expect(html).toContain(message);
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it("shows only the messages it knows for an error code, never text from the address", async () => {
    const { page } = await openCheckout();
    const forged = await fetch(
      `${page}?${new URLSearchParams({ error: "<script>alert(1)</script>", name: '"><script>x</script>' })}`,
    );
    expect(forged.status).toBe(200);
    const html = await forged.text();
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("<script");
    expect(html).toContain(`value="${escapeHtml('"><script>x</script>')}"`);
    for (const code of ["toString", "__proto__", "constructor"]) {
      expect(await (await fetch(`${page}?error=${code}`)).text()).not.toContain('role="alert"');
    }
  });

  it("says an unknown checkout was not found, with the way back to billing", async () => {
    for (const reply of [
      await fetch(`${base}/api/v1/checkout/cs_local_nothing`),
      await pay(`${base}/api/v1/checkout/cs_local_nothing`, GOOD_CARD),
    ]) {
      expect(reply.status).toBe(404);
      const html = await reply.text();
      expect(html).toContain("Checkout not found");
      expect(html).toContain('href="http://api.test/billing"');
    }
  });

  // Found by the fuzz test: PostgreSQL refuses a NUL in a lookup, which came back as a 500.
  it("refuses a session id with a control character with 400, on both databases", async () => {
    for (const reply of [
      await fetch(`${base}/api/v1/checkout/cs_local%00x`),
      await pay(`${base}/api/v1/checkout/cs_local%00x`, GOOD_CARD),
    ]) {
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({
        error_code: "VALIDATION_FAILED",
        error_message: expect.stringMatching(/^session_id: remove the control characters/),
      });
    }
  });
});
