import type { Page } from "playwright-core";
import type { RunningProduct } from "./product";

/** The class list the e2e tests and screenshots paste: one name a line, a blank line and a repeat left out. */
export const CLASS_LIST = "Ana Díaz\nBen Cole\n\nChloé Martin\nben cole\n";

/** Makes a class on /classes (with B2 First as its certificate) and waits for its page. */
export async function makeClass(page: Page, product: RunningProduct, name: string): Promise<void> {
  await page.goto(`${product.url}/classes`);
  await page.getByRole("textbox", { name: "Class name" }).fill(name);
  await page
    .getByRole("combobox", { name: "Certificate (optional)" })
    .selectOption({ label: "Cambridge B2 First (B2, essay)" });
  await page.getByRole("button", { name: "Make class" }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

/** On a class page: pastes the list into 'Paste a list' and adds it. */
export async function pasteStudents(page: Page, list: string): Promise<void> {
  await page.getByRole("button", { name: "Paste a list" }).click();
  await page.getByRole("textbox", { name: "Names, one a line" }).fill(list);
  await page.getByRole("button", { name: /^Add \d+ students$/ }).click();
}

/** The class page's list of students, as shown. */
export const studentList = (page: Page) => page.getByRole("list", { name: "Students of the class" });
