/**
 * Step 1 of a photo essay once its photos are read, for `npm run screenshots`: the text read from
 * the photos beside them, with the count of unsure words and a word checked against its crop; the
 * photo tips for a blurred photo (what is wrong with it first); a reading too unsure to correct
 * (the warning and what to do); and a first line taken as the student's name.
 * `npx tsx scripts/screenshots-photo-check.ts` shoots them alone, into /tmp/shots-photo-check (or `SHOTS_OUT`).
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { addPhotos, B2_FIRST_ESSAY, photosTextBox, pickCertificate } from "../e2e/essay-flow";
import { PAGES } from "../e2e/essays";
import { handwrittenPhotos } from "../e2e/fixtures/fixtures";
import { blurredPhoto, photographPage, unsurePhoto } from "../e2e/photos";
import { launchChromium, startProduct, type RunningProduct } from "../e2e/product";
import { signUpTeacher } from "../e2e/teacher";
import { shooterInto, type Shoot } from "../e2e/shots";

export async function shootPhotoCheckStates(page: Page, product: RunningProduct, shoot: Shoot): Promise<void> {
  await page.goto(`${product.url}/essays/image/new`);
  await addPhotos(page, handwrittenPhotos().slice(0, 2));
  await photosTextBox(page).waitFor();
  // The first word read unsurely, shown where it was read on its photo.
  await page
    .getByRole("region", { name: /^Redpen is unsure of \d+ words?/ })
    .getByRole("button")
    .first()
    .click();
  await page.getByRole("img", { name: /^Where “.+” was read on page/ }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "19a-photo-text-to-check");

  // The tips for a blurred photo say first that it is blurred, and what to do about it.
  await page.goto(`${product.url}/essays/image/new`);
  await addPhotos(page, [{ name: "blurred.jpg", buffer: await blurredPhoto({ text: PAGES[1]!, font: "noto-serif" }) }]);
  await page
    .getByRole("dialog")
    .getByRole("heading", { name: /^This photo is .*blurred/ })
    .waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "19d-photo-tips-blurred", { fullPage: false });

  await page.goto(`${product.url}/essays/image/new`);
  await addPhotos(page, [{ name: "unsure.jpg", buffer: await unsurePhoto({ text: PAGES[0]!, font: "kalam" }) }]);
  await page.getByRole("button", { name: "I understand the risk, use my photo" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.getByText("The photo could not be read well enough").waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "19b-photo-read-too-unsurely");

  await page.goto(`${product.url}/essays/image/new`);
  const named = await photographPage({ text: `Maria Lopez\n\n${PAGES[0]!}`, font: "noto-serif", seed: 2 });
  await addPhotos(page, [{ name: "named.jpg", buffer: named }]);
  await page.getByText("“Maria Lopez”, the first line of the photo").waitFor();
  await pickCertificate(page, B2_FIRST_ESSAY);
  await page.getByText("From the first line of the photo").waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "19c-photo-name-line");
}

if (process.argv[1]?.endsWith("screenshots-photo-check.ts")) {
  // SHOTS_OUT: another folder, when others shoot into the same machine's /tmp at the same time.
  const out = process.env.SHOTS_OUT ?? "/tmp/shots-photo-check";
  mkdirSync(out, { recursive: true });
  const product = await startProduct();
  const browser = await launchChromium();
  const shoot = shooterInto(out);
  try {
    const page = await signUpTeacher(browser, product, "photo.check.shots@school.test");
    await shootPhotoCheckStates(page, product, shoot);
  } finally {
    await browser.close();
    await product.stop();
  }
}
