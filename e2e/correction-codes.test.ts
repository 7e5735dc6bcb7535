import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText, pdfTextItems, type PdfTextItem } from "./pdf-text";
import { useRunningProduct } from "./product";
import { correctionStepper, openShareLink, shareDialog } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let teacher: Page;
let student: BrowserContext;
let link: string;

/** The correct forms of the essay's mistakes, none of them in what the student wrote. */
const HIDDEN_ANSWERS = ["responsible", "studying", "families"];
/** The one correction whose answer the teacher gives anyway. */
const GIVEN = { original: "freind", replacement: "friend" };

/** What the page shows, as one line of text. */
const shownText = async (page: Page) => ((await page.locator("body").innerText()) as string).replace(/\s+/g, " ");
const codesCard = (page: Page) => page.getByRole("region", { name: "Correction codes" });

/** A code as the printout writes it beside a mark: the school's codes, or several joined with "/". */
const CODE = /^(Sp|T|VF|SVA|Art|Prep|WW|WO|P|M|U|\?|Coll)(\/(Sp|T|VF|SVA|Art|Prep|WW|WO|P|M|U|\?|Coll))*$/;

/** The student's page printed to a PDF of this paper size, from its 'Print Correction' button. */
async function printedPdf(page: Page, format: string): Promise<Buffer> {
  await page.getByRole("button", { name: "Print Correction" }).click();
  await page.locator(".marked-paper").waitFor({ state: "attached" });
  return page.pdf({ format });
}

/**
 * The printout's marked lines, page by page: for each line with codes beside its marks, those codes
 * in reading order and what the margin (the right-hand sixth of the page) says beside that line.
 */
function marginOfLines(all: readonly PdfTextItem[]) {
  // The essay ends where the code key starts.
  const key = all.find((item) => item.text === "CODE KEY")!;
  const items = all.filter((item) => item.page < key.page || (item.page === key.page && item.y > key.y));
  const inMargin = (item: PdfTextItem) => item.x > item.pageWidth * 0.8;
  const codes = items.filter((item) => !inMargin(item) && CODE.test(item.text));
  const margin = items.filter((item) => inMargin(item) && item.text.split(" ").every((code) => CODE.test(code)));
  // A line is 24 pt high; a mark's code is set a little above its line's baseline.
  const sameLine = (a: PdfTextItem, b: PdfTextItem) => a.page === b.page && Math.abs(a.y - b.y) < 9;
  const lines: { codes: PdfTextItem[]; margin: string[] }[] = [];
  for (const code of codes) {
    const line = lines.find((other) => sameLine(other.codes[0]!, code));
    if (line) line.codes.push(code);
    else lines.push({ codes: [code], margin: margin.filter((item) => sameLine(item, code)).map((item) => item.text) });
  }
  return { lines, margin };
}

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "codes.teacher@school.test");
  student = await browser().newContext({ viewport: VIEWPORTS.desktop });
});
afterAll(async () => student?.close());

story("correction codes and sharing as codes", (it) => {
  it("lets the school's owner rename a code and add one on the school page", async () => {
    await teacher.goto(`${product().url}/school`);
    const card = codesCard(teacher);
    await card.getByRole("list", { name: "Your school's codes" }).waitFor();
    expect(await card.innerText()).toContain("These are Redpen's codes");
    await card.getByRole("button", { name: "Change the codes" }).click();
    await card.getByRole("textbox", { name: "Name of code 1", exact: true }).fill("Spelling mistake");
    await card.getByRole("button", { name: "Add a code" }).click();
    await card.getByRole("textbox", { name: "Code 13", exact: true }).fill("Coll");
    await card.getByRole("textbox", { name: "Name of code 13", exact: true }).fill("Collocation");
    await card
      .getByRole("textbox", { name: "Meaning of code 13", exact: true })
      .fill("These words do not go together.");
    await card.getByRole("button", { name: "Save codes" }).click();
    const list = card.getByRole("list", { name: "Your school's codes" });
    await list.waitFor();
    const text = await list.innerText();
    expect(text).toContain("Spelling mistake");
    expect(text).toContain("Coll");
    expect(await card.innerText()).not.toContain("These are Redpen's codes");
  });

  it("shows each correction's code on the essay page", async () => {
    await correctTextEssay(teacher, product(), { text: TEXT_ESSAY, studentName: "Marta Rossi" });
    const corrections = teacher.getByRole("region", { name: "Corrections", exact: true });
    await corrections
      .getByRole("button", { name: "Correction: freind to friend. Enter to open, Delete to reject." })
      .click();
    await teacher.locator('abbr[data-code="Sp"][title="Spelling mistake"]').first().waitFor();
    await teacher.getByRole("combobox", { name: "Code" }).waitFor();
    await teacher.keyboard.press("Escape");
  });

  it("shares the essay as codes, giving one answer anyway", async () => {
    link = await openShareLink(teacher);
    const dialog = shareDialog(teacher);
    const codesOnly = dialog.getByRole("radio", { name: /Codes only/ });
    await codesOnly.click();
    await expect.poll(() => codesOnly.isChecked()).toBe(true);
    const give = dialog.getByRole("checkbox", {
      name: `Give the answer: “${GIVEN.original}” → “${GIVEN.replacement}”`,
    });
    await give.waitFor();
    await expect.poll(() => give.isDisabled()).toBe(false);
    await give.click();
    await expect.poll(() => give.isChecked()).toBe(true);
    await expect.poll(() => dialog.getByRole("checkbox").first().isDisabled()).toBe(false);
    await teacher.keyboard.press("Escape");
    await teacher.getByText("Shared as codes: the link and the printout show codes, not the answers.").waitFor();
  });

  it("shows the student, signed out, codes and no correct form but the one given", async () => {
    const page = await student.newPage();
    await page.addInitScript("window.print = () => {};");
    await page.goto(link);
    const corrections = page.getByRole("region", { name: "Corrections", exact: true });
    await corrections.getByText("each mistake with a code").waitFor();
    const text = await shownText(page);
    for (const answer of HIDDEN_ANSWERS) expect(text, answer).not.toContain(answer);
    expect(text).not.toContain("Corrected text");
    expect(text).toContain(GIVEN.replacement);
    expect(await corrections.locator('abbr[data-code="Sp"]').count()).toBeGreaterThan(1);

    // The stepper gives the code's meaning, not the answer.
    await correctionStepper(page).getByRole("button", { name: "Next" }).click();
    const stepper = await correctionStepper(page).innerText();
    expect(stepper).toMatch(/· /);
    await page.close();
  });

  it("prints the paper with the codes in the margin and the code key at the end, without the answers", async () => {
    const page = await student.newPage();
    await page.addInitScript("window.print = () => {};");
    await page.goto(link);
    if (process.env.E2E_SHOTS) {
      // The printout as an A4 page lays it out (794 px is 210 mm), and a phone's, for a person to look at.
      await page.getByRole("button", { name: "Print Correction" }).click();
      await page.locator(".marked-paper").waitFor({ state: "attached" });
      await page.emulateMedia({ media: "print" });
      for (const [name, viewport] of [
        ["a4", { width: 794, height: 1123 }],
        ["phone", VIEWPORTS.phone],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: join(process.env.E2E_SHOTS, `codes-printout-${name}.png`), fullPage: true });
      }
      // Back to no emulated media at all: page.pdf lays the page out for print only then.
      await page.emulateMedia({ media: null });
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    const text = (await pdfText(await printedPdf(page, "A4"))).replace(/\s+/g, " ");
    expect(text).toContain("CODE KEY");
    expect(text).toContain("Spelling mistake —");
    expect(text).not.toContain("NOTES");
    for (const answer of HIDDEN_ANSWERS) expect(text, answer).not.toContain(answer);
    expect(text).toContain(GIVEN.replacement);

    // On A4 and Letter alike, each marked line has its marks' codes in the margin beside it, once.
    for (const format of ["A4", "Letter"]) {
      const { lines, margin } = marginOfLines(await pdfTextItems(await printedPdf(page, format)));
      expect(lines.length, format).toBeGreaterThan(3);
      for (const line of lines) {
        const inLine = line.codes.sort((a, b) => a.x - b.x).map((code) => code.text);
        expect(line.margin, `${format}: the margin beside ${inLine.join(" ")}`).toEqual([inLine.join(" ")]);
      }
      expect(margin.length, format).toBe(lines.length);
    }

    // The teacher's own printout follows the same choice.
    const calls = teacher.addInitScript("window.print = () => {};");
    await calls;
    await teacher.reload();
    await teacher.getByRole("button", { name: "Print Correction" }).click();
    await teacher.locator(".marked-paper").waitFor({ state: "attached" });
    const teacherText = (await pdfText(await teacher.pdf({ format: "A4" }))).replace(/\s+/g, " ");
    expect(teacherText).toContain("CODE KEY");
    for (const answer of HIDDEN_ANSWERS) expect(teacherText, answer).not.toContain(answer);
    await page.close();
  });
});
