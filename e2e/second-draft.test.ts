import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { correctStudentEssay, makeClass, pasteStudents } from "./classes";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { shootIfAsked } from "./shots";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let teacher: Page;
let student: BrowserContext;
let link: string;
let classUrl: string;
let essayUrl: string;
/** Shoots the region when E2E_SHOTS is set. */
const shoot = (region: Locator, name: string) => shootIfAsked(region.page(), name, { region });

/** The student's draft: two marks fixed as expected, one changed into another misspelling, the rest left. */
const DRAFT = TEXT_ESSAY.replace("many people thinks", "many people think")
  .replace("My freind Lucas", "My friend Lucas")
  .replace("to be responsable", "to be responsibel");

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "drafts.teacher@school.test");
  await makeClass(teacher, product(), "3A");
  classUrl = teacher.url();
  await pasteStudents(teacher, "Marta Rossi\nLeo Brandt");
  await teacher.getByText("Leo Brandt").first().waitFor();
  await correctStudentEssay(teacher, classUrl, { text: TEXT_ESSAY, studentName: "Marta Rossi" });
  student = await browser().newContext({ viewport: VIEWPORTS.desktop });
});
afterAll(async () => student?.close());

story("the student's second draft", (it) => {
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
    essayUrl = teacher.url();
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

  it("lets the teacher re-mark the second draft: a correction rejected, undone and rejected again, another changed, kept after a reload", async () => {
    const marking = () =>
      teacher.getByRole("region", { name: "Second drafts" }).getByRole("region", { name: "Your marking of draft 2" });
    const marks = marking().getByRole("button", { name: /^Correction: / });
    expect(await marks.count()).toBeGreaterThan(2);
    const [, from, to] = /^Correction: (.+?) to (.+?)\. Enter/.exec((await marks.first().getAttribute("aria-label"))!)!;
    const rejected = marking().getByRole("button", {
      name: `Rejected correction: ${from} to ${to}. Enter to open it and restore it.`,
    });
    await marks.first().focus();
    await teacher.keyboard.press("Delete");
    await rejected.waitFor();
    await marking().getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => rejected.count()).toBe(0);
    await marks.first().click();
    const dialog = teacher.getByRole("dialog", { name: "Correction" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await rejected.waitFor();

    // The next one is changed to the teacher's own words.
    const second = marking()
      .getByRole("button", { name: /^Correction: / })
      .first();
    await second.click();
    await dialog.getByRole("button", { name: "Change" }).click();
    await dialog.getByRole("textbox", { name: "Replacement" }).fill("everybody");
    await dialog.getByRole("button", { name: "Save change" }).click();
    await marking().locator("ins", { hasText: "everybody" }).waitFor();
    await teacher.keyboard.press("Escape");
    await expect.poll(() => marking().getByText("Saving…").count()).toBe(0);
    await shoot(marking(), "drafts-05-teacher-re-marks");

    await teacher.reload();
    await rejected.waitFor();
    await marking().locator("ins", { hasText: "everybody" }).waitFor();
    // The essay's own marking is untouched.
    const essayCorrections = teacher.getByRole("region", { name: "Corrections", exact: true });
    expect(await essayCorrections.getByRole("button", { name: /^Rejected correction/ }).count()).toBe(0);
  });

  it("shows on the class page who has sent a second draft, and how much of it is fixed", async () => {
    await teacher.goto(classUrl);
    const essays = teacher.getByRole("table", { name: "The class's essays" });
    const marta = essays.getByRole("row").filter({ hasText: "Marta Rossi" });
    await marta.getByTestId("draft-chip").waitFor();
    expect(await marta.getByTestId("draft-chip").innerText()).toMatch(/^Draft 2: 2 of \d+ fixed$/);
    const leo = essays.getByRole("row").filter({ hasText: "Leo Brandt" });
    expect(await leo.getByTestId("draft-chip").count()).toBe(0);
    await shoot(teacher.getByRole("region", { name: /essays/i }).first(), "drafts-06-class-page");
  });

  it("lets the teacher overrule a verdict, which the signed-out student then sees", async () => {
    await teacher.goto(essayUrl);
    const draft = teacher.getByRole("region", { name: "Second drafts" }).getByRole("article", { name: "Draft 2" });
    const wrong = draft.locator('li[data-verdict="wrong"]');
    await wrong.first().waitFor();
    // 'responsibel' for 'responsable': Redpen says still wrong; the teacher accepts it as fixed.
    await wrong.getByRole("combobox", { name: /^Your verdict/ }).click();
    await teacher.getByRole("option", { name: "Fixed" }).click();
    await draft.getByText("(your verdict; Redpen said still wrong)").waitFor();
    expect(await wrong.count()).toBe(0);
    await expect.poll(async () => draft.getByTestId("draft-score").innerText()).toMatch(/^3 of \d+ fixed$/);
    await shoot(draft, "drafts-07-teacher-overrules");
    await teacher.reload();
    await draft.getByText("(your verdict; Redpen said still wrong)").waitFor();

    const page = await student.newPage();
    await page.goto(link);
    const card = page.getByRole("region", { name: "Your second draft" });
    const score = card.getByTestId("draft-score");
    await score.waitFor();
    expect(await score.innerText()).toMatch(/^3 of \d+ fixed$/);
    expect(await card.locator('li[data-verdict="wrong"]').count()).toBe(0);
    await card.getByText("(your teacher's verdict)").waitFor();
    expect(await card.getByText(/Redpen said/).count()).toBe(0);
    await shoot(card, "drafts-08-student-sees-teacher-verdict");
  });
});
