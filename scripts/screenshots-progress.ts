/**
 * A class's essays and a student's progress, for `npm run screenshots`: the class page listing a
 * student's two corrected essays beside the students with none, two essays chosen for printing,
 * and the student's page with what to work on and the three charts with their figures.
 */
import type { Browser } from "playwright-core";
import { CLASS_LIST, correctStudentEssay, makeClass, pasteStudents } from "../e2e/classes";
import { PAGES, TEXT_ESSAY } from "../e2e/essays";
import type { RunningProduct } from "../e2e/product";
import { signUpTeacher } from "../e2e/teacher";
import type { Shoot } from "../e2e/shots";

const STUDENT = "Ana Díaz";

export async function shootProgressStates(browser: Browser, product: RunningProduct, shoot: Shoot): Promise<void> {
  const page = await signUpTeacher(browser, product, "progress.teacher@school.test");
  await makeClass(page, product, "3A — B2 First");
  const classUrl = page.url();
  await pasteStudents(page, CLASS_LIST);
  await page.getByText("Added 3 students.").waitFor();
  for (const text of [TEXT_ESSAY, PAGES.join("\n\n")])
    await correctStudentEssay(page, classUrl, { text, studentName: STUDENT });
  await page.goto(classUrl);
  await page.getByRole("table", { name: "The class's essays" }).waitFor();
  await shoot(page, "72-class-essays");
  for (const box of await page.getByRole("checkbox", { name: new RegExp(`^Choose ${STUDENT}'s essay`) }).all())
    await box.check();
  await page.getByText("2 essays chosen").waitFor();
  await shoot(page, "73-class-essays-chosen");
  await page.getByRole("link", { name: STUDENT }).first().click();
  await page.getByRole("heading", { name: STUDENT, level: 1 }).waitFor();
  await page.getByRole("heading", { name: "Words per essay" }).waitFor();
  // Away from the charts, so that no tooltip shows.
  await page.mouse.move(0, 0);
  await shoot(page, "74-student-page");
  await page.close();
}
