/**
 * Step 1 of a photo essay once its photos are read, for `npm run screenshots`: the text read from
 * the photos beside them with a word checked against its crop, a reading too unsure to correct
 * (the warning and what to do), and a first line taken as the student's name.
 */
import type { Page } from "playwright-core";
import { addPhotos, B2_FIRST_ESSAY, photosTextBox, pickCertificate } from "../e2e/essay-flow";
import { PAGES } from "../e2e/essays";
import { handwrittenPhotos } from "../e2e/fixtures/fixtures";
import { photographPage, unsurePhoto } from "../e2e/photos";
import type { RunningProduct } from "../e2e/product";
import type { Shoot } from "./screenshots-schools";

export async function shootPhotoCheckStates(page: Page, product: RunningProduct, shoot: Shoot): Promise<void> {
  await page.goto(`${product.url}/essays/image/new`);
  await addPhotos(page, handwrittenPhotos().slice(0, 2));
  await photosTextBox(page).waitFor();
  // The first word read unsurely, shown where it was read on its photo.
  await page
    .getByRole("region", { name: /words? (was|were) read unsurely/ })
    .getByRole("button")
    .first()
    .click();
  await page.getByRole("img", { name: /^Where “.+” was read on page/ }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot(page, "19a-photo-text-to-check");

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
