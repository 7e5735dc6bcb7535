/** `npm run screenshots`: the school page's cards and the Credits page through a checkout. */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { buyPack, DECLINED_CARD, payWithCard, TEST_CARD } from "../e2e/checkout";
import { logoPng } from "../e2e/logo";
import type { RunningProduct } from "../e2e/product";
import { rememberForSchool } from "../e2e/product-database";
import type { Shoot } from "../e2e/shots";

/**
 * The school page: a mistyped invite, a sent one (a long address, to check phones), the
 * cancel-invitation dialog, its confirmation in the card and the logo (kept, so later pages show it in the header).
 */
export async function shootSchoolPageStates(page: Page, product: RunningProduct, shoot: Shoot) {
  await page.goto(`${product.url}/school`);
  const teachers = page.getByRole("region", { name: "Your teachers" });
  const field = teachers.getByRole("textbox", { name: "Teacher's email" });
  await field.fill("benedetta@school");
  await shoot(page, "09a-organisation-invalid-email");
  const invitee = "benedetta.colleague-longname@secondary-school.test";
  await field.fill(invitee);
  await teachers.getByRole("button", { name: "Invite" }).click();
  await teachers.getByText(`Sent invitation email to ${invitee}`).waitFor();
  await shoot(page, "09b-organisation-invited");
  await teachers.getByRole("button", { name: `Remove ${invitee}` }).click();
  await page.getByRole("dialog").waitFor();
  await shoot(page, "09c-organisation-cancel-invitation-dialog", { fullPage: false });
  await page.getByRole("dialog").getByRole("button", { name: "Cancel invitation" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await teachers.getByText(`Cancelled the invitation to ${invitee}.`).waitFor();
  await shoot(page, "09d-organisation-invitation-cancelled");
  const logoCard = page.getByRole("region", { name: "Your logo" });
  await logoCard
    .locator('input[type="file"]')
    .setInputFiles({ name: "school-logo.png", mimeType: "image/png", buffer: await logoPng() });
  await logoCard.getByRole("img", { name: "Current logo" }).waitFor();
  await page.getByRole("banner").getByRole("img", { name: "School logo" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "09e-organisation-logo");
  // Two corrections the school's teachers made three times, one then switched off.
  rememberForSchool(product, "ana@school.test", {
    original: "informations",
    replacement: "information",
    category: "noun number",
    explanation: "'Information' has no plural: say 'some information'.",
    before: "the",
    after: "about",
  });
  rememberForSchool(product, "ana@school.test", {
    original: "grant",
    replacement: "scholarship",
    category: "word choice",
    explanation: "Say 'scholarship' for money that pays for studies.",
    before: "small",
    after: "to",
  });
  await page.reload();
  const schoolCorrections = page.getByRole("region", { name: "Your school's corrections" });
  await schoolCorrections.getByRole("switch", { name: "Suggest “grant” → “scholarship”" }).click();
  await schoolCorrections.getByText("Switched off").waitFor();
  await shoot(page, "09f-organisation-remembered-corrections");
  await shootSchoolDataStates(page, shoot);
}

/** The school's data card (download, and deletion for its owner) and the deletion's dialog, left with Cancel. */
async function shootSchoolDataStates(page: Page, shoot: Shoot) {
  const card = page.getByRole("region", { name: "Your school's data" });
  const downloaded = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download your school's data" }).click();
  await downloaded;
  await card.getByText("Downloaded your school's data: JSON files and the photos, in one zip.").waitFor();
  await shoot(page, "09g-organisation-school-data");
  await card.getByRole("button", { name: "Delete the school" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete the school?" });
  await dialog.getByRole("textbox", { name: "School's name" }).fill("ana@school.test's organi");
  await shoot(page, "09h-organisation-delete-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * The Credits page with the packs open (under 10 credits) and the usage table, a pack being
 * opened, the local checkout declining a card, the page after paying with the test card (its
 * purchase listed) and the purchase's receipt.
 */
export async function shootCreditsStates(page: Page, product: RunningProduct, shoot: Shoot, out: string) {
  await page.goto(`${product.url}/billing`);
  await page.getByRole("list", { name: "Credit packs" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "24-billing-packs-and-usage");
  // Holding the checkout address back keeps the pack's 'Opening…' on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/payments\?/, async (route) => {
    await held;
    await route.fallback();
  });
  const opened = buyPack(page, "50 essays");
  await page.getByRole("button", { name: "Opening…" }).waitFor();
  await page.screenshot({ path: join(out, "25-billing-opening-checkout-desktop.png") });
  release();
  await opened;
  await page.unroute(/\/api\/v1\/payments\?/);
  await shoot(page, "26-checkout");
  await payWithCard(page, DECLINED_CARD);
  await page.getByRole("alert").waitFor();
  await shoot(page, "27-checkout-declined");
  await payWithCard(page, TEST_CARD);
  await page.waitForURL(`${product.url}/billing`);
  await page.getByText("Payment received: your credits are added.").waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "28-billing-paid");
  await page.getByRole("link", { name: /^Receipt of 50 essays/ }).click();
  await page.getByRole("article", { name: "Receipt" }).waitFor();
  await shoot(page, "29-receipt");
}
