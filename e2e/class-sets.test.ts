import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfWithBrokenPage, scannedPdf } from "../apps/api/src/testing/class-set-pdfs";
import { characterErrorRate, nameLine } from "@redpen/engine/testing";
import { makeClass, pasteStudents, studentList } from "./classes";
import { exerciseBookPage } from "./photos";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
const EMAIL = "class.sets@school.test";

// A class set of three students, scanned as one PDF: Maria wrote two pages, Tom and Li one each.
const PAGES = [
  "Maria Lopez\n\nIn my opinion young people should do volunteer work, because it teaches them to help other people and to work in a team with others from their town.",
  "Also they can learn new skills that are useful for a job later, and they meet many interesting people who live near them.",
  "Tom Smith\n\nI think that volunteer work is a good idea for students, but they should not do it every weekend because they need time to study and rest after school.",
  "Li Wei\n\nVolunteering is important for teenagers because it shows them how other people live and it makes them more responsible in their daily life at home.",
];

/** The page numbers shown in each essay of the grouping, in order. */
async function grouping(on: Page): Promise<number[][]> {
  const essays = on.getByRole("region", { name: /^Essay \d+$/ });
  const groups: number[][] = [];
  for (let index = 0; index < (await essays.count()); index++) {
    const pages = await essays
      .nth(index)
      .getByRole("figure")
      .evaluateAll((figures) => figures.map((figure) => Number(figure.getAttribute("data-page"))));
    groups.push(pages);
  }
  return groups;
}

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), EMAIL);
});

describe("a teacher with a class set scanned as one PDF", () => {
  it("uploads it, checks the proposed essays, moves a page, and gets three essays corrected", async () => {
    await page.getByRole("button", { name: "New essay" }).click();
    await page.getByRole("menuitem", { name: "Upload a class set" }).click();
    await page.waitForURL(/\/class-sets\/new$/);

    const pdf = await scannedPdf(PAGES, { printed: true });
    await page
      .getByLabel("PDF or photos of the class set")
      .setInputFiles({ name: "class-4b.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByText("Chosen: class-4b.pdf").waitFor();
    await page
      .getByRole("combobox", { name: "Certificate" })
      .selectOption({ label: "Cambridge B2 First · B2 · essay" });
    await page
      .getByRole("textbox", { name: "Task the students wrote about" })
      .fill("Should young people do volunteer work?");
    await page.getByRole("button", { name: "Upload and read the pages" }).click();
    await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);

    // Read in the correction queue, then proposed: a page starting with a name starts an essay.
    await page.getByText("Redpen found 3 essays", { exact: false }).waitFor({ timeout: 120_000 });
    expect(await grouping(page)).toEqual([[1, 2], [3], [4]]);
    const names = page.getByRole("textbox", { name: "Name on the essay" });
    expect(await Promise.all((await names.all()).map((field) => field.inputValue()))).toEqual([
      "Maria Lopez",
      "Tom Smith",
      "Li Wei",
    ]);

    // Page 2 goes to the essay after (the teacher's call, with a button that works on a phone too).
    await page.getByRole("button", { name: "Move page 2 to the essay after" }).click();
    // A locator, not a function of a string: the page's Content-Security-Policy forbids evaluating one.
    await page.locator('section[aria-label="Essay 2"] figure[data-page="2"]').waitFor();
    expect(await grouping(page)).toEqual([[1], [2, 3], [4]]);

    // The text read from a group's pages can be checked as on the photo upload.
    const tom = page.getByRole("region", { name: "Essay 2" });
    await tom.getByRole("button", { name: "Check the text" }).click();
    const text = await tom.getByRole("textbox", { name: "Text of essay 2 as read" }).inputValue();
    expect(text).toContain("interesting people");
    expect(text).toContain("volunteer work is a good idea");

    await page.getByRole("button", { name: "Correct 3 essays" }).click();
    await page.getByText("All 3 essays are done.").waitFor({ timeout: 180_000 });
    const essays = page.getByRole("list", { name: "Essays of the class set" }).getByRole("listitem");
    expect(await essays.count()).toBe(3);
    expect(await page.getByText("Corrected", { exact: true }).count()).toBe(3);
    await essays.first().getByRole("link", { name: "View essay" }).click();
    await page.waitForURL(/\/essays\/[0-9a-f-]{36}$/);
    await page.getByText("Maria Lopez", { exact: false }).first().waitFor();
  }, 420_000);

  it("sees why a page of a damaged scan could not be read on its thumbnail, then deletes the set", async () => {
    await page.goto(`${product().url}/class-sets/new`);
    // The page tree's second entry points nowhere: pdf.js counts two pages and cannot draw the second.
    const pdf = pdfWithBrokenPage(await scannedPdf([PAGES[0]!, PAGES[2]!, PAGES[3]!], { printed: true }), 2);
    await page
      .getByLabel("PDF or photos of the class set")
      .setInputFiles({ name: "damaged.pdf", mimeType: "application/pdf", buffer: pdf });
    await page
      .getByRole("combobox", { name: "Certificate" })
      .selectOption({ label: "Cambridge B2 First · B2 · essay" });
    await page.getByRole("button", { name: "Upload and read the pages" }).click();
    await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);
    const setUrl = page.url();

    // Not READING for ever: the set is READY, the page that failed says why, in words.
    await page.getByText("1 page could not be read", { exact: false }).waitFor({ timeout: 120_000 });
    const failed = page.locator('figure[data-page="2"]');
    await failed.getByText("Not read").waitFor();
    expect(await failed.getByText(/This page of the PDF could not be drawn/).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Delete class set" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this class set?" });
    await dialog.getByText("nothing was charged for it", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Delete class set" }).click();
    await page.waitForURL(/\/class-sets\/new$/);
    await page.goto(setUrl);
    await page.getByText("This class set was not found.").waitFor();
  }, 300_000);
});

describe("a teacher who uploads a class set from their class's page", () => {
  it("finds the class's certificate picked, shares the essays as codes with a second draft, and finds the set listed on the class page", async () => {
    await makeClass(page, product(), "3C — volunteer work");
    const classUrl = page.url();
    await page.getByRole("link", { name: "Upload a class set" }).click();
    await page.waitForURL(/\/class-sets\/new\?class=/);
    const klass = page.getByRole("combobox", { name: "Class" });
    await expect.poll(() => klass.locator("option:checked").textContent()).toBe("3C — volunteer work");
    const certificate = page.getByRole("combobox", { name: "Certificate" });
    await expect
      .poll(() => certificate.locator("option:checked").textContent())
      .toBe("Cambridge B2 First · B2 · essay");
    const corrections = page.getByRole("radio", { name: "The corrections" });
    expect(await corrections.isChecked()).toBe(true);
    const drafts = page.getByRole("combobox", { name: "Second drafts" });
    expect(await drafts.locator("option:checked").textContent()).toBe("No second draft");
    await page.getByRole("radio", { name: /^Codes only/ }).check();
    await drafts.selectOption({ label: "Once" });
    await page.getByLabel("PDF or photos of the class set").setInputFiles({
      name: "3c.pdf",
      mimeType: "application/pdf",
      buffer: await scannedPdf([PAGES[3]!], { printed: true }),
    });
    await page
      .getByRole("textbox", { name: "Task the students wrote about" })
      .fill("Should young people do volunteer work?");
    await shootIfAsked(page, "class-set-form");
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/class-sets\/[0-9a-f-]{36}$/.test(response.url()),
    );
    await page.getByRole("button", { name: "Upload and read the pages" }).click();
    // Kept with the set, and given to each essay it makes.
    expect((await (await answered).json()).data).toMatchObject({ share_mode: "codes", drafts_allowed: 1 });
    await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);
    const setUrl = page.url();

    // Left before it was read: the class page lists it, and leads back to it.
    await page.goto(classUrl);
    const sets = page.getByRole("list", { name: "Class sets of the class" });
    const listed = sets.getByRole("link", { name: "Should young people do volunteer work?" });
    await listed.waitFor();
    await sets.getByText("Ready to check").waitFor({ timeout: 120_000 });
    await sets.getByText("1 page read: check the essays and start", { exact: false }).waitFor();
    await shootIfAsked(page, "class-page-class-sets");
    await listed.click();
    await page.waitForURL(setUrl);
    await page.getByText("Redpen found 1 essay", { exact: false }).waitFor({ timeout: 60_000 });
  }, 300_000);
});

describe("a teacher with a class set one of whose pages is out of focus", () => {
  it("is told which page is hard to read before correcting, and checks its text beside the pages, its unsure words underlined", async () => {
    await page.goto(`${product().url}/class-sets/new`);
    const pdf = await scannedPdf(PAGES.slice(0, 2), { printed: true, blurred: [2] });
    await page
      .getByLabel("PDF or photos of the class set")
      .setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: pdf });
    await page
      .getByRole("combobox", { name: "Certificate" })
      .selectOption({ label: "Cambridge B2 First · B2 · essay" });
    await page.getByRole("button", { name: "Upload and read the pages" }).click();
    await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);
    await page.getByText("Redpen found 1 essay", { exact: false }).waitFor({ timeout: 120_000 });

    // The essay's row and the page's thumbnail say page 2 is hard to read, with the count of its unsure words.
    const essay = page.getByRole("region", { name: "Essay 1" });
    const trouble = essay.getByRole("alert").filter({ hasText: /^Page 2 (is|could)/ });
    const said = await trouble.innerText();
    const unsure = Number(/Page 2 is [^:]+: (\d+) words? unsure/.exec(said)?.[1]);
    expect(unsure).toBeGreaterThan(0);
    const thumb = essay.locator('figure[data-page="2"]');
    await thumb.getByText(`${unsure} ${unsure === 1 ? "word" : "words"} unsure`).waitFor();
    expect(await thumb.locator(".MuiChip-root").count()).toBe(1);
    // ...before 'Correct 1 essay', in the page's order (4: the button follows the alert).
    const correct = page.getByRole("button", { name: "Correct 1 essay" });
    const position = await trouble.evaluate(
      (alert, button) => alert.compareDocumentPosition(button as never),
      await correct.elementHandle(),
    );
    expect(position & 4).toBe(4);
    await page.getByText(/1 page was hard to read, in essay 1/).waitFor();

    // Its text check shows the pages large beside the text, the unsure words outlined there and underlined here.
    await essay.getByRole("button", { name: "Check the text", exact: true }).click();
    const pages = essay.getByRole("region", { name: "Pages of essay 1" });
    const pageTwo = pages.getByRole("figure", { name: "Page 2" });
    await pageTwo.getByRole("img", { name: /^Page 2 as read/ }).waitFor();
    const toCheck = essay.getByRole("region", { name: /^Redpen is unsure of \d+ words?/ });
    const count = Number(/of (\d+) word/.exec(await toCheck.getByRole("heading").innerText())![1]);
    expect(count).toBeGreaterThanOrEqual(unsure);
    expect(await toCheck.getByRole("button").count()).toBe(count);
    expect(await essay.locator("mark").count()).toBe(count);
    expect(await pages.locator("rect[data-word]").count()).toBe(count);
    const box = essay.getByRole("textbox", { name: "Text of essay 1 as read" });
    const [pageBox, textBox] = [await pageTwo.boundingBox(), await box.boundingBox()];
    expect(pageBox!.x + pageBox!.width).toBeLessThanOrEqual(textBox!.x);
    expect(pageBox!.width).toBeGreaterThan(400);

    // A word chosen from the list is shown on its crop; the page opens full size to zoom in on.
    await toCheck.getByRole("button").first().click();
    await essay.getByRole("img", { name: /^Where “.+” was read on page [12]$/ }).waitFor();
    // Pressed, not clicked: the word's crop above can still be growing into place and move the button under the pointer.
    await pageTwo.getByRole("button", { name: "Zoom in on page 2" }).press("Enter");
    const zoomed = page.getByRole("dialog", { name: "Page 2" });
    await zoomed.getByRole("button", { name: "Zoom in" }).click();
    await zoomed.getByText("150%").waitFor();
    await zoomed.getByRole("button", { name: "Close" }).click();
    await zoomed.waitFor({ state: "detached" });

    // On a phone the pages stack above the text.
    await page.setViewportSize(VIEWPORTS.phone);
    const [phonePage, phoneText] = [await pageTwo.boundingBox(), await box.boundingBox()];
    expect(phonePage!.y + phonePage!.height).toBeLessThanOrEqual(phoneText!.y);
    await page.setViewportSize(VIEWPORTS.desktop);
  }, 300_000);
});

describe("a teacher with a class set handwritten on exercise-book paper", () => {
  it("gets each student's pages proposed as their essay, whatever way they wrote their name, and checks one beside its pages", async () => {
    await makeClass(page, product(), "Class 4C");
    await pasteStudents(page, "Maria Lopez\nTom Smith\nLi Wei\n");
    await page.getByText("Added 3 students.").waitFor();
    await expect
      .poll(() => studentList(page).getByRole("listitem").allInnerTexts(), { timeout: 60_000 })
      .toEqual([
        expect.stringContaining("Li Wei"),
        expect.stringContaining("Maria Lopez"),
        expect.stringContaining("Tom Smith"),
      ]);

    // Ruled paper with a red margin rule, each student in a hand of their own, heading the first
    // page as students do; Maria numbers her second page and does not write her name on it again.
    const bodies = PAGES.map((text) => text.replace(/^[^\n]+\n\n/, ""));
    const pdf = await scannedPdf(bodies, {
      pages: [
        exerciseBookPage("caveat", 41, nameLine("name", "Maria Lopez")),
        exerciseBookPage("caveat", 42, { right: "p. 2" }),
        exerciseBookPage("kalam", 43, nameLine("corner", "Tom Smith")),
        exerciseBookPage("indie-flower", 44, nameLine("date-and-name", "Li Wei")),
      ],
    });
    await page.goto(`${product().url}/class-sets/new`);
    await page
      .getByLabel("PDF or photos of the class set")
      .setInputFiles({ name: "class-4c.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("combobox", { name: "Class" }).selectOption({ label: "Class 4C" });
    await page
      .getByRole("combobox", { name: "Certificate" })
      .selectOption({ label: "Cambridge B2 First · B2 · essay" });
    await page.getByRole("button", { name: "Upload and read the pages" }).click();
    await page.waitForURL(/\/class-sets\/[0-9a-f-]{36}$/);
    await page.getByText(/Redpen found \d+ essays?/).waitFor({ timeout: 180_000 });
    await page.waitForLoadState("networkidle");

    // One essay per student, with the student of the class and the pages they wrote, in order.
    const essays = page.getByRole("region", { name: /^Essay \d+$/ });
    const proposed = [];
    for (const essay of await essays.all())
      proposed.push({
        student: await essay.getByRole("combobox", { name: "Student" }).locator("option:checked").textContent(),
        name: await essay.getByRole("textbox", { name: "Name on the essay" }).inputValue(),
      });
    expect({ grouping: await grouping(page), proposed }).toEqual({
      grouping: [[1, 2], [3], [4]],
      proposed: [
        { student: "Maria Lopez", name: "Maria Lopez" },
        { student: "Tom Smith", name: "Tom Smith" },
        { student: "Li Wei", name: "Li Wei" },
      ],
    });
    await shootIfAsked(page, "ruled-class-set-grouping");

    // Maria's text is checked beside her two pages; it is her essay as written, without her name line or page number.
    const maria = page.getByRole("region", { name: "Essay 1", exact: true });
    await maria.getByRole("button", { name: "Check the text", exact: true }).click();
    const pages = maria.getByRole("region", { name: "Pages of essay 1" });
    for (const number of [1, 2])
      await pages
        .getByRole("figure", { name: `Page ${number}` })
        .getByRole("img", { name: new RegExp(`^Page ${number} as read`) })
        .waitFor();
    const box = maria.getByRole("textbox", { name: "Text of essay 1 as read" });
    const [pagesBox, textBox] = [await pages.boundingBox(), await box.boundingBox()];
    expect(pagesBox!.x + pagesBox!.width).toBeLessThanOrEqual(textBox!.x);
    const text = await box.inputValue();
    const rate = characterErrorRate(`${bodies[0]}\n\n${bodies[1]}`, text);
    expect(rate, `read ${(100 * rate).toFixed(1)}% wrong:\n${text}`).toBeLessThan(0.05);
    await pages.scrollIntoViewIfNeeded();
    await shootIfAsked(page, "ruled-class-set-check-text", { fullPage: false, keepScroll: true });
  }, 420_000);
});
