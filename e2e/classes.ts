import type { Page } from "playwright-core";
import {
  B2_FIRST_ESSAY,
  correctIt,
  pasteEssay,
  pickCertificate,
  studentNameField,
  waitForCorrected,
} from "./essay-flow";
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

/** How long adding students may take to be answered. */
const ANSWER_TIMEOUT_MS = 90_000;

/** On a class page: pastes the list into 'Paste a list' and adds it. */
export async function pasteStudents(page: Page, list: string): Promise<void> {
  // Pressed, not clicked, as 'Add' below: the class's figures arrive late above the form and can
  // move the button between the pointer's aim and its click, which then lands beside it.
  await page.getByRole("button", { name: "Paste a list" }).press("Enter");
  await page.getByRole("textbox", { name: "Names, one a line" }).fill(list);
  // Generous: on a loaded 2-core machine a product that has just started can take long to answer.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/students"),
    { timeout: ANSWER_TIMEOUT_MS },
  );
  await page.getByRole("button", { name: /^Add \d+ students$/ }).press("Enter");
  const answer = await answered;
  if (!answer.ok()) throw new Error(`adding the students answered ${answer.status()}: ${await answer.text()}`);
}

/** The class page's list of students, as shown. */
export const studentList = (page: Page) => page.getByRole("list", { name: "Students of the class" });

/**
 * A text essay of a class's student, from the class page's 'New essay (text)' (which picks the
 * class) to the corrected view, the student's name typed in full (which files it with the student).
 */
export async function correctStudentEssay(
  page: Page,
  classUrl: string,
  { text, studentName }: { text: string; studentName: string },
): Promise<void> {
  await page.goto(classUrl);
  await page.getByRole("link", { name: "New essay (text)" }).click();
  await pasteEssay(page, text);
  await pickCertificate(page, B2_FIRST_ESSAY);
  const name = studentNameField(page);
  await name.fill(studentName);
  await page.keyboard.press("Escape");
  await page.getByText(/^A student of .+: the essay goes with their other essays\.$/).waitFor();
  if ((await name.inputValue()) !== studentName) throw new Error(`the name field says "${await name.inputValue()}"`);
  await correctIt(page);
  await waitForCorrected(page);
}
