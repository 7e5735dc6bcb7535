import { TRIAL_CREDITS } from "@redpen/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buyCreditsToggle, creditPack, DECLINED_CARD, payWithCard, TEST_CARD } from "./checkout";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();

/** The api's default packs (PRODUCTS unset, VAT_RATE 20%), as the page should show them: cheapest first. */
const PACKS = [
  {
    name: "20 essays",
    price: "€19.00 + VAT",
    vat: "VAT 20% €3.80, total €22.80",
    perEssay: "€0.95 per essay",
    stars: "1 star",
  },
  {
    name: "50 essays",
    price: "€39.00 + VAT",
    vat: "VAT 20% €7.80, total €46.80",
    perEssay: "€0.78 per essay",
    stars: "2 stars",
  },
  {
    name: "100 essays",
    price: "€69.00 + VAT",
    vat: "VAT 20% €13.80, total €82.80",
    perEssay: "€0.69 per essay",
    stars: "3 stars",
  },
  {
    name: "200 essays",
    price: "€119.00 + VAT",
    vat: "VAT 20% €23.80, total €142.80",
    perEssay: "€0.60 per essay",
    stars: "4 stars",
  },
];

/** Opens the Credits page at its path, or by its name: `/credits` leads to `/billing`. */
async function openCredits(page: Page, path: "/billing" | "/credits" = "/billing"): Promise<void> {
  await page.goto(`${product().url}${path}`);
  await page.waitForURL(`${product().url}/billing`);
  await page.getByRole("heading", { name: "Credits", level: 1 }).waitFor();
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  // A string: the e2e code is typed for Node, without the DOM.
  return (await page.evaluate(
    "document.documentElement.scrollWidth <= document.documentElement.clientWidth",
  )) as boolean;
}

describe("the Credits page", () => {
  it("shows the trial credits, the packs by price and the usage; a changed price and a declined card buy nothing, the test card adds the pack's credits; it fits a phone", async () => {
    const email = "billing.teacher@school.test";
    const page = await signUpTeacher(browser(), product(), email);

    // With the trial's 10 credits the notice is calm and the packs are closed until asked for.
    await openCredits(page);
    await page.getByText(`You have ${TRIAL_CREDITS} credits left.`).waitFor();
    expect(await buyCreditsToggle(page).getAttribute("aria-expanded")).toBe("false");
    await page
      .getByRole("region", { name: "Usage - last 30 days" })
      .getByText("No essays were corrected in this period yet.")
      .waitFor();
    await page.getByText("More than 200 essays?").waitFor();
    expect(await page.getByRole("link", { name: "sales@redpen.app" }).getAttribute("href")).toBe(
      "mailto:sales@redpen.app",
    );
    await buyCreditsToggle(page).click();
    await creditPack(page, PACKS[0]!.name).waitFor();

    // One corrected essay later: 9 credits, no warning yet, the packs open and the teacher in the usage table.
    await correctTextEssay(page, product(), { text: TEXT_ESSAY });
    await openCredits(page, "/credits");
    const afterEssay = TRIAL_CREDITS - 1;
    await page.getByText(`You have ${afterEssay} credits left.`).waitFor();
    expect(await buyCreditsToggle(page).getAttribute("aria-expanded")).toBe("true");
    const usage = page.getByRole("region", { name: "Usage - last 30 days" });
    await usage.getByRole("columnheader", { name: "User" }).waitFor();
    await usage.getByRole("columnheader", { name: "Corrected essays" }).waitFor();
    expect(await usage.getByRole("row").allInnerTexts()).toEqual(["User\tCorrected essays", `${email}\t1`]);

    // The packs, cheapest first, the middle one highlighted, stars growing, prices before VAT, the VAT and per essay.
    const packs = page.getByRole("list", { name: "Credit packs" }).getByRole("listitem");
    await packs.first().waitFor();
    expect(await packs.count()).toBe(PACKS.length);
    for (const [index, pack] of PACKS.entries()) {
      const card = packs.nth(index);
      await card.getByRole("heading", { name: pack.name }).waitFor();
      await card.getByText(pack.price, { exact: true }).waitFor();
      await card.getByText(pack.vat, { exact: true }).waitFor();
      await card.getByText(pack.perEssay, { exact: true }).waitFor();
      await card.getByRole("img", { name: pack.stars }).waitFor();
      expect(await card.getByText("Most popular").count()).toBe(index === 1 ? 1 : 0);
    }

    // A pack whose price changed since the page loaded is refused, in the card, and nothing is bought.
    await page.route(/\/api\/v1\/payments\?/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("product_price_cents", "100");
      return route.fallback({ url: url.toString() });
    });
    await creditPack(page, PACKS[0]!.name).getByRole("button", { name: "Buy" }).click();
    await page
      .getByRole("region", { name: "Buy credits" })
      .getByRole("alert")
      .filter({
        hasText:
          'The credit pack "20 essays" has changed: it is now 20 essays for 19.00 euros. Reload the Credits page and choose a pack again.',
      })
      .waitFor();
    await page.unroute(/\/api\/v1\/payments\?/);
    expect(await creditPack(page, PACKS[0]!.name).getByRole("button", { name: "Buy" }).isEnabled()).toBe(true);

    // While the checkout is being opened, every Buy button waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let paymentRequests = 0;
    await page.route(/\/api\/v1\/payments\?/, async (route) => {
      paymentRequests += 1;
      await held;
      await route.fallback();
    });
    const bought = PACKS[1]!; // 50 essays
    // A double click opens one checkout.
    await creditPack(page, bought.name).getByRole("button", { name: "Buy" }).dblclick();
    await creditPack(page, bought.name).getByRole("button", { name: "Opening…" }).waitFor();
    for (const pack of PACKS) expect(await creditPack(page, pack.name).getByRole("button").isDisabled()).toBe(true);
    release();
    await page.waitForURL(/\/checkout\//);
    expect(paymentRequests).toBe(1);
    await page.unroute(/\/api\/v1\/payments\?/);

    // The local checkout: a declined card stays on the form.
    await page.getByRole("heading", { name: bought.name }).waitFor();
    await payWithCard(page, DECLINED_CARD);
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    expect(page.url()).toMatch(/\/checkout\//);

    // The test card pays: /payment-success, then /billing with the pack's credits added once.
    await payWithCard(page, TEST_CARD);
    await page.waitForURL(`${product().url}/billing`);
    await page.getByText("Payment received: your credits are added.").waitFor();
    const afterPurchase = afterEssay + 50;
    await page.getByText(`You have ${afterPurchase} credits left.`).waitFor();
    expect(await buyCreditsToggle(page).getAttribute("aria-expanded")).toBe("false");

    // The message is for the arrival only; the credits stay.
    await page.reload();
    await page.getByText(`You have ${afterPurchase} credits left.`).waitFor();
    expect(await page.getByText("Payment received: your credits are added.").count()).toBe(0);

    // /payment-success opened directly, without the checkout's session_id, announces nothing.
    await page.goto(`${product().url}/payment-success`);
    await page.waitForURL(`${product().url}/billing`);
    await page.getByText(`You have ${afterPurchase} credits left.`).waitFor();
    expect(await page.getByText("Payment received: your credits are added.").count()).toBe(0);

    // On a phone the packs stack in one column and nothing scrolls sideways.
    await page.setViewportSize(VIEWPORTS.phone);
    await buyCreditsToggle(page).click();
    await packs.nth(3).waitFor();
    const boxes = await Promise.all([0, 1].map((index) => packs.nth(index).boundingBox()));
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(boxes[0]!.x).toBe(boxes[1]!.x);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });
});
