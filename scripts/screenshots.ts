/**
 * `npm run screenshots`: starts the product as `npm start` does, walks through sign-up and the
 * essay pages in headless Chromium and saves each page at desktop and phone width under
 * ./screenshots, to look at.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { buyPack, DECLINED_CARD, payWithCard, TEST_CARD } from "../e2e/checkout";
import {
  addPhotos,
  B2_FIRST_ESSAY,
  correctIt,
  describeAssignment,
  openNewEssay,
  pasteEssay,
  pickCertificate,
  selectInCorrections,
  waitForCorrected,
} from "../e2e/essay-flow";
import { PAGES, TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "../e2e/essays";
import { handwrittenPhotos } from "../e2e/fixtures/fixtures";
import { logoPng } from "../e2e/logo";
import { blurredPhoto } from "../e2e/photos";
import { expectNoCspViolations } from "../e2e/csp-guard";
import { launchChromium, startProduct } from "../e2e/product";
import { clearFixFailure, failFix, insertGradedEssay, rememberForSchool } from "../e2e/product-database";
import { openShareLink } from "../e2e/share-link";
import { VIEWPORTS } from "../e2e/teacher";
import { shootPhotoCheckStates } from "./screenshots-photo-check";
import { shootReviewStates } from "./screenshots-review";
import { shootSchoolStates, type Shoot } from "./screenshots-schools";
import { shootShareStates } from "./screenshots-share";
import { shootClassStates } from "./screenshots-classes";

const out = join(import.meta.dirname, "..", "screenshots");
mkdirSync(out, { recursive: true });
const product = await startProduct();
const browser = await launchChromium();

/**
 * Saves the page at each width: the whole page, or only what is on screen (for dialogs). A menu is
 * opened by `open` after each resize (it would stay where the wider page had it) and closed after.
 */
const shoot: Shoot = async (page, name, { fullPage = true, open } = {}) => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // A full-page shot of a scrolled page draws the sticky header where the viewport was.
    if (!open) await page.evaluate("window.scrollTo(0, 0)");
    await open?.();
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(out, `${name}-${label}.png`), fullPage });
    if (open) {
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "detached" });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

/**
 * The teacher's marking: a correction's dialog and its change form, a new correction of selected
 * words, the marked essay with a rejected correction, the fix-the-text dialog, the view after a
 * fix, and the question before a new feedback draft replaces the teacher's own.
 */
async function shootMarkingStates(page: Page) {
  const corrections = page.getByRole("region", { name: "Corrections", exact: true });
  const mark = (from: string, to: string) =>
    corrections.getByRole("button", { name: `Correction: ${from} to ${to}. Enter to open, Delete to reject.` });
  await mark("freind", "friend").focus();
  await page.keyboard.press("Delete");
  await mark("wich", "which").click();
  const dialog = page.getByRole("dialog", { name: "Correction" });
  await dialog.waitFor();
  await shoot(page, "40-marking-correction-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Change" }).click();
  await dialog.getByRole("textbox", { name: "Replacement" }).fill("that");
  await shoot(page, "41-marking-change-form", { fullPage: false });
  await dialog.getByRole("button", { name: "Save change" }).click();
  await selectInCorrections(page, "shy");
  await corrections.getByRole("button", { name: "Correct “shy”" }).click();
  const add = page.getByRole("dialog", { name: "Correct “shy”" });
  await add.getByRole("textbox", { name: "Replacement" }).fill("nervous");
  await shoot(page, "42-marking-add-correction", { fullPage: false });
  await add.getByRole("button", { name: "Add correction" }).click();
  await mark("shy", "nervous").waitFor();
  await page.getByText("Saving…").waitFor({ state: "detached" });
  await shoot(page, "43-essay-marked");

  await corrections.getByRole("button", { name: "Fix text" }).click();
  const fix = page.getByRole("dialog", { name: "Fix the text" });
  const box = fix.getByRole("textbox", { name: "Essay text" });
  await box.fill(
    (await box.inputValue())
      .replace("When I was sixteen", "When I was fifteen")
      .replace("At the beginning I was very shy", "At the beginning I was quite shy"),
  );
  await shoot(page, "44-fix-text-dialog", { fullPage: false });
  await fix.getByRole("button", { name: "Save and correct again" }).click();
  await corrections.getByText("You fixed the text").waitFor({ timeout: 60_000 });
  await shoot(page, "45-essay-text-fixed");

  const feedback = page.getByRole("region", { name: "Student feedback" });
  await feedback.getByRole("button", { name: "Edit" }).click();
  await feedback
    .getByRole("textbox", { name: "Feedback for the student" })
    .fill("Marta, well done. Read your essay again slowly before you hand it in.");
  await feedback.getByRole("button", { name: "Save" }).click();
  await feedback.getByRole("button", { name: "Draft again" }).click();
  await page.getByRole("dialog", { name: "Replace your feedback?" }).waitFor();
  await shoot(page, "46-redraft-question", { fullPage: false });
  await page.getByRole("button", { name: "Keep mine" }).click();
}

/**
 * The printouts of the marked essay: 'Print Correction' and 'Print all' as the print view shows
 * them at each width, and as PDFs at A4 and Letter; with Debian's pdftoppm (poppler-utils) on the
 * PATH, each PDF page is saved as a PNG as well.
 */
async function shootPrintStates(page: Page) {
  // The real print dialog would hold the page; the printout stays rendered for the shots.
  await page.evaluate("window.print = () => {}");
  for (const [button, name] of [
    ["Print Correction", "46a-print-correction"],
    ["Print all", "46b-print-all"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await page.locator(".marked-paper").waitFor({ state: "attached" });
    await page.emulateMedia({ media: "print" });
    await shoot(page, name);
    await page.emulateMedia({ media: null });
    for (const format of ["A4", "Letter"] as const) {
      await page.getByRole("button", { name: button }).click();
      await page.locator(".marked-paper").waitFor({ state: "attached" });
      const pdf = join(out, `${name}-${format}.pdf`);
      writeFileSync(pdf, await page.pdf({ format }));
      const pages = spawnSync("pdftoppm", ["-png", "-r", "80", pdf, pdf.replace(/\.pdf$/, "")]);
      if (pages.error) console.log(`pdftoppm is not installed: ${pdf} is saved without page images.`);
    }
  }
}

/**
 * The grading card: a criterion typed past its top band (said inline, the total within the
 * maximum), the teacher's saved grade called theirs in the card and the summary, and why Redpen
 * advised a criterion.
 */
async function shootGradingStates(page: Page) {
  const grading = page.getByRole("region", { name: "Grading" });
  const language = grading.getByRole("spinbutton", { name: "Language" });
  await language.fill("7");
  await grading.getByText("Language can be at most 5.").waitFor();
  await shoot(page, "16a-grading-limit");
  await language.fill("4");
  await grading.getByRole("button", { name: "Save" }).click();
  await grading.getByText("Your grade", { exact: true }).waitFor();
  await shoot(page, "16b-grading-your-grade");
  const why = grading.getByRole("button", { name: "Why Redpen advised this grade for Language" });
  await why.click();
  await grading.getByRole("region", { name: "Why Language was advised" }).waitFor();
  await page.mouse.move(0, 0);
  await shoot(page, "16c-grading-why-advised");
  await why.click();
}

/**
 * The organisation page: a mistyped invite, a sent one (a long address, to check phones), the
 * cancel-invitation dialog, its confirmation in the card and the logo (kept, so later pages show it in the header).
 */
async function shootOrganisationStates(page: Page) {
  await page.goto(`${product.url}/organisation`);
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
  await page.getByRole("banner").getByRole("img", { name: "Organisation logo" }).waitFor();
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
  const remembered = page.getByRole("region", { name: "Remembered corrections" });
  await remembered.getByRole("switch", { name: "Suggest “grant” → “scholarship”" }).click();
  await remembered.getByText("Switched off").waitFor();
  await shoot(page, "09f-organisation-remembered-corrections");
  await shootSchoolDataStates(page);
}

/** The school's data card (download, and deletion for its owner) and the deletion's dialog, left with Cancel. */
async function shootSchoolDataStates(page: Page) {
  const card = page.getByRole("region", { name: "Your school's data" });
  const downloaded = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download your school's data" }).click();
  await downloaded;
  await card.getByText("Downloaded your school's data: JSON files and the photos, in one zip.").waitFor();
  await shoot(page, "09g-organisation-school-data");
  await card.getByRole("button", { name: "Delete the organisation" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete the organisation?" });
  await dialog.getByRole("textbox", { name: "Organisation's name" }).fill("ana@school.test's organi");
  await shoot(page, "09h-organisation-delete-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * The billing page with the packs open (under 10 credits) and the usage table, a pack being
 * opened, the local checkout declining a card, and the page after paying with the test card.
 */
async function shootBillingStates(page: Page) {
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
}

try {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await page.goto(`${product.url}/signup?email=ana@school.test`);
  await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
  await shoot(page, "01-signup");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await shoot(page, "02-signup-error");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await shoot(page, "03-check-your-inbox");
  // Logging in before confirming the address shows /unverified-email.
  await page.getByRole("link", { name: "Already confirmed? Log in" }).click();
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${product.url}/unverified-email`);
  await page.getByRole("button", { name: "Login again" }).waitFor();
  await shoot(page, "03-unverified-email");
  await page.goto(product.mailboxUrl);
  await shoot(page, "04-mailbox");
  await page.getByRole("link", { name: /Confirm your email/ }).click();
  await shoot(page, "05-mail");
  await page.getByRole("link", { name: /verify-email/ }).click();
  await shoot(page, "06-verified");
  // Signed in already: the app renews its token, which now says the address is confirmed.
  await page.getByRole("link", { name: "Continue to Redpen" }).click();
  await page.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
  await shoot(page, "07-home-welcome");
  for (const [path, name] of [
    ["/billing", "08-billing"],
    ["/organisation", "09-organisation"],
    ["/essays", "10-essay-no-id"],
  ] as const) {
    await page.goto(`${product.url}${path}`);
    await page.waitForLoadState("networkidle");
    await shoot(page, name);
  }
  await shootOrganisationStates(page);

  // A text essay: the empty page, the filled page, Correcting, the corrected view and the share dialog.
  await page.goto(`${product.url}/`);
  await openNewEssay(page, "text");
  await shoot(page, "13-new-text-essay");
  await pasteEssay(page, TEXT_ESSAY);
  await pickCertificate(page, B2_FIRST_ESSAY);
  await describeAssignment(page, { topic: TEXT_ESSAY_TOPIC, studentName: "Marta Rossi" });
  await shoot(page, "14-new-text-essay-filled");
  // Holding the essay's first reply back keeps 'Correcting' on screen long enough to take it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/essays\/[0-9a-f-]{36}$/, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.fallback();
  });
  await correctIt(page);
  await page.getByRole("heading", { name: "Correcting" }).waitFor();
  await shoot(page, "15-essay-correcting");
  release();
  await page.unroute(/\/api\/v1\/essays\/[0-9a-f-]{36}$/);
  await waitForCorrected(page);
  await shoot(page, "16-essay-corrected");
  await page.locator("del", { hasText: "responsable" }).first().hover();
  await page.getByRole("tooltip").waitFor();
  await page.waitForTimeout(300); // the tooltip's fade-in
  await page.screenshot({ path: join(out, "16-essay-correction-explained-desktop.png") });
  await openShareLink(page);
  await shoot(page, "17-essay-share-dialog", { fullPage: false });
  await page.keyboard.press("Escape");
  await shootReviewStates(page, out);
  await shootGradingStates(page);
  await shootMarkingStates(page);
  await shootPrintStates(page);

  await shootShareStates(browser, product, shoot, page, out);
  await shootClassStates(browser, product, shoot);

  // A photo essay's text to check before 'Correct it': words read unsurely, a reading too unsure, a name line.
  await shootPhotoCheckStates(page, product, shoot);
  // A photo essay: previews, the quality dialog for a blurred photo, and the corrected view.
  await page.goto(`${product.url}/`);
  await openNewEssay(page, "photo");
  await shoot(page, "19-new-photo-essay");
  const photos = handwrittenPhotos();
  await addPhotos(page, photos.slice(0, 2));
  await shoot(page, "20-new-photo-essay-previews");
  await addPhotos(page, [{ name: "blurred.jpg", buffer: await blurredPhoto({ text: PAGES[2]!, font: "noto-serif" }) }]);
  await page.getByRole("button", { name: "Take a different photo" }).waitFor();
  await shoot(page, "21-photo-quality-dialog", { fullPage: false });
  await page.getByRole("button", { name: "Take a different photo" }).click();
  await pickCertificate(page, B2_FIRST_ESSAY);
  await correctIt(page);
  await waitForCorrected(page);
  await shoot(page, "22-photo-essay-corrected");
  // Checking a word the photo was read unsurely as, against its crop.
  await page
    .getByRole("region", { name: "Corrections", exact: true })
    .getByRole("button", { name: "Fix text" })
    .click();
  const fix = page.getByRole("dialog", { name: "Fix the text" });
  await fix.getByRole("button", { name: "musevm" }).click();
  await fix.getByRole("img", { name: /Where “musevm” was read/ }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "47-fix-photo-word", { fullPage: false });
  await fix.getByRole("button", { name: "Cancel" }).click();
  // A fix whose correction failed (the engine cannot be made to fail here, so the row says it did).
  const essayId = new URL(page.url()).pathname.split("/").pop()!;
  failFix(
    product,
    essayId,
    "The engine could not correct the essay: The engine took longer than 60 s to correct the essay and was stopped.",
    (original) => original.replace("musevm", "museum"),
  );
  await page.reload();
  await waitForCorrected(page);
  await shoot(page, "48-fix-failed");
  clearFixFailure(product, essayId);

  // The Marking figures once the school's teachers have graded a few essays themselves.
  for (const [i, text] of [TEXT_ESSAY, PAGES[0]!, PAGES[1]!].entries()) {
    const advised = { Content: 3, "Communicative Achievement": 3, Organisation: 3, Language: 3 - (i % 2) };
    insertGradedEssay(product, "ana@school.test", {
      text,
      advised,
      teacher: { ...advised, Language: 2, Content: 3 + (i === 2 ? 1 : 0) },
    });
  }
  await page.goto(`${product.url}/organisation`);
  await page
    .getByRole("region", { name: "Marking", exact: true })
    .getByText(/graded essays/)
    .first()
    .waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "24-organisation-marking");

  await page.goto(`${product.url}/`);
  await page.getByRole("link", { name: "View essay" }).first().waitFor();
  await shoot(page, "23-home-with-essays");
  await shootBillingStates(page);
  await shootSchoolStates(browser, product, shoot);

  const fresh = await browser.newPage();
  await fresh.goto(`${product.url}/login`);
  await fresh.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
  await shoot(fresh, "11-login");
  await fresh.goto(`${product.idpUrl}/forgot-password`);
  await shoot(fresh, "12-forgot-password");
  // A page shot while its styles were refused would look right only by chance.
  await expectNoCspViolations();
  console.log(`Screenshots in ${out}`);
} finally {
  await browser.close();
  await product.stop();
}
