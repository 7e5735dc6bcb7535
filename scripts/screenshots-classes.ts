/**
 * The classes pages, for `npm run screenshots`: the empty Classes page, a class with its pasted
 * students, the question before a student is deleted, the new-essay page with a class and a student
 * picked, and the Classes page with the class archived.
 */
import type { Browser } from "playwright-core";
import { CLASS_LIST, makeClass, pasteStudents } from "../e2e/classes";
import { B2_FIRST_ESSAY, pasteEssay, pickCertificate, studentNameField } from "../e2e/essay-flow";
import { TEXT_ESSAY } from "../e2e/essays";
import type { RunningProduct } from "../e2e/product";
import { signUpTeacher } from "../e2e/teacher";
import type { Shoot } from "../e2e/shots";

export async function shootClassStates(browser: Browser, product: RunningProduct, shoot: Shoot): Promise<void> {
  const page = await signUpTeacher(browser, product, "class.teacher@school.test");
  await page.goto(`${product.url}/classes`);
  await page.getByText("You have no classes yet.").waitFor();
  await shoot(page, "60-classes-empty");
  await makeClass(page, product, "4B — B2 First");
  const classUrl = page.url();
  await pasteStudents(page, CLASS_LIST);
  await page.getByText("Added 3 students.").waitFor();
  await shoot(page, "61-class-page");
  await page.getByRole("button", { name: "Delete Ben Cole" }).click();
  await page.getByRole("dialog", { name: "Delete Ben Cole?" }).waitFor();
  await shoot(page, "62-class-delete-student", { fullPage: false });
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "New essay (text)" }).click();
  await pasteEssay(page, TEXT_ESSAY);
  await pickCertificate(page, B2_FIRST_ESSAY);
  await studentNameField(page).fill("Chloé Martin");
  await page.getByText("A student of 4B — B2 First").waitFor();
  await shoot(page, "63-new-essay-class-student");
  await page.goto(classUrl);
  await page.getByRole("button", { name: "Archive" }).click();
  await page.getByText("This class is archived").waitFor();
  await page.getByRole("link", { name: "All classes" }).click();
  await page.getByRole("list", { name: "Archived classes" }).waitFor();
  await shoot(page, "64-classes-archived");
  await page.close();
}
