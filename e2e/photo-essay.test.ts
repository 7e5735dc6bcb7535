import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addPhotos,
  B2_FIRST_ESSAY,
  correctIt,
  openNewEssay,
  photoPreviews,
  pickCertificate,
  waitForCorrected,
} from "./essay-flow";
import { PAGES } from "./essays";
import { handwrittenPhotos } from "./fixtures/fixtures";
import { blurredPhoto, photographPage } from "./photos";
import { useRunningProduct } from "./product";
import { failFix } from "./product-database";
import { signUpTeacher } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "photo.essays@school.test");
});

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("a teacher with photos of an essay", () => {
  it("uploads a printed page and a handwritten one, and gets the transcription back corrected", async () => {
    await openNewEssay(page, "photo");
    await page.getByText("Add photos (3 pages max)").waitFor();
    const printed = await photographPage({ text: PAGES[0]!, font: "noto-serif", seed: 5 });
    const [, handwritten] = handwrittenPhotos();
    await addPhotos(page, [{ name: "page-1.jpg", buffer: printed }, handwritten!]);
    expect(await photoPreviews(page).count()).toBe(2);
    expect(await page.getByRole("dialog").count()).toBe(0);

    await pickCertificate(page, B2_FIRST_ESSAY);
    await correctIt(page);
    await waitForCorrected(page);

    // Both pages are read, in order, and corrected: the learner's misspellings are marked.
    const corrected = flat(await page.getByRole("region", { name: "Corrected text" }).innerText());
    expect(corrected).toContain("Last month our class went on a school trip to the seaside.");
    expect(corrected).toContain("the people lived two hundred years ago");
    expect(corrected.indexOf("seaside")).toBeLessThan(corrected.indexOf("two hundred years"));
    for (const [wrong, right] of [
      ["dissapointed", "disappointed"],
      ["becuase", "because"],
    ]) {
      await page.locator("del", { hasText: wrong }).first().waitFor();
      await page.locator("ins", { hasText: right }).first().waitFor();
    }
    // The photos are pages of the assignment carousel, and their reading can be rated.
    await page.getByText("- page 1 -").waitFor();
    await page
      .getByRole("region", { name: "Your feedback" })
      .getByRole("button", { name: "Good transcription" })
      .waitFor();
  });

  it("checks the words read unsurely against the photo, and fixes one from its crop in one step", async () => {
    await page
      .getByRole("region", { name: "Corrections", exact: true })
      .getByRole("button", { name: "Fix text" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    const toCheck = dialog.getByRole("region", { name: /words? (was|were) read unsurely/ });
    await toCheck.waitFor();
    // The printed page is read surely; the handwritten one's misreading is among the words to check.
    await toCheck.getByRole("button", { name: "musevm" }).click();
    await dialog.getByRole("img", { name: "Where “musevm” was read on page 2" }).waitFor();
    const field = dialog.getByRole("textbox", { name: "The student wrote" });
    expect(await field.inputValue()).toBe("musevm");
    await field.fill("museum");
    await field.press("Enter");
    const text = await dialog.getByRole("textbox", { name: "Essay text" }).inputValue();
    expect(text).toContain("museum");
    expect(text).not.toContain("musevm");
    expect(await toCheck.getByRole("button", { name: "musevm" }).count()).toBe(0);
    // Putting the caret in any read word shows where it was read.
    await dialog.getByRole("textbox", { name: "Essay text" }).focus();
    await page.evaluate(
      "(() => { const box = document.activeElement; const at = box.value.indexOf('seaside') + 3; box.setSelectionRange(at, at); })()",
    );
    await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("img", { name: "Where “seaside.” was read on page 1" }).waitFor();
    // A word read unsurely but right is ticked off.
    await toCheck.getByRole("button", { name: "In", exact: true }).click();
    await dialog.getByRole("button", { name: "It is right" }).click();
    expect(await toCheck.getByRole("button", { name: "In", exact: true }).count()).toBe(0);

    await dialog.getByRole("button", { name: "Save and correct again" }).click();
    await waitForCorrected(page);
    const corrected = flat(await page.getByRole("region", { name: "Corrected text" }).innerText());
    expect(corrected).toContain("museum");
    expect(corrected).not.toContain("musevm");
  });

  it("says when a fixed text could not be corrected, and offers the fixed text again", async () => {
    // The engine cannot be made to fail from the browser: the essay's row says a fix failed, as the job writes it.
    failFix(
      product(),
      new URL(page.url()).pathname.split("/").pop()!,
      "The engine could not correct the essay: it was stopped.",
      (original) => original.replace("postcard", "post card"),
    );
    await page.reload();
    const note = page
      .getByRole("region", { name: "Corrections", exact: true })
      .getByRole("alert")
      .filter({ hasText: "Your fixed text could not be corrected" });
    await note.getByText("The engine could not correct the essay: it was stopped.").waitFor();
    await note.getByRole("button", { name: "Try again" }).click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    expect(await dialog.getByRole("textbox", { name: "Essay text" }).inputValue()).toContain("post card");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("is warned by the quality dialog about a blurred photo, takes a different one, or keeps one knowingly", async () => {
    await page.goto(`${product().url}/essays/image/new`);
    const [first] = handwrittenPhotos();
    await addPhotos(page, [first!]);
    await addPhotos(page, [
      { name: "blurred.jpg", buffer: await blurredPhoto({ text: PAGES[1]!, font: "noto-serif" }) },
    ]);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Take a different photo" }).waitFor();
    await dialog.getByRole("button", { name: "I understand the risk, use my photo" }).waitFor();
    // Eight tips, in the spec's order, one after the other with Next.
    const topics = [
      /good photo/i,
      /bleed/i,
      /misaligned lines/i,
      /only the essay text/i,
      /tilted photos/i,
      /strikethrough/i,
      /teacher corrections/i,
      /busy paper backgrounds/i,
    ];
    for (const [index, topic] of topics.entries()) {
      await dialog.getByText(`Tip ${index + 1} of 8`).waitFor();
      await dialog.getByRole("heading", { name: topic }).waitFor();
      if (index < topics.length - 1) await dialog.getByRole("button", { name: "Next" }).click();
    }
    expect(await dialog.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Take a different photo" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await photoPreviews(page).count()).toBe(1);

    // Kept on purpose, the photo stays, marked as hard to read.
    await addPhotos(page, [
      { name: "blurred-again.jpg", buffer: await blurredPhoto({ text: PAGES[2]!, font: "noto-serif" }) },
    ]);
    await dialog.getByRole("button", { name: "I understand the risk, use my photo" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await photoPreviews(page).count()).toBe(2);
    await page.getByText("Hard to read").waitFor();
  });
});
