/**
 * The class set's states, for `npm run screenshots`: the upload page (a PDF chosen), the pages
 * being read (the progress bar), the proposed essays to regroup (one page out of focus, said to be
 * hard to read), one essay's text being checked beside its pages, a page zoomed in on, the essays
 * being corrected, a damaged scan's page that could not be read (said on its thumbnail), and the
 * confirmation before a set is deleted. `npx tsx scripts/screenshots-class-sets.ts` shoots them
 * alone, into /tmp/shots-class-sets (or `SHOTS_OUT`).
 */
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { pdfWithBrokenPage, scannedPdf } from "../apps/api/src/testing/class-set-pdfs";
import { launchChromium, startProduct, type RunningProduct } from "../e2e/product";
import { signUpTeacher } from "../e2e/teacher";
import { shooterInto, type Shoot } from "../e2e/shots";

const BODY =
  "In my opinion young people should do volunteer work, because it teaches them to help other people and to work in a team.";
const MORE = "They can also learn new skills that are useful for a job later, and they meet many interesting people.";
const PAGES = [
  `Maria Lopez\n\n${BODY}`,
  MORE,
  `Tom Smith\n\n${BODY}`,
  `Li Wei\n\n${BODY}`,
  MORE,
  `Anna Kowalska\n\n${BODY}`,
];

export async function shootClassSetStates(browser: Browser, product: RunningProduct, shoot: Shoot): Promise<void> {
  const page = await signUpTeacher(browser, product, "class.set.shots@school.test");
  await page.goto(`${product.url}/class-sets/new`);
  await page.getByRole("heading", { name: "Upload a class set" }).waitFor();
  await shoot(page, "40-class-set-upload-empty");
  await page.getByLabel("PDF or photos of the class set").setInputFiles({
    name: "class-4b.pdf",
    mimeType: "application/pdf",
    buffer: await scannedPdf(PAGES, { printed: true, blurred: [5] }),
  });
  await page.getByRole("combobox", { name: "Certificate" }).selectOption({ label: "Cambridge B2 First · B2 · essay" });
  await page
    .getByRole("textbox", { name: "Task the students wrote about" })
    .fill("Should young people do volunteer work?");
  await shoot(page, "41-class-set-upload-ready");
  await page.getByRole("button", { name: "Upload and read the pages" }).click();
  await page.getByText(/Reading page \d+ of 6/).waitFor();
  await shoot(page, "42-class-set-reading");
  await page.getByText("Redpen found", { exact: false }).waitFor({ timeout: 180_000 });
  await page.waitForLoadState("networkidle");
  await shoot(page, "43-class-set-grouping");
  // The essay whose second page is out of focus: its text checked beside its pages.
  const essay = page.getByRole("region", { name: /^Essay \d+$/ }).filter({ hasText: "Page 5 is" });
  await essay.getByRole("button", { name: "Check its text" }).click();
  await essay
    .getByRole("region", { name: /^Pages of essay/ })
    .getByRole("figure", { name: "Page 5" })
    .waitFor();
  await essay
    .getByRole("region", { name: /^Redpen is unsure of \d+ words?/ })
    .getByRole("button")
    .first()
    .click();
  await page.getByRole("img", { name: /^Where “.+” was read on page/ }).waitFor();
  await page.waitForLoadState("networkidle");
  await essay.scrollIntoViewIfNeeded();
  await shoot(page, "44-class-set-check-text");
  await essay.getByRole("button", { name: "Zoom in on page 5" }).click();
  await page.getByRole("dialog", { name: "Page 5" }).getByRole("button", { name: "Zoom in" }).click();
  await shoot(page, "44b-class-set-page-zoomed", { fullPage: false });
  await page.getByRole("dialog", { name: "Page 5" }).getByRole("button", { name: "Close" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.getByRole("button", { name: /^Correct \d+ essays?$/ }).click();
  await page.getByRole("list", { name: "Essays of the class set" }).waitFor();
  await shoot(page, "45-class-set-correcting");
  await page.getByText(/^All \d+ essays are done\.$/).waitFor({ timeout: 180_000 });
  await shoot(page, "46-class-set-corrected");

  await page.goto(`${product.url}/class-sets/new`);
  const damaged = pdfWithBrokenPage(await scannedPdf([PAGES[0]!, PAGES[1]!, PAGES[2]!, PAGES[3]!]), 3);
  await page
    .getByLabel("PDF or photos of the class set")
    .setInputFiles({ name: "class-4c.pdf", mimeType: "application/pdf", buffer: damaged });
  await page.getByRole("combobox", { name: "Certificate" }).selectOption({ label: "Cambridge B2 First · B2 · essay" });
  await page.getByRole("button", { name: "Upload and read the pages" }).click();
  await page.getByText("could not be read", { exact: false }).first().waitFor({ timeout: 180_000 });
  await page.waitForLoadState("networkidle");
  await shoot(page, "47-class-set-page-failed");
  await page.getByRole("button", { name: "Delete class set" }).click();
  await page.getByRole("dialog", { name: "Delete this class set?" }).waitFor();
  await shoot(page, "48-class-set-delete-confirm", { fullPage: false });
  await page.close();
}

if (process.argv[1]?.endsWith("screenshots-class-sets.ts")) {
  // SHOTS_OUT: another folder, when others shoot into the same machine's /tmp at the same time.
  const out = process.env.SHOTS_OUT ?? "/tmp/shots-class-sets";
  mkdirSync(out, { recursive: true });
  const product = await startProduct();
  const browser = await launchChromium();
  const shoot = shooterInto(out);
  try {
    await shootClassSetStates(browser, product, shoot);
  } finally {
    await browser.close();
    await product.stop();
  }
}
