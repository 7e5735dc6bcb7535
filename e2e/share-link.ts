/**
 * What a teacher does with the share dialog of an essay ('Share link'), and what a student's page
 * must never say: shared by the share test and the screenshots.
 */
import type { Page } from "playwright-core";

/** Words of the teacher's page that are addressed to the teacher, none of which the student's page may show. */
export const TEACHER_WORDING = [
  "Print the correction for your student",
  "Share link",
  "Edit",
  "Suggest again",
  "Fix text",
  "Undo",
  "Add a correction",
  "Choose a correction to keep, change or reject",
  "Rejected corrections",
  "not shown to the student",
  "Your feedback",
  "Submit",
  "Advised by Redpen",
  "Advised from your school",
  "Upload another",
  "Upload again",
  "your student",
] as const;

/** The open share dialog. */
export const shareDialog = (page: Page) => page.getByRole("dialog", { name: "Student share" });

/** Opens 'Share link' and returns the student's link once the dialog shows it. */
export async function openShareLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Share link" }).click();
  return shownLink(page);
}

/** The link the open share dialog shows, once it shows one. */
export async function shownLink(page: Page): Promise<string> {
  const field = shareDialog(page).getByRole("textbox", { name: "Link" });
  await field.waitFor();
  return field.inputValue();
}

/** Revokes the dialog's link through its confirmation, and waits for the dialog to say so. */
export async function revokeShownLink(page: Page): Promise<void> {
  await shareDialog(page).getByRole("button", { name: "Revoke link" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
  await confirm.getByRole("button", { name: "Revoke link" }).click();
  await confirm.waitFor({ state: "detached" });
  await shareDialog(page).getByText("You revoked the link: it no longer opens this essay.").waitFor();
}

/** Makes a new link after a revoked one, and returns it. */
export async function makeNewLink(page: Page): Promise<string> {
  await shareDialog(page).getByRole("button", { name: "Make a new link" }).click();
  return shownLink(page);
}

/** The student's stepper through their corrections. */
export const correctionStepper = (page: Page) => page.getByRole("group", { name: "Your corrections, one at a time" });
