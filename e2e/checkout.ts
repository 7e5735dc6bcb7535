/**
 * What a teacher does on /billing and on the api's local checkout page (the embedded stand-in for
 * Stripe Checkout), shared by the billing test and the screenshots.
 */
import type { Page } from "playwright-core";
import { apiRequest, clickSending } from "./click-sending";

/** December, a few years ahead: an expiry that never falls in the past, whenever the tests run. */
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 5) % 100).padStart(2, "0")}`;

/** The one card the local checkout accepts, like Stripe's test mode. */
export const TEST_CARD = { number: "4242 4242 4242 4242", expiry: FUTURE_EXPIRY, cvc: "123", name: "Ana Garcia" };

/** A well-formed card the local checkout declines. */
export const DECLINED_CARD = { ...TEST_CARD, number: "4000 0000 0000 0002" };

/** A pack on /billing, found by its name. */
export function creditPack(page: Page, name: string) {
  return page.getByRole("list", { name: "Credit packs" }).getByRole("listitem", { name });
}

/** The 'Buy credits' accordion's button, which opens and closes it. */
export function buyCreditsToggle(page: Page) {
  return page.getByRole("button", { name: "Buy credits" });
}

/** Clicks 'Buy' on a pack and waits for the checkout page. */
export async function buyPack(page: Page, name: string): Promise<void> {
  const buy = creditPack(page, name).getByRole("button", { name: "Buy" });
  await clickSending(page, buy, apiRequest("GET", "/api/v1/payments"), `'Buy' on ${name}`);
  // Generous: a product just started beside another test file's can be slow on 2 cores. A refused
  // checkout fails at once with the page's own words rather than at the time limit.
  const refused = page.getByRole("region", { name: "Buy credits" }).getByRole("alert").first();
  await Promise.race([
    page.waitForURL(/\/checkout\//, { timeout: 90_000 }),
    refused.waitFor({ timeout: 90_000 }).then(
      async () => {
        throw new Error(`'Buy' was refused: ${await refused.innerText()}`);
      },
      () => undefined,
    ),
  ]);
}

/** Fills the local checkout's card form and presses 'Pay'. */
export async function payWithCard(page: Page, card: typeof TEST_CARD): Promise<void> {
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry (MM/YY)").fill(card.expiry);
  await page.getByLabel("CVC").fill(card.cvc);
  await page.getByLabel("Name on card").fill(card.name);
  await page.getByRole("button", { name: "Pay" }).click();
}
