import { TRIAL_CREDITS } from "@redpen/contract";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { buyCreditsToggle, buyPack, creditPack, payWithCard, TEST_CARD } from "./checkout";
import { spendCredits } from "./credits";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfPages } from "./pdf-text";
import type { RunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { story } from "./story";
import { signUpTeacher } from "./teacher";

/** The seller as an operator sets it; VAT_RATE is left to its default, 20%. */
export const SELLER_SETTINGS = {
  SELLER_NAME: "Redpen Ltd",
  SELLER_ADDRESS: "1 Quay Street\\nDublin 2",
  SELLER_VAT_NUMBER: "IE1234567T",
};

const EMAIL = "receipts.owner@school.test";
const SCHOOL = `${EMAIL}'s school`;
const ADDRESS = "Calle Mayor 1\n28013 Madrid";
const VAT_NUMBER = "ESB12345678";

const creditBanner = (page: Page) => page.getByRole("alert").filter({ hasText: /credits? left/ });

/**
 * A school's owner sets its address, buys packs, prints a receipt and is warned when credits run
 * low, on the product `product()` (on SQLite or on PostgreSQL, as `label` says).
 */
export function receiptsStory(
  label: "sqlite" | "postgres",
  product: () => RunningProduct,
  browser: () => Browser,
): void {
  /** Opens the Credits page and waits for its heading. */
  async function openCredits(page: Page): Promise<void> {
    await page.goto(`${product().url}/billing`);
    await page.getByRole("heading", { name: "Credits", level: 1 }).waitFor();
  }

  /** Opens the essay list from the header's logo, as a teacher goes home, and waits for its credits to be read. */
  async function openHome(page: Page): Promise<void> {
    const credits = page.waitForResponse((response) => response.url().endsWith("/users/me/billing"));
    await page.goto(`${product().url}/`);
    await credits;
    await page.getByRole("button", { name: "New essay" }).waitFor();
  }

  /** A screenshot's name, the same on SQLite as before PostgreSQL told the story too. */
  const shotName = (name: string) => (label === "sqlite" ? name : `${name}-${label}`);

  let page: Page;

  story(
    "a school's owner sets its address, buys a pack, prints its receipt, and is warned only when credits run low",
    (it) => {
      it("sets the school's address and VAT number on the school page", async () => {
        page = await signUpTeacher(browser(), product(), EMAIL);
        await page.goto(`${product().url}/school`);
        const card = page.getByRole("region", { name: "Address and VAT number" });
        await card.getByLabel("Address", { exact: true }).fill(ADDRESS);
        // A wrong character is named as typed, and nothing can be saved.
        await card.getByLabel("VAT number", { exact: true }).fill("ES<B1>");
        await card.getByText("a VAT number has only letters, digits, spaces, dots and hyphens").waitFor();
        expect(await card.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
        await card.getByLabel("VAT number", { exact: true }).fill(VAT_NUMBER);
        await card.getByRole("button", { name: "Save" }).click();
        await card.getByText("Saved. New receipts will show them.").waitFor();
        await shootIfAsked(page, shotName("school-address"), { region: card });
        await page.reload();
        expect(await card.getByLabel("VAT number", { exact: true }).inputValue()).toBe(VAT_NUMBER);
      });

      it("names the page Credits everywhere: its heading, the tab and the header's link", async () => {
        await page.getByRole("link", { name: "Credits" }).click();
        await page.waitForURL(`${product().url}/billing`);
        await page.getByRole("heading", { name: "Credits", level: 1 }).waitFor();
        expect(await page.title()).toBe("Credits · Redpen");
        expect(await page.getByText("Billing").count()).toBe(0);
        await page.getByText("Your school has bought no credits yet.").waitFor();
      });

      it("shows no warning after the first trial essay", async () => {
        await correctTextEssay(page, product(), { text: TEXT_ESSAY });
        await openCredits(page);
        await page.getByText(`You have ${TRIAL_CREDITS - 1} credits left.`).waitFor();
        await openHome(page);
        expect(await creditBanner(page).count()).toBe(0);
      });

      it("buys a pack with the VAT worked out, and lists the purchase", async () => {
        // With 9 credits the packs open by themselves once the count has loaded: a click then would close them.
        await openCredits(page);
        await page.getByText(`You have ${TRIAL_CREDITS - 1} credits left.`).waitFor();
        expect(await buyCreditsToggle(page).getAttribute("aria-expanded")).toBe("true");
        await creditPack(page, "20 essays").getByText("VAT 20% €3.80, total €22.80").waitFor();
        await shootIfAsked(page, shotName("credits-packs-with-vat"));
        await buyPack(page, "20 essays");
        await page.getByText("Total: €22.80").waitFor();
        await payWithCard(page, TEST_CARD);
        await page.waitForURL(`${product().url}/billing`);
        await page.getByText("Payment received: your credits are added.").waitFor();

        const purchases = page.getByRole("table", { name: "Purchases" });
        await purchases.getByRole("row").nth(1).waitFor();
        const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
          new Date(),
        );
        // A row's last cell is the 'Receipt' link, which its button's layout sets on a line of its own.
        const rows = (await purchases.getByRole("row").allInnerTexts()).map((row) => row.replace(/\n/g, ""));
        expect(rows).toEqual([
          "Date\tPack\tBought by\tNet\tVAT\tTotal\tReceipt",
          `${today}\t20 essays\t${EMAIL}\t€19.00\t€3.80 (20%)\t€22.80\tReceipt`,
        ]);
        await shootIfAsked(page, shotName("credits-with-purchase"));
      });

      it("opens the purchase's receipt, naming seller and school, and prints it alone", async () => {
        await page.getByRole("link", { name: /^Receipt of 20 essays/ }).click();
        await page.waitForURL(/\/billing\/receipts\//);
        const receipt = page.getByRole("article", { name: "Receipt" });
        await receipt.waitFor();
        // As shown: the overlines "Sold by" and "Sold to" in capitals.
        const text = (await receipt.innerText()).replace(/\s+/g, " ");
        for (const part of [
          "SOLD BY Redpen Ltd 1 Quay Street Dublin 2 VAT number: IE1234567T",
          `SOLD TO ${SCHOOL} Calle Mayor 1 28013 Madrid VAT number: ${VAT_NUMBER}`,
          "Redpen credits: 20 essays 1 €19.00",
          "Net €19.00 VAT 20% €3.80 Total paid €22.80",
          `Bought by ${EMAIL}`,
        ])
          expect(text).toContain(part);
        expect(await page.title()).toMatch(/^Receipt R-\d{6} · Redpen$/);
        // Paid at the local checkout: there is no Stripe receipt to link to.
        expect(await page.getByRole("link", { name: "Stripe's receipt" }).count()).toBe(0);
        await shootIfAsked(page, shotName("receipt"));

        // 'Print' asks the browser's print dialog (stubbed: a real one would block the page).
        await page.evaluate("window.printCalls = 0; window.print = () => { window.printCalls += 1; };");
        await page.getByRole("button", { name: "Print" }).click();
        await expect.poll(() => page.evaluate("window.printCalls")).toBe(1);
        const pages = (await pdfPages(await page.pdf({ format: "A4" }))).map((pageText) =>
          pageText.replace(/\s+/g, " "),
        );
        expect(pages).toHaveLength(1);
        for (const part of ["Receipt", "Redpen Ltd", "IE1234567T", SCHOOL, VAT_NUMBER, "€3.80", "€22.80"])
          expect(pages[0]).toContain(part);
        for (const screenOnly of ["Back to Credits", "Print", "Log out"]) expect(pages[0]).not.toContain(screenOnly);
      });

      it("warns at 3 credits or fewer, and under a tenth of the last pack", async () => {
        // 9 trial credits left and 20 bought: 29. Down to 4, the list stays calm; at 3 it warns.
        await spendCredits(product(), EMAIL, 25);
        await openHome(page);
        expect(await creditBanner(page).count()).toBe(0);
        await spendCredits(product(), EMAIL, 1);
        await openHome(page);
        await creditBanner(page).filter({ hasText: "Only 3 credits left: each essay uses one." }).waitFor();

        // After a pack of 200, 20 left is a tenth: calm; 19 is under it: a warning.
        await openCredits(page);
        await page.getByText("Only 3 credits left: each essay uses one.").waitFor();
        await buyPack(page, "200 essays");
        await payWithCard(page, TEST_CARD);
        await page.getByText("Payment received: your credits are added.").waitFor();
        await spendCredits(product(), EMAIL, 183);
        await openHome(page);
        expect(await creditBanner(page).count()).toBe(0);
        await spendCredits(product(), EMAIL, 1);
        await openHome(page);
        await creditBanner(page).filter({ hasText: "Only 19 credits left: each essay uses one." }).waitFor();
      });
    },
  );
}
