import type { Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { correctTextEssay, rejectedMark, selectInCorrections, waitForCorrected } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText } from "./pdf-text";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { shootIfAsked } from "./shots";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let page: Page;
let essayUrl: string;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "marking@school.test");
  await correctTextEssay(page, product(), { text: TEXT_ESSAY, studentName: "Ana Ruiz" });
  essayUrl = page.url();
});

const corrections = (on: Page = page) => on.getByRole("region", { name: "Corrections", exact: true });
const mark = (from: string, to: string, on: Page = page) =>
  corrections(on).getByRole("button", { name: `Correction: ${from} to ${to}. Enter to open, Delete to reject.` });
const flat = (text: string) => text.replace(/\s+/g, " ");

/** The essay as the student's link shows it, in a fresh signed-out browser. */
async function studentPage(): Promise<Page> {
  const link = await openShareLink(page);
  await page.keyboard.press("Escape");
  const student = await (await browser().newContext()).newPage();
  await student.goto(link);
  await waitForCorrected(student);
  return student;
}

story("the teacher as the final marker", (it) => {
  it("rejects an engine correction with the keyboard, undoes it, and rejects it again from its dialog", async () => {
    await mark("freind", "friend").focus();
    await page.keyboard.press("Delete");
    await rejectedMark(page, "freind", "friend").waitFor();
    expect(await corrections().locator("ins", { hasText: "friend" }).count()).toBe(0);
    await corrections().getByRole("button", { name: "Undo" }).click();
    await mark("freind", "friend").waitFor();
    expect(await rejectedMark(page, "freind", "friend").count()).toBe(0);

    await mark("freind", "friend").click();
    const dialog = page.getByRole("dialog", { name: "Correction" });
    await dialog.getByText("This word is spelt 'friend'.").waitFor();
    await dialog.getByRole("button", { name: "Reject" }).click();
    await rejectedMark(page, "freind", "friend").waitFor();
  });

  it("changes an engine correction, and the explanation is proposed for the new words", async () => {
    await mark("wich", "which").click();
    const dialog = page.getByRole("dialog", { name: "Correction" });
    await dialog.getByRole("button", { name: "Change" }).click();
    await dialog.getByRole("textbox", { name: "Replacement" }).fill("that");
    await dialog.getByRole("button", { name: "Save change" }).click();
    await mark("wich", "that").click();
    await page.getByRole("dialog", { name: "Correction" }).getByText("Write 'that' instead of 'wich'.").waitFor();
    await page.keyboard.press("Escape");
  });

  it("adds a correction of selected words and an insertion between two words, each explained by Redpen", async () => {
    await selectInCorrections(page, "shy");
    await corrections().getByRole("button", { name: "Correct “shy”" }).click();
    const replace = page.getByRole("dialog", { name: "Correct “shy”" });
    await replace.getByRole("textbox", { name: "Replacement" }).fill("nervous");
    await replace.getByRole("button", { name: "Add correction" }).click();
    await mark("shy", "nervous").click();
    await page.getByRole("dialog", { name: "Correction" }).getByText("Write 'nervous' instead of 'shy'.").waitFor();
    await page.keyboard.press("Escape");

    await selectInCorrections(page, "I learned to work", 1);
    await corrections().getByRole("button", { name: "Add words here" }).click();
    const insert = page.getByRole("dialog", { name: "Add words after “I”" });
    await insert.getByRole("textbox", { name: "Replacement" }).fill("also");
    await insert.getByRole("button", { name: "Add correction" }).click();
    await mark("(nothing)", "also").waitFor();
    expect(flat(await page.getByRole("region", { name: "Corrected text" }).innerText())).toContain(
      "I also learned to work in a team",
    );
  });

  it("tabs through the corrections and opens one with Enter", async () => {
    await mark("thinks", "think").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page
      .getByRole("dialog", { name: "Correction" })
      .getByText("Put a comma after 'In my opinion' at the start of a sentence.")
      .waitFor();
    await page.keyboard.press("Escape");
  });

  it("gives the student's link and the printout exactly the teacher's marking", async () => {
    const student = await studentPage();
    const text = flat(await student.getByRole("region", { name: "Corrected text" }).innerText());
    expect(text).toContain("My freind Lucas");
    expect(text).toContain("I was very nervous");
    expect(text).toContain("listen other people, that is something");
    expect(text).not.toContain("wich");
    expect(await student.getByRole("button", { name: /Rejected correction/ }).count()).toBe(0);
    expect(await student.locator("del", { hasText: "freind" }).count()).toBe(0);
    expect(await student.getByRole("button", { name: "Undo" }).count()).toBe(0);

    const printed = flat(await pdfText(await student.pdf()));
    expect(printed).toContain("Write 'nervous' instead of 'shy'.");
    expect(printed).toContain("My freind Lucas");
    expect(printed).not.toContain("This word is spelt 'friend'.");
    await student.context().close();
  });

  it("keeps a change saved in another tab: the second tab's save is applied to the newer version", async () => {
    const other = await page.context().newPage();
    await other.goto(essayUrl);
    await waitForCorrected(other);
    await mark("dont", "don't").focus();
    await page.keyboard.press("Delete");
    await rejectedMark(page, "dont", "don't").waitFor();
    await mark("didnt", "didn't", other).focus();
    await other.keyboard.press("Delete");
    await rejectedMark(other, "didnt", "didn't").waitFor();
    await expect.poll(async () => rejectedMark(other, "dont", "don't").count(), { timeout: 10_000 }).toBe(1);
    await other.close();
    await page.reload();
    await waitForCorrected(page);
    await rejectedMark(page, "dont", "don't").waitFor();
    await rejectedMark(page, "didnt", "didn't").waitFor();
  });

  it("works at phone width: a correction opens in a sheet at the bottom, below its words", async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await mark("familys", "families").click();
    const dialog = page.getByRole("dialog", { name: "Correction" });
    await dialog.getByRole("button", { name: "Reject" }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(VIEWPORTS.phone.width);
    expect(Math.round(box.y + box.height)).toBe(VIEWPORTS.phone.height);
    const words = (await mark("familys", "families").boundingBox())!;
    expect(words.y + words.height).toBeLessThanOrEqual(box.y);
    await dialog.getByRole("button", { name: "Keep" }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it("fixes a typo in the text: corrected again, the teacher's marking kept, and the view says so", async () => {
    await corrections().getByRole("button", { name: "Fix text" }).click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    const box = dialog.getByRole("textbox", { name: "Essay text" });
    await box.fill((await box.inputValue()).replace("When I was sixteen", "When I was fifteen"));
    await dialog.getByRole("button", { name: "Save and correct again" }).click();
    await waitForCorrected(page);
    await corrections().getByText("You fixed the text, so Redpen corrected it again").waitFor();
    const text = flat(await page.getByRole("region", { name: "Corrected text" }).innerText());
    expect(text).toContain("When I was fifteen");
    expect(text).toContain("I was very nervous");
    await rejectedMark(page, "freind", "friend").waitFor();
  });

  it("drafts the feedback again from the marking, asking first when the teacher wrote their own", async () => {
    const feedback = page.getByRole("region", { name: "Student feedback" });
    await feedback.getByRole("button", { name: "Edit" }).click();
    await feedback
      .getByRole("textbox", { name: "Feedback for the student" })
      .fill("Ana, well done. Read your essay again slowly before you hand it in.");
    await feedback.getByRole("button", { name: "Save" }).click();
    await feedback.getByText("Read your essay again slowly").waitFor();

    await feedback.getByRole("button", { name: "Suggest again" }).click();
    const confirm = page.getByRole("dialog", { name: "Replace your feedback?" });
    await confirm.getByRole("button", { name: "Keep mine" }).click();
    await feedback.getByText("Read your essay again slowly").waitFor();
    await feedback.getByRole("button", { name: "Suggest again" }).click();
    await confirm.getByRole("button", { name: "Replace it" }).click();
    // The teacher's text can stay a moment while "Suggesting…" shows: wait for the draft itself.
    await expect
      .poll(async () => (await feedback.innerText()).includes("Read your essay again slowly"), { timeout: 30_000 })
      .toBe(false);
    await feedback.getByRole("button", { name: "Suggest again" }).waitFor();
    expect((await feedback.innerText()).split(/\s+/).length).toBeGreaterThan(30);
    // A suggestion replaces nothing of the teacher's: no question asked.
    await feedback.getByRole("button", { name: "Suggest again" }).click();
    await feedback.getByRole("button", { name: "Suggest again" }).waitFor();
    expect(await page.getByRole("dialog", { name: "Replace your feedback?" }).count()).toBe(0);
  });

  it("fixes the text after 'Suggest again': the drafted feedback is kept, and the view says its word count changed", async () => {
    const feedback = page.getByRole("region", { name: "Student feedback" });
    // The draft asked for in the step before has come.
    await expect.poll(async () => feedback.innerText(), { timeout: 30_000 }).not.toContain("Suggesting…");
    const drafted = await feedback.innerText();
    const quoted = Number(/Your text has (\d+) words/.exec(drafted)?.[1]);
    expect(quoted).toBeGreaterThan(100);
    await corrections().getByRole("button", { name: "Fix text" }).click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    const box = dialog.getByRole("textbox", { name: "Essay text" });
    await box.fill((await box.inputValue()).replace("When I was fifteen", "When I was only fifteen"));
    await dialog.getByRole("button", { name: "Save and correct again" }).click();
    // Corrected again once the corrected text has the fix: the feedback is then final.
    await expect
      .poll(async () => flat(await page.getByRole("region", { name: "Corrected text" }).innerText()), {
        timeout: 120_000,
      })
      .toContain("When I was only fifteen");
    await corrections()
      .getByText(`Your feedback says the text has ${quoted} words, but the fixed text has ${quoted + 1}`)
      .waitFor();
    await corrections().getByText("your own corrections, grades and feedback were kept").waitFor();
    expect(await feedback.innerText()).toBe(drafted);
    await shootIfAsked(page, "text-fixed-feedback-kept", { region: corrections() });
  });
});
