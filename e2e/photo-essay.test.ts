import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { characterErrorRate, nameLine } from "@redpen/engine/testing";
import { creditBalance } from "./credits";
import {
  addPhotos,
  B2_FIRST_ESSAY,
  correctIt,
  correctItButton,
  openNewEssay,
  photoPreviews,
  photosTextBox,
  pickCertificate,
  studentNameField,
  waitForCorrected,
} from "./essay-flow";
import { PAGES } from "./essays";
import { escapeRegExp } from "./mailbox";
import { handwrittenPhotos } from "./fixtures/fixtures";
import { blurredPhoto, exerciseBookPhoto, photographPage, unsurePhoto } from "./photos";
import { useRunningProduct } from "./product";
import { failFix } from "./product-database";
import { shootIfAsked } from "./shots";
import { openShareLink, revokeShownLink, shareDialog } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
const EMAIL = "photo.essays@school.test";

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), EMAIL);
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

  it("shares it: the student's page shows its photos through the link, and revoking the link closes them", async () => {
    const link = await openShareLink(page);
    const student = await browser().newContext({ viewport: VIEWPORTS.desktop });
    try {
      const studentPage = await student.newPage();
      await studentPage.goto(link);
      await studentPage.getByText("- page 1 -").waitFor();
      const photo = studentPage.getByRole("img", { name: "Page 1" });
      await photo.waitFor();
      // Loaded through the link, not a broken image.
      await expect
        .poll(() => photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      const src = (await photo.getAttribute("src"))!;
      expect(src).toContain("/api/v1/shared-essays/");
      await shootIfAsked(studentPage, "student-photo-essay");
      expect((await student.request.get(src)).status()).toBe(200);

      await revokeShownLink(page);
      const revoked = await student.request.get(src);
      expect(revoked.status()).toBe(404);
      expect(await revoked.json()).toEqual({ error_code: "NOT_FOUND", error_message: "This image was not found." });
    } finally {
      await student.close();
    }
    await page.keyboard.press("Escape");
    await shareDialog(page).waitFor({ state: "detached" });
    // The teacher still sees the photos.
    await page.getByText("- page 1 -").waitFor();
  });

  it("checks the words read unsurely against the photo, and fixes one from its crop in one step", async () => {
    await page
      .getByRole("region", { name: "Corrections", exact: true })
      .getByRole("button", { name: "Fix text" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    const toCheck = dialog.getByRole("region", { name: /words? (was|were) read unsurely/ });
    await toCheck.waitFor();
    // The handwritten page's unsure words are listed (a learner's misspelling, which no dictionary
    // knows, among them); whichever word the reader was unsure of, choosing it shows its crop.
    const unsure = toCheck.getByRole("button");
    expect(await unsure.count()).toBeGreaterThanOrEqual(2);
    const chosen = (await unsure.first().innerText()).trim();
    await unsure.first().click();
    await dialog
      .getByRole("img", { name: new RegExp(`^Where “${escapeRegExp(chosen)}” was read on page \\d$`) })
      .waitFor();
    const field = dialog.getByRole("textbox", { name: "The student wrote" });
    expect(await field.inputValue()).toBe(chosen);
    await field.fill("zeppelin");
    await field.press("Enter");
    const text = await dialog.getByRole("textbox", { name: "Essay text" }).inputValue();
    expect(text).toContain("zeppelin");
    expect(await toCheck.getByRole("button", { name: chosen, exact: true }).count()).toBe(0);
    // Putting the caret in any read word shows where it was read.
    await dialog.getByRole("textbox", { name: "Essay text" }).focus();
    await page.evaluate(
      "(() => { const box = document.activeElement; const at = box.value.indexOf('seaside') + 3; box.setSelectionRange(at, at); })()",
    );
    await page.keyboard.press("ArrowLeft");
    await dialog.getByRole("img", { name: "Where “seaside.” was read on page 1" }).waitFor();
    // A word read unsurely but right is ticked off.
    const right = (await unsure.first().innerText()).trim();
    const before = await toCheck.getByRole("button", { name: right, exact: true }).count();
    await toCheck.getByRole("button", { name: right, exact: true }).first().click();
    await dialog.getByRole("button", { name: "It is right" }).click();
    expect(await toCheck.getByRole("button", { name: right, exact: true }).count()).toBe(before - 1);

    await dialog.getByRole("button", { name: "Save and correct again" }).click();
    await waitForCorrected(page);
    const corrected = flat(await page.getByRole("region", { name: "Corrected text" }).innerText());
    expect(corrected).toContain("zeppelin");
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

  it("is told how many words of a good photo Redpen is unsure of, to check in the box, and not to take a clearer photo", async () => {
    await page.goto(`${product().url}/essays/image/new`);
    const [, handwritten] = handwrittenPhotos();
    await addPhotos(page, [handwritten!]);
    await photosTextBox(page).waitFor();
    // The photo is fine: no quality warning, and its unsure words are counted, listed and underlined.
    expect(await page.getByRole("dialog").count()).toBe(0);
    const toCheck = page.getByRole("region", { name: /^Redpen is unsure of \d+ words?: check (them|it) in the box$/ });
    await toCheck.waitFor();
    const heading = await toCheck.getByRole("heading").innerText();
    const count = Number(/of (\d+) word/.exec(heading)![1]);
    expect(count).toBeGreaterThan(0);
    expect(heading).toBe(
      count === 1
        ? "Redpen is unsure of 1 word: check it in the box"
        : `Redpen is unsure of ${count} words: check them in the box`,
    );
    expect(await toCheck.getByRole("button").count()).toBe(count);
    expect(await page.locator("mark").count()).toBe(count);
    expect(await page.getByText(/clearer photo/i).count()).toBe(0);
    expect(await page.getByText("Hard to read").count()).toBe(0);
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
    // It says first what is wrong with this photo, and what to do about it, then opens at the fitting tip.
    await dialog.getByRole("heading", { name: /^This photo is (.+ and )?blurred/ }).waitFor();
    const wrong = dialog.getByRole("alert", { name: "What is wrong with this photo" });
    await wrong.getByText("Blurred:").waitFor();
    await wrong.getByText("Hold the phone still", { exact: false }).waitFor();
    await dialog.getByText("Tip 1 of 8 · for this photo").waitFor();
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
    // Its thumbnail and the note above the text name the blur; a clearer photo is offered for it only.
    await page.getByRole("listitem").filter({ hasText: "Page 2" }).getByText("Blurred", { exact: true }).waitFor();
    const note = page.getByRole("alert").filter({ hasText: /Page 2 is (.+ and )?blurred/ });
    await note.getByText("take a clearer photo", { exact: false }).waitFor();
  });

  it("sees a first line that only names the student taken as the student's name, and can keep it in the essay", async () => {
    await page.goto(`${product().url}/essays/image/new`);
    await addPhotos(page, [
      {
        name: "named.jpg",
        buffer: await photographPage({ text: `Maria Lopez\n\n${PAGES[0]!}`, font: "noto-serif", seed: 2 }),
      },
    ]);
    const box = photosTextBox(page);
    await box.waitFor();
    expect(await box.inputValue()).toMatch(/^Last month our class went on a school trip/);
    const note = page.getByRole("alert").filter({ hasText: "“Maria Lopez”, the first line of the photo" });
    await note.getByText("is taken as the student's name (step 3)").waitFor();
    await pickCertificate(page, B2_FIRST_ESSAY);
    const name = studentNameField(page);
    expect(await name.inputValue()).toBe("Maria Lopez");
    await page.getByText("From the first line of the photo").waitFor();

    await note.getByRole("button", { name: "Keep it in the essay" }).click();
    await note.waitFor({ state: "detached" });
    expect(await box.inputValue()).toMatch(/^Maria Lopez\n\nLast month our class/);
    expect(await name.inputValue()).toBe("");
  });

  it(
    "retypes a photo read mostly unsurely before 'Correct it': nothing is charged until then, and the typed text is corrected",
    { timeout: 240_000 },
    async () => {
      await page.goto(`${product().url}/essays/image/new`);
      const before = creditBalance(product(), EMAIL);
      const essayCalls: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && /\/api\/v1\/essays\//.test(request.url())) essayCalls.push(request.url());
      });
      await addPhotos(page, [{ name: "unsure.jpg", buffer: await unsurePhoto({ text: PAGES[0]!, font: "kalam" }) }]);
      await page.getByRole("dialog").getByRole("button", { name: "I understand the risk, use my photo" }).click();
      await page.getByRole("dialog").waitFor({ state: "detached" });

      // The reading is there to check, but too unsure to correct: the next steps wait, nothing is charged.
      const warning = page.getByRole("alert").filter({ hasText: "The photo could not be read well enough" });
      await warning.waitFor();
      const box = photosTextBox(page);
      expect((await box.inputValue()).length).toBeGreaterThan(100);
      await page.getByText("Check the text read from the photos first: too many words are unsure.").waitFor();
      expect(await page.getByRole("combobox", { name: "Certificate" }).count()).toBe(0);
      expect(await correctItButton(page).isDisabled()).toBe(true);

      // The teacher retypes the whole page from the photo.
      await warning.getByRole("button", { name: "Type the text" }).click();
      expect(await page.evaluate("document.activeElement?.id")).toBe("photos-text");
      await box.fill(PAGES[0]!);
      await warning.waitFor({ state: "detached" });
      await pickCertificate(page, B2_FIRST_ESSAY);
      expect(creditBalance(product(), EMAIL)).toBe(before);
      expect(essayCalls).toEqual([]);

      await correctIt(page);
      await waitForCorrected(page);
      expect(creditBalance(product(), EMAIL)).toBe(before - 1);
      const corrected = flat(await page.getByRole("region", { name: "Corrected text" }).innerText());
      expect(corrected).toContain("Last month our class went on a school trip to the seaside.");
      expect(corrected).toContain("so we walked along the beach and collected shells");
      await page.locator("del", { hasText: "dissapointed" }).first().waitFor();
      await page.locator("ins", { hasText: "disappointed" }).first().waitFor();
    },
  );
});

describe("a teacher with a photo of a page handwritten on exercise-book paper", () => {
  it("gets its text read into the box, the name line as the student's name, the rules and the margin rule not read", async () => {
    await page.goto(`${product().url}/essays/image/new`);
    // PAGES[0] has no word "I": a line read as starting with a lone "I" or "|" is the red margin rule.
    const written = await exerciseBookPhoto(PAGES[0]!, {
      font: "kalam",
      seed: 38,
      header: nameLine("name", "Maria Lopez"),
    });
    await addPhotos(page, [{ name: "exercise-book.jpg", buffer: written.photo }]);
    const box = photosTextBox(page);
    await box.waitFor();
    // An everyday photo of a clear page: no quality dialog.
    expect(await page.getByRole("dialog").count()).toBe(0);
    const read = await box.inputValue();

    // The name line is taken as the student's name, and left out of the essay's text.
    await page.getByRole("alert").filter({ hasText: "the first line of the photo" }).waitFor();
    await pickCertificate(page, B2_FIRST_ESSAY);
    expect(await studentNameField(page).inputValue()).toBe("Maria Lopez");
    const essay = written.text.slice(written.header.length).trim();
    const rate = characterErrorRate(essay, read);
    expect(rate, `read ${(100 * rate).toFixed(1)}% wrong:\n${read}`).toBeLessThan(0.05);
    const lines = read.split("\n").filter((line) => line.trim());
    expect(lines.filter((line) => /^\s*([|!Il1]\s|\|)/.test(line))).toEqual([]);
    expect(read).not.toContain("|");

    // However many words the reader is unsure of, the list, its count and the underlines agree.
    const marks = await page.locator("mark").count();
    const toCheck = page.getByRole("region", { name: /^Redpen is unsure of \d+ words?: check (them|it) in the box$/ });
    if (marks === 0) expect(await toCheck.count()).toBe(0);
    else {
      const count = Number(/of (\d+) word/.exec(await toCheck.getByRole("heading").innerText())![1]);
      expect(count).toBe(marks);
      expect(await toCheck.getByRole("button").count()).toBe(count);
    }
    expect(await page.getByText("Hard to read").count()).toBe(0);
    await shootIfAsked(page, "ruled-photo-read");
  });
});
