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

/**
 * Posts a refused card: the form comes back in the reply itself, never by a redirect, so the card
 * holder's name and expiry stay out of every address. The page's links and form.
 */
async function payRefused(page: string, form: Record<string, string>, status = 400) {
  const reply = await pay(page, form);
  expect(reply.status).toBe(status);
  expect(reply.headers.get("location")).toBeNull();
  expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await reply.text();
  // The form posts (to the page's own address, with no query), and no link carries a field typed in it.
  expect(html).toMatch(/<form method="post">/);
  for (const address of [...html.matchAll(/(?:href|action|src)="([^"]*)"/g)].map((match) => match[1]!)) {
    expect(address).not.toContain("name=");
    expect(address).not.toContain("expiry=");
    expect(address).not.toContain(encodeURIComponent(form.expiry ?? "").replace("%2F", "/"));
  }
  return html;
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
      "Price: €39.00<br>VAT 20%: €7.80",
      "Total: €46.80",
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

  it("declines any other card with 402, keeping the name and expiry in the form only, and credits nothing", async () => {
    const { token, page, before } = await openCheckout();
    const html = await payRefused(
      page,
      { ...GOOD_CARD, card_number: "4000 0000 0000 0002", name: 'Ada "<b>" Teacher' },
      402,
    );
    expect(html).toContain('<p class="error" role="alert">Your card was declined.</p>');
    expect(html).toContain(`value="${escapeHtml('Ada "<b>" Teacher')}"`);
    expect(html).toContain(`value="${FUTURE_EXPIRY}"`);
    expect(html).not.toContain("4000 0000 0000 0002");
    expect(html).not.toContain('value="123"');
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
    const html = await payRefused(page, { ...GOOD_CARD, ...change });
    expect(html).toContain(message);
    expect(await creditsOf(ctx, token)).toBe(before);
  });

  it("takes nothing from its address: no message and no field is filled from a query", async () => {
    const { page } = await openCheckout();
    const forged = await fetch(
      `${page}?${new URLSearchParams({ error: "declined", name: '"><script>x</script>', expiry: "04/30" })}`,
    );
    expect(forged.status).toBe(200);
    const html = await forged.text();
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("04/30");
    expect(html).toContain('name="name" value=""');
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
        error_message:
          "The session id holds invisible characters (control characters, text direction overrides or broken Unicode): remove them.",
        error_field: "path.session_id",
      });
    }
  });
});
