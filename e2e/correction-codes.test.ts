import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText } from "./pdf-text";
import { useRunningProduct } from "./product";
import { correctionStepper, openShareLink, shareDialog } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";

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

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "codes.teacher@school.test");
  student = await browser().newContext({ viewport: VIEWPORTS.desktop });
});
afterAll(async () => student?.close());

describe("correction codes and sharing as codes", () => {
  it("lets the school's owner rename a code and add one on the organisation page", async () => {
    await teacher.goto(`${product().url}/organisation`);
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
    await page.getByRole("button", { name: "Print Correction" }).click();
    await page.locator(".marked-paper").waitFor({ state: "attached" });
    const text = (await pdfText(await page.pdf({ format: "A4" }))).replace(/\s+/g, " ");
    expect(text).toContain("CODE KEY");
    expect(text).toContain("Spelling mistake —");
    expect(text).not.toContain("NOTES");
    for (const answer of HIDDEN_ANSWERS) expect(text, answer).not.toContain(answer);
    expect(text).toContain(GIVEN.replacement);

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
