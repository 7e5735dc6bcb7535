/**
 * `npm run screenshots`: starts the product as `npm start` does, walks through sign-up and the
 * essay pages in headless Chromium and saves each page at desktop and phone width under
 * ./screenshots, to look at.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  addPhotos,
  B2_FIRST_ESSAY,
  correctIt,
  describeAssignment,
  openNewEssay,
  pasteEssay,
  pickCertificate,
  waitForCorrected,
} from "../e2e/essay-flow";
import { PAGES, TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "../e2e/essays";
import { handwrittenPhotos } from "../e2e/fixtures/fixtures";
import { blurredPhoto } from "../e2e/photos";
import { expectNoCspViolations } from "../e2e/csp-guard";
import { escapeRegExp } from "../e2e/mailbox";
import { launchChromium, startProduct } from "../e2e/product";
import { clearFixFailure, failFix, insertGradedEssay } from "../e2e/product-database";
import { openShareLink } from "../e2e/share-link";
import { shooterInto, settled } from "../e2e/shots";
import { VIEWPORTS } from "../e2e/teacher";
import { shootGradingStates, shootMarkingStates, shootPrintStates } from "./screenshots-marking";
import { shootCreditsStates, shootSchoolPageStates } from "./screenshots-school-page";
import { shootPhotoCheckStates } from "./screenshots-photo-check";
import { shootModelStates } from "./screenshots-model";
import { shootReviewStates } from "./screenshots-review";
import { shootSchoolStates } from "./screenshots-schools";
import { shootDraftStates } from "./screenshots-drafts";
import { shootCodeStates } from "./screenshots-codes";
import { shootShareStates } from "./screenshots-share";
import { shootClassStates } from "./screenshots-classes";
import { shootClassSetStates } from "./screenshots-class-sets";
import { shootProgressStates } from "./screenshots-progress";

const out = join(import.meta.dirname, "..", "screenshots");
mkdirSync(out, { recursive: true });
const product = await startProduct();
const browser = await launchChromium();

const shoot = shooterInto(out);

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
    ["/school", "09-organisation"],
    ["/essays", "10-essay-no-id"],
  ] as const) {
    await page.goto(`${product.url}${path}`);
    await page.waitForLoadState("networkidle");
    await shoot(page, name);
  }
  await shootSchoolPageStates(page, product, shoot);

  // A text essay: the empty page, the filled page, Correcting, the corrected view and the share dialog.
  await page.goto(`${product.url}/`);
  await openNewEssay(page, "text");
  await shoot(page, "13-new-text-essay");
  await pasteEssay(page, TEXT_ESSAY);
  await pickCertificate(page, B2_FIRST_ESSAY);
  await describeAssignment(page, { topic: TEXT_ESSAY_TOPIC, studentName: "Marta Rossi" });
  await shoot(page, "14-new-text-essay-filled");
  // 'Correcting' stays on screen long enough to take it: the essay's creation is asked not to wait
  // for the correction (its reply is then the PENDING essay), and its reads are held back until the shot.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/essays\/[0-9a-f-]{36}$/, async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      const { prefer: _prefer, ...headers } = request.headers();
      return route.fallback({ headers });
    }
    if (request.method() === "GET") await held;
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
  await settled(page);
  await page.screenshot({ path: join(out, "16-essay-correction-explained-desktop.png") });
  await openShareLink(page);
  await shoot(page, "17-essay-share-dialog", { fullPage: false });
  await page.keyboard.press("Escape");
  await shootReviewStates(page, out);
  await shootGradingStates(page, shoot);
  await shootMarkingStates(page, shoot);
  await shootPrintStates(page, shoot, out);

  const essayPageUrl = page.url();
  await shootShareStates(browser, product, shoot, page, out);
  await shootClassStates(browser, product, shoot);
  await page.goto(essayPageUrl);
  await shootDraftStates(browser, shoot, page);

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
  // Checking a word the photo was read unsurely as (the first listed, whichever the reader was unsure of), against its crop.
  await page
    .getByRole("region", { name: "Corrections", exact: true })
    .getByRole("button", { name: "Fix text" })
    .click();
  const fix = page.getByRole("dialog", { name: "Fix the text" });
  const unsure = fix
    .getByRole("region", { name: /words? (was|were) read unsurely/ })
    .getByRole("button")
    .first();
  const unsureWord = (await unsure.innerText()).trim();
  await unsure.click();
  await fix.getByRole("img", { name: new RegExp(`^Where “${escapeRegExp(unsureWord)}” was read`) }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "47-fix-photo-word", { fullPage: false });
  await fix.getByRole("button", { name: "Cancel" }).click();
  // A fix whose correction failed (the engine cannot be made to fail here, so the row says it did).
  const essayId = new URL(page.url()).pathname.split("/").pop()!;
  failFix(
    product,
    essayId,
    "The engine could not correct the essay: The engine took longer than 60 s to correct the essay and was stopped.",
    (original) => original.replace(unsureWord, "museum"),
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
  await page.goto(`${product.url}/school`);
  await page
    .getByRole("region", { name: "Agreement", exact: true })
    .getByText(/graded essays/)
    .first()
    .waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "24-organisation-marking");

  await page.goto(`${product.url}/`);
  await page.getByRole("link", { name: "View essay" }).first().waitFor();
  await shoot(page, "23-home-with-essays");
  await shootCreditsStates(page, product, shoot, out);
  await shootCodeStates(browser, product, shoot, page, out);
  await shootSchoolStates(browser, product, shoot);
  // With a model set that cannot be reached (a product of its own): the teacher's line and the school's warning.
  await shootModelStates(browser, shoot);
  await shootClassSetStates(browser, product, shoot);
  await shootProgressStates(browser, product, shoot);

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
