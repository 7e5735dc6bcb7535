import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
let teacher: Page;
let student: BrowserContext;
let link: string;
/** Screenshots of each state at 1280 and 375 px, when SHOTS_DIR is set. */
const shotsDir = process.env.SHOTS_DIR;

async function shoot(region: Locator, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const page = region.page();
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await region.screenshot({ path: join(shotsDir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The student's draft: two marks fixed as expected, one changed into another misspelling, the rest left. */
const DRAFT = TEXT_ESSAY.replace("many people thinks", "many people think")
  .replace("My freind Lucas", "My friend Lucas")
  .replace("to be responsable", "to be responsibel");

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "drafts.teacher@school.test");
  await correctTextEssay(teacher, product(), { text: TEXT_ESSAY, studentName: "Marta Rossi" });
  student = await browser().newContext({ viewport: VIEWPORTS.desktop });
});
afterAll(async () => student?.close());

describe("the student's second draft", () => {
  it("is switched on by the teacher, who shares the link", async () => {
    const drafts = teacher.getByRole("region", { name: "Second drafts" });
    await drafts.getByRole("switch", { name: "Let the student send a second draft" }).click();
    await drafts.getByText("No draft yet: share the link with the student.").waitFor();
    await shoot(drafts, "drafts-01-teacher-allows");
    link = await openShareLink(teacher);
    await teacher.keyboard.press("Escape");
  });

  it("lets the student, signed out, correct the marked essay and see at once what is fixed, still wrong and left", async () => {
    const page = await student.newPage();
    await page.goto(link);
    const card = page.getByRole("region", { name: "Your second draft" });
    await card.getByRole("button", { name: "Correct your essay" }).click();
    const field = card.getByRole("textbox", { name: "Your corrected essay" });
    expect(await field.inputValue()).toBe(TEXT_ESSAY);
    expect(await card.locator("mark[data-mark-code]").count()).toBeGreaterThan(5);
    await shoot(card, "drafts-02-student-corrects");
    await field.fill(DRAFT);
    await card.getByRole("button", { name: "Send my second draft" }).click();
    const score = card.getByTestId("draft-score");
    await score.waitFor();
    const [, fixed, total] = /(\d+) of (\d+) fixed/.exec(await score.innerText())!;
    expect(Number(fixed)).toBe(2);
    expect(Number(total)).toBeGreaterThan(5);
    expect(await card.locator('[data-verdict="fixed"]').count()).toBe(2);
    expect(await card.locator('[data-verdict="wrong"]').count()).toBe(1);
    expect(await card.locator('[data-verdict="untouched"]').count()).toBe(Number(total) - 3);
    await card.getByText(/Left to do: \d+ marked mistakes/).waitFor();
    await card.getByText("You have sent all the drafts your teacher asked for.").waitFor();
    await shoot(card, "drafts-03-student-result");
  });

  it("shows the teacher both drafts with the check, and lets them confirm and grade the second", async () => {
    await teacher.reload();
    const drafts = teacher.getByRole("region", { name: "Second drafts" });
    const draft = drafts.getByRole("article", { name: "Draft 2" });
    await draft
      .getByTestId("draft-text")
      .getByText(/many people think that/)
      .waitFor();
    await draft.getByText("First draft", { exact: true }).waitFor();
    expect(await draft.locator('[data-verdict="wrong"]').count()).toBe(1);
    await draft.getByRole("button", { name: "Confirm the check" }).click();
    await draft.getByText("Check confirmed").waitFor();
    for (const [index, value] of ["4", "4", "3", "4"].entries())
      await draft.getByRole("spinbutton").nth(index).fill(value);
    await draft.getByRole("button", { name: /Save the grade/ }).click();
    await draft.getByText("(now 15 of 20)").waitFor();
    await shoot(drafts, "drafts-04-teacher-sees-drafts");
  });
});
