import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { correctTextEssay, rejectedMark } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText } from "./pdf-text";
import { useRunningProduct } from "./product";
import {
  correctionStepper,
  makeNewLink,
  openShareLink,
  revokeShownLink,
  shareDialog,
  shownLink,
  TEACHER_WORDING,
} from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let teacher: Page;
let essayId: string;
let student: BrowserContext;
let firstLink: string;
let secondLink: string;

const TITLE = "Marta Rossi (Cambridge B2 First, B2, essay)";
const FEEDBACK = "Marta, your ideas are clear. Read your essay again slowly to catch the spelling mistakes.";

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "share.teacher@school.test");
  await teacher.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: product().url });
  essayId = await correctTextEssay(teacher, product(), { text: TEXT_ESSAY, studentName: "Marta Rossi" });
  student = await browser().newContext({ viewport: VIEWPORTS.desktop });
});
afterAll(async () => student?.close());

/** What the page shows, as one line of text. */
const shownText = async (page: Page) => ((await page.locator("body").innerText()) as string).replace(/\s+/g, " ");
const expectNoTeacherWording = async (page: Page) => {
  const text = await shownText(page);
  for (const words of TEACHER_WORDING) expect(text, `the student's page says "${words}"`).not.toContain(words);
};
/** The number of corrections the stepper announces before one is chosen. */
const correctionCount = async (page: Page) =>
  Number(/(\d+) corrections?\./.exec(await correctionStepper(page).innerText())?.[1]);

story("the student's page, opened with the teacher's share link", (it) => {
  it("is the link the teacher copies, once they rejected a correction, graded and wrote the feedback", async () => {
    const corrections = teacher.getByRole("region", { name: "Corrections", exact: true });
    await corrections
      .getByRole("button", { name: "Correction: freind to friend. Enter to open, Delete to reject." })
      .focus();
    await teacher.keyboard.press("Delete");
    await rejectedMark(teacher, "freind", "friend").waitFor();
    await teacher.getByText("Saving…").waitFor({ state: "detached" });

    const grading = teacher.getByRole("region", { name: "Grading" });
    if (!(await grading.getByRole("button", { name: "Save" }).isVisible()))
      await grading.getByRole("button", { name: "Edit" }).click();
    for (const [index, value] of ["4", "3", "4", "3"].entries())
      await grading.getByRole("spinbutton").nth(index).fill(value);
    await grading.getByRole("button", { name: "Save" }).click();
    await grading.getByText("14 / 20").waitFor();

    const feedback = teacher.getByRole("region", { name: "Student feedback" });
    if (!(await feedback.getByRole("button", { name: "Save" }).isVisible()))
      await feedback.getByRole("button", { name: "Edit" }).click();
    await feedback.getByRole("textbox", { name: "Feedback for the student" }).fill(FEEDBACK);
    await feedback.getByRole("button", { name: "Save" }).click();
    await feedback.getByRole("button", { name: "Edit" }).waitFor();

    firstLink = await openShareLink(teacher);
    expect(firstLink).toMatch(new RegExp(`^${product().url}/s/[A-Za-z0-9_-]{32}$`));
    await shareDialog(teacher).getByRole("button", { name: "Copy link" }).click();
    await teacher.getByText("Link copied to clipboard", { exact: true }).waitFor();
    expect(await teacher.evaluate("navigator.clipboard.readText()")).toBe(firstLink);
    await teacher.keyboard.press("Escape");
  });

  it("shows the student, signed out, the marked essay, why each correction was made, the feedback and the grade: nothing of the teacher's", async () => {
    const page = await student.newPage();
    await page.goto(firstLink);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByRole("region", { name: "Grading" }).getByText("14 / 20").waitFor();
    await page.getByText(FEEDBACK).waitFor();
    await page.locator("del", { hasText: "responsable" }).first().waitFor();
    await page.locator("ins", { hasText: "responsible" }).first().waitFor();
    // The correction the teacher rejected is not there: the student's own word stands.
    expect(await page.locator("ins", { hasText: "friend" }).count()).toBe(0);
    expect(await shownText(page)).toContain("My freind Lucas");
    await expectNoTeacherWording(page);

    // Going through the corrections: Next from the start, or choosing one in the text.
    const stepper = correctionStepper(page);
    const count = await correctionCount(page);
    expect(count).toBeGreaterThan(3);
    await stepper.getByRole("button", { name: "Next" }).click();
    await stepper.getByText(`Correction 1 of ${count}`).waitFor();
    expect(await stepper.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    const responsible = page.getByRole("button", { name: /^Correction \d+ of \d+: “responsable” to “responsible”$/ });
    await responsible.click();
    expect(await responsible.getAttribute("aria-pressed")).toBe("true");
    await stepper.getByText("This word is spelt 'responsible'.").waitFor();
    // No tooltip is needed: the explanation is in the page.
    expect(await page.getByRole("tooltip").count()).toBe(0);

    // Printing, with no button and nothing of the teacher's on the paper.
    await page.emulateMedia({ media: "print" });
    const printed = (await pdfText(await page.pdf())).replace(/\s+/g, " ");
    await page.emulateMedia({ media: "screen" });
    expect(printed).toContain(TITLE);
    expect(printed).toContain("responsible");
    expect(printed).toContain("Read your essay again slowly");
    for (const words of [...TEACHER_WORDING, "Print all", "Next", "Previous"]) expect(printed).not.toContain(words);
    await page.close();
  });

  it("tells a student whose link the teacher revoked to ask for the new one, and opens the new link", async () => {
    await teacher.getByRole("button", { name: "Share link" }).click();
    expect(await shownLink(teacher)).toBe(firstLink);
    await revokeShownLink(teacher);

    const page = await student.newPage();
    await page.goto(firstLink);
    await page.getByRole("heading", { name: "This link no longer works", level: 1 }).waitFor();
    await page.getByText("Your teacher has revoked this link").waitFor();
    await expectNoTeacherWording(page);

    secondLink = await makeNewLink(teacher);
    expect(secondLink).not.toBe(firstLink);
    await page.goto(secondLink);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.goto(firstLink);
    await page.getByRole("heading", { name: "This link no longer works", level: 1 }).waitFor();
    await page.close();
    await teacher.keyboard.press("Escape");
  });

  it("lets a student on a phone tap through the corrections one at a time, each shown in the text", async () => {
    const phone = await browser().newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(secondLink);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    const stepper = correctionStepper(page);
    const count = await correctionCount(page);
    for (let tapped = 1; tapped <= 3; tapped++) await stepper.getByRole("button", { name: "Next" }).tap();
    await stepper.getByText(`Correction 3 of ${count}`).waitFor();
    await stepper.getByRole("button", { name: "Previous" }).tap();
    await stepper.getByText(`Correction 2 of ${count}`).waitFor();
    const chosen = page.locator('[data-correction="1"]');
    expect(await chosen.getAttribute("aria-pressed")).toBe("true");
    // The chosen correction is scrolled into view, above the stepper that stays at the bottom of the screen.
    await expect.poll(async () => (await chosen.boundingBox())!.y).toBeGreaterThan(0);
    const [mark, panel] = [(await chosen.boundingBox())!, (await stepper.boundingBox())!];
    expect(mark.y + mark.height).toBeLessThanOrEqual(panel.y);
    expect(panel.y + panel.height).toBeLessThanOrEqual(VIEWPORTS.phone.height + 1);
    // Tapping a correction in the text chooses it.
    const responsible = page.getByRole("button", { name: /^Correction \d+ of \d+: “responsable” to “responsible”$/ });
    await responsible.tap();
    expect(await responsible.getAttribute("aria-pressed")).toBe("true");
    await stepper.getByText("This word is spelt 'responsible'.").waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectNoTeacherWording(page);
    await phone.close();
  });

  it("asks a signed-out visitor of the essay's own address to log in: it opens for its teacher only", async () => {
    const page = await student.newPage();
    await page.goto(`${product().url}/essays/${essayId}`);
    await page.getByRole("heading", { name: "This essay opens for its teacher", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Log in" }).waitFor();
    expect(await shownText(page)).not.toContain("Marta Rossi");
    await page.close();
  });
});
