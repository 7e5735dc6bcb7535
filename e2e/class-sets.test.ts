import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfWithBrokenPage, scannedPdf } from "../apps/api/src/testing/class-set-pdfs";
import { useRunningProduct } from "./product";
import { signUpTeacher } from "./teacher";

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
    await page.waitForFunction(
      `document.querySelector('section[aria-label="Essay 2"] figure[data-page="2"]') !== null`,
    );
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
