/**
 * The story of a teacher's name, told on each database by its own file (teacher-names.test.ts on
 * SQLite, teacher-names-postgres.test.ts on PostgreSQL): given at sign-up, shown to colleagues, on
 * printouts (with the school, and the class on the teacher's) and on the student's page; a
 * colleague without a name is named by their email; a name changed in Redpen shows everywhere.
 */
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { correctStudentEssay, makeClass, pasteStudents } from "./classes";
import { waitForCorrected, correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { pdfText } from "./pdf-text";
import type { RunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { shootIfAsked } from "./shots";
import { story } from "./story";
import { finishSignUp, signUpThroughInvitation } from "./teacher";
import { teachersCard } from "./teachers-card";

const NAME = "Ana García";
const NEW_NAME = "Ana García López";
const SCHOOL = "Oak Hill School";
const CLASS = "Year 10 B";
const STUDENT = "Marta Rossi";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const stubPrint = "window.printCalls = 0; window.print = () => { window.printCalls += 1; };";

/** Clicks a print button and returns the printout's text (the print dialog is stubbed). */
async function printed(page: Page, button: "Print Correction" | "Print"): Promise<string> {
  const calls = Number(await page.evaluate("window.printCalls"));
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => page.evaluate("window.printCalls")).toBe(calls + 1);
  return flat(await pdfText(await page.pdf({ format: "A4" })));
}

/** The student's page of a share link, in a browser of its own (signed out). */
async function studentPage(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(stubPrint);
  await page.goto(link);
  await waitForCorrected(page);
  return page;
}

/**
 * Tells the story on the product `product` runs. `storedNameOf`, when given, reads a user's name
 * from the product's database, to show the story ran on the database it names.
 */
export function teacherNamesStory(
  label: string,
  product: () => RunningProduct,
  browser: () => Browser,
  storedNameOf?: (email: string) => Promise<string | null>,
): void {
  const ana = `ana.${label}@school.test`;
  const colleague = `colleague.${label}@school.test`;
  let page: Page;
  let other: Page;
  let essayUrl: string;
  let classUrl: string;
  let link: string;

  story(`a teacher's name and school on ${label}`, (it) => {
    it("signs up giving her name and her school's", async () => {
      page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await page.addInitScript(stubPrint);
      await page.goto(`${product().url}/signup?email=${encodeURIComponent(ana)}`);
      await page.getByLabel("Your name (optional)").fill(NAME);
      await page.getByLabel("Your school's name (optional)").fill(SCHOOL);
      await shootIfAsked(page, "sign-up-with-name", { mouseAway: true });
      await finishSignUp(page, product(), ana);
    });

    it("finds her name in the 'Your name' card and the school's teacher list", async () => {
      await page.goto(`${product().url}/school`);
      const card = page.getByRole("region", { name: "Your name", exact: true });
      await expect.poll(() => card.getByRole("textbox", { name: "Your name" }).inputValue()).toBe(NAME);
      await teachersCard(page).getByText(NAME, { exact: true }).waitFor();
      await shootIfAsked(page, "your-name", { mouseAway: true });
    });

    it("invites a colleague, named in the mail by her name; the colleague gives none and is listed by email", async () => {
      await teachersCard(page).getByRole("textbox", { name: "Teacher's email" }).fill(colleague);
      await teachersCard(page).getByRole("button", { name: "Invite" }).click();
      await teachersCard(page).getByText(`Sent invitation email to ${colleague}`, { exact: true }).waitFor();
      other = await signUpThroughInvitation(browser(), product(), colleague, { inviter: NAME, school: SCHOOL });
      await other.addInitScript(stubPrint);
      await other.goto(`${product().url}/school`);
      await teachersCard(other).getByText(NAME, { exact: true }).waitFor();
      await teachersCard(other).getByText(colleague, { exact: true }).waitFor();
    });

    it("prints an essay naming the school, her by name and its class, from its own page and from the class page", async () => {
      await makeClass(page, product(), CLASS);
      classUrl = page.url();
      await pasteStudents(page, `${STUDENT}\nTom Smith\n`);
      await page.getByText("Added 2 students.").waitFor();
      await correctStudentEssay(page, classUrl, { text: TEXT_ESSAY, studentName: STUDENT });
      essayUrl = page.url();
      const own = await printed(page, "Print Correction");
      expect(own).toContain(SCHOOL);
      expect(own).toContain(`Teacher: ${NAME}`);
      expect(own).toContain(`Class: ${CLASS}`);
      expect(own).not.toContain(ana);
      // The PDF ended the printing; printing again keeps the paper rendered for the shots.
      await page.getByRole("button", { name: "Print all", exact: true }).click();
      await page.locator(".marked-paper").waitFor({ state: "attached" });
      await page.emulateMedia({ media: "print" });
      await shootIfAsked(page, "printout-with-names");
      await page.emulateMedia({ media: null });

      await page.goto(classUrl);
      await page.getByRole("checkbox", { name: new RegExp(`^Choose ${STUDENT}'s essay of `) }).check();
      const fromClass = await printed(page, "Print");
      expect(fromClass).toContain(SCHOOL);
      expect(fromClass).toContain(`Class: ${CLASS}`);
      expect(fromClass).toContain(`Teacher: ${NAME}`);
    });

    it("the student's page and its printout name her", async () => {
      await page.goto(essayUrl);
      await waitForCorrected(page);
      link = await openShareLink(page);
      await page.keyboard.press("Escape");
      const student = await studentPage(browser(), link);
      await student.getByText(`Your teacher: ${NAME}`, { exact: true }).waitFor();
      await shootIfAsked(student, "student-page-your-teacher", { fullPage: false });
      const paper = await printed(student, "Print Correction");
      expect(paper).toContain(`Teacher: ${NAME}`);
      expect(paper).toContain(SCHOOL);
      // The student is not given the class.
      expect(paper).not.toContain("Class:");
      await student.context().close();
    });

    it("the colleague without a name is named by email on the printout and the student's page", async () => {
      await correctTextEssay(other, product(), { text: TEXT_ESSAY, studentName: "Tom Smith" });
      const paper = await printed(other, "Print Correction");
      expect(paper).toContain(`Teacher: ${colleague}`);
      expect(paper).toContain(SCHOOL);
      const student = await studentPage(browser(), await openShareLink(other));
      await student.getByText(`Your teacher: ${colleague}`, { exact: true }).waitFor();
      await student.context().close();
      await other.context().close();
    });

    it("changes her name in Redpen: the student's page and the printout follow", async () => {
      await page.goto(`${product().url}/school`);
      const card = page.getByRole("region", { name: "Your name", exact: true });
      const field = card.getByRole("textbox", { name: "Your name" });
      await expect.poll(() => field.inputValue()).toBe(NAME);
      await field.fill("   ");
      await field.fill(NEW_NAME);
      await card.getByRole("button", { name: "Save" }).click();
      await card.getByText(`Saved. You are shown as ${NEW_NAME}.`).waitFor();
      await teachersCard(page).getByText(NEW_NAME, { exact: true }).waitFor();
      await shootIfAsked(page, "your-name-saved", { region: card });

      const student = await studentPage(browser(), link);
      await student.getByText(`Your teacher: ${NEW_NAME}`, { exact: true }).waitFor();
      await student.context().close();
      await page.goto(essayUrl);
      await waitForCorrected(page);
      expect(await printed(page, "Print Correction")).toContain(`Teacher: ${NEW_NAME}`);
      if (storedNameOf) {
        expect(await storedNameOf(ana)).toBe(NEW_NAME);
        expect(await storedNameOf(colleague)).toBeNull();
      }
    });
  });
}
