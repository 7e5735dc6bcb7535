import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { scannedPdf } from "../apps/api/src/testing/class-set-pdfs";
import { correctStudentEssay, makeClass, pasteStudents } from "./classes";
import { creditBalance } from "./credits";
import { waitForCorrected } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText } from "./pdf-text";
import { blankPhoto, cleanPage, unsurePhoto } from "./photos";
import { useRunningProduct } from "./product";
import { openShareLink, shareDialog } from "./share-link";
import { shootIfAsked } from "./shots";
import { signUpTeacher } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
let classUrl: string;
const EMAIL = "class.safeguards@school.test";
const CLASS = "Class 5A";
const TASK = "Should young people do volunteer work?";

// Maria wrote two pages, Tom and Li one each.
const PAGES = [
  "Maria Lopez\n\nIn my opinion young people should do volunteer work, because it teaches them to help other people and to work in a team with others from their town.",
  "Also they can learn new skills that are useful for a job later, and they meet many interesting people who live near them.",
  "Tom Smith\n\nI think that volunteer work is a good idea for students, but they should not do it every weekend because they need time to study and rest after school.",
  "Li Wei\n\nVolunteering is important for teenagers because it shows them how other people live and it makes them more responsible in their daily life at home.",
];
/** The correct forms of TEXT_ESSAY's mistakes, none of them in what the student wrote. */
const ANSWERS = ["responsible", "studying", "families"];

/** The page numbers shown in each essay of the grouping, in order. */
async function grouping(on: Page): Promise<number[][]> {
  const essays = on.getByRole("region", { name: /^Essay \d+$/ });
  const groups: number[][] = [];
  for (const essay of await essays.all())
    groups.push(
      await essay
        .getByRole("figure")
        .evaluateAll((figures) => figures.map((figure) => Number(figure.getAttribute("data-page")))),
    );
  return groups;
}

/** Uploads the files as a class set of the class, and waits for its proposed essays. */
async function uploadClassSet(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.goto(`${product().url}/class-sets/new`);
  await page.getByLabel("PDF or photos of the class set").setInputFiles(files);
  await page.getByRole("combobox", { name: "Class" }).selectOption({ label: CLASS });
  await page.getByRole("combobox", { name: "Certificate" }).selectOption({ label: "Cambridge B2 First · B2 · essay" });
  await page.getByRole("textbox", { name: "Task the students wrote about" }).fill(TASK);
  await page.getByRole("button", { name: "Upload and read the pages" }).click();
  await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);
  await page.getByText(/Redpen found \d+ essays?/).waitFor({ timeout: 180_000 });
}

/** Checks the essay's text: adds a sentence to it and saves it. */
async function checkText(number: number, sentence: string): Promise<void> {
  const essay = page.getByRole("region", { name: `Essay ${number}`, exact: true });
  // Pressed, not clicked: the pages beside the text can still be growing into place and move the buttons.
  await essay.getByRole("button", { name: "Check the text", exact: true }).press("Enter");
  const box = essay.getByRole("textbox", { name: `Text of essay ${number} as read` });
  await box.fill(`${await box.inputValue()} ${sentence}`);
  await essay.getByRole("button", { name: "Save the text" }).press("Enter");
  await essay.getByRole("button", { name: "Check the text (checked)" }).waitFor();
}

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), EMAIL);
  // The real print dialog would block the page: the stub counts the calls (read with evaluate: the CSP refuses eval).
  await page.addInitScript("window.printCalls = 0; window.print = () => { window.printCalls += 1; };");
  await makeClass(page, product(), CLASS);
  classUrl = page.url();
  await pasteStudents(page, "Maria Lopez\nTom Smith\nLi Wei\nAna Díaz\n");
  await page.getByText("Added 4 students.").waitFor();
}, 120_000);

describe("a class's essay shared as codes only", () => {
  it("prints from the class page as codes, with no correction, naming the class", async () => {
    await correctStudentEssay(page, classUrl, { text: TEXT_ESSAY, studentName: "Ana Díaz" });
    await openShareLink(page);
    const codesOnly = shareDialog(page).getByRole("radio", { name: /Codes only/ });
    await codesOnly.click();
    await expect.poll(() => codesOnly.isChecked()).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByText("Shared as codes: the link and the printout show codes, not the answers.").waitFor();

    await page.goto(classUrl);
    await page.getByRole("checkbox", { name: /^Choose Ana Díaz's essay of / }).check();
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect.poll(() => page.evaluate("window.printCalls")).toBe(1);
    const printed = (await pdfText(await page.pdf({ format: "A4" }))).replace(/\s+/g, " ");
    expect(printed).toContain(`Class: ${CLASS}`);
    expect(printed).toContain("Underlined words have a mistake for you to correct");
    expect(printed).toContain("CODE KEY");
    expect(printed).not.toContain("NOTES");
    expect(printed).not.toContain("Struck-through");
    for (const answer of ANSWERS) expect(printed, answer).not.toContain(answer);
  }, 240_000);
});

describe("a class set whose pages the teacher moves", () => {
  it("asks before setting checked texts aside, and gives both back when the page is moved back", async () => {
    const pdf = await scannedPdf(PAGES, { printed: true });
    await uploadClassSet([{ name: "class-5a.pdf", mimeType: "application/pdf", buffer: pdf }]);
    // The groups are read as the page draws them again after a move: asked until they settle.
    await expect.poll(() => grouping(page)).toEqual([[1, 2], [3], [4]]);
    await checkText(1, "Maria checked this.");
    await checkText(2, "Tom checked this.");

    await page.getByRole("button", { name: "Move page 2 to the essay after" }).click();
    const ask = page.getByRole("dialog", { name: "Set aside the checked texts?" });
    await ask.getByText(/This changes the pages of essays 1 and 2/).waitFor();
    await ask.getByRole("button", { name: "Move the pages" }).click();
    await page.locator('section[aria-label="Essay 2"] figure[data-page="2"]').waitFor();
    await expect.poll(() => grouping(page)).toEqual([[1], [2, 3], [4]]);
    expect(await page.getByRole("button", { name: "Check the text (checked)" }).count()).toBe(0);
    // The texts set aside are the set's: a reload keeps them.
    await page.reload();
    await page.locator('section[aria-label="Essay 2"] figure[data-page="2"]').waitFor();

    // Moved back, each essay has its pages again, and its checked text: no question, nothing lost.
    await page.getByRole("button", { name: "Move page 2 to the essay before" }).click();
    await page.locator('section[aria-label="Essay 1"] figure[data-page="2"]').waitFor();
    await expect.poll(() => grouping(page)).toEqual([[1, 2], [3], [4]]);
    expect(await page.getByRole("dialog").count()).toBe(0);
    for (const [number, sentence] of [
      [1, "Maria checked this."],
      [2, "Tom checked this."],
    ] as const) {
      const essay = page.getByRole("region", { name: `Essay ${number}`, exact: true });
      await essay.getByRole("button", { name: "Check the text (checked)" }).click();
      expect(await essay.getByRole("textbox", { name: `Text of essay ${number} as read` }).inputValue()).toContain(
        sentence,
      );
    }
  }, 300_000);
});

describe("a class set with a blank page and a page too unsure to correct", () => {
  const tom = cleanPage({ text: PAGES[2]!, font: "noto-serif" });

  it("holds the unsure essay before charging, saying why with its unsure words", async () => {
    await uploadClassSet([
      { name: "blank.jpg", mimeType: "image/jpeg", buffer: await blankPhoto() },
      { name: "unsure.jpg", mimeType: "image/jpeg", buffer: await unsurePhoto({ text: PAGES[3]!, font: "kalam" }) },
      { name: "tom.png", mimeType: "image/png", buffer: tom },
    ]);
    // The blank first page is an essay of its own; the unsure page starts one of its own too.
    await page.getByRole("button", { name: "Start a new essay at page 2" }).click();
    await page.locator('section[aria-label="Essay 2"] figure[data-page="2"]').waitFor();
    expect(await grouping(page)).toEqual([[1], [2], [3]]);

    const held = page.getByRole("region", { name: "Essay 2", exact: true });
    const notice = held
      .getByRole("alert")
      .filter({ hasText: "Held: not corrected or charged until you check its text" });
    expect(await notice.innerText()).toMatch(/\d+ of the \d+ words read on its pages are unsure.*: “[^”]+”/s);
    // One way to its text: the card's own 'Check the text', none in the notice.
    expect(await held.getByRole("button", { name: "Check its text" }).count()).toBe(0);
    expect(await held.getByRole("button", { name: "Check the text", exact: true }).count()).toBe(1);
    await page.getByText("Essay 2 is held and not charged", { exact: false }).waitFor();
    await shootIfAsked(page, "class-set-held-essay", { clipTo: held });
    await shootIfAsked(page, "class-set-grouping-with-held-essay");

    const before = creditBalance(product(), EMAIL);
    await page.getByRole("button", { name: "Correct 2 essays" }).click();
    await page.getByText("All 3 essays are done.").waitFor({ timeout: 240_000 });
    const rows = page.getByRole("list", { name: "Essays of the class set" }).getByRole("listitem");
    await rows.nth(1).getByText("Not corrected yet, and not charged", { exact: false }).waitFor();
    // Tom's essay was charged; the blank one failed and gave its credit back; the held one was never charged.
    await rows.nth(0).getByText("No writing could be read on the photos.").waitFor();
    expect(creditBalance(product(), EMAIL)).toBe(before - 1);
    await shootIfAsked(page, "class-set-essays-held-and-failed");
  }, 420_000);

  it("tries the failed essay again from its own page, class and task, at no new charge", async () => {
    const balance = creditBalance(product(), EMAIL);
    const rows = page.getByRole("list", { name: "Essays of the class set" }).getByRole("listitem");
    await rows.nth(0).getByRole("link", { name: "Try again" }).click();
    await page.waitForURL(/\/essays\/[0-9a-f-]{36}$/);
    await page.getByText("No writing could be read on the photos.").waitFor();
    expect(await page.getByRole("link", { name: "Upload again" }).count()).toBe(0);
    await shootIfAsked(page, "class-set-failed-essay");

    await page.getByRole("button", { name: "Try again" }).click();
    const dialog = page.getByRole("dialog", { name: "Check the text and try again" });
    await dialog.getByRole("img", { name: "Page 1" }).waitFor();
    // The blank page gave no text: the box says nothing of its length until the teacher types.
    const box = dialog.getByRole("textbox", { name: "Essay text" });
    expect(await box.getAttribute("aria-invalid")).toBe("false");
    await shootIfAsked(page, "failed-essay-try-again", { region: dialog });
    // Sent empty, it says why it cannot be.
    await dialog.getByRole("button", { name: "Correct it" }).click();
    await expect.poll(() => box.getAttribute("aria-invalid")).toBe("true");
    await box.fill(TEXT_ESSAY);
    await dialog.getByRole("button", { name: "Correct it" }).click();
    await waitForCorrected(page, 180_000);
    expect(await page.getByText(TASK).count()).toBeGreaterThan(0);
    expect(creditBalance(product(), EMAIL)).toBe(balance);
  }, 300_000);
});
