/**
 * The student's second draft, for `npm run screenshots`: the teacher's switch, the student's page
 * with the essay open to correct beside its marks, the check right after sending, and the
 * teacher's view of both drafts side by side with the check and the grading, and their marking of
 * the draft with one correction rejected.
 */
import type { Browser, Page } from "playwright-core";
import { TEXT_ESSAY } from "../e2e/essays";
import { openShareLink } from "../e2e/share-link";
import { VIEWPORTS } from "../e2e/teacher";
import type { Shoot } from "../e2e/shots";

/** `teacher` is on the page of a corrected TEXT_ESSAY. */
export async function shootDraftStates(browser: Browser, shoot: Shoot, teacher: Page): Promise<void> {
  const drafts = teacher.getByRole("region", { name: "Second drafts" });
  await drafts.getByRole("switch", { name: "Let the student send a second draft" }).click();
  await drafts.getByText("No draft yet: share the link with the student.").waitFor();
  await shoot(teacher, "40-teacher-allows-drafts");
  const link = await openShareLink(teacher);
  await teacher.keyboard.press("Escape");

  const student = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await student.goto(link);
  const card = student.getByRole("region", { name: "Your second draft" });
  await card.getByRole("button", { name: "Correct your essay" }).click();
  await shoot(student, "41-student-corrects-essay");
  const draft = TEXT_ESSAY.replace("many people thinks", "many people think")
    .replace("My freind Lucas", "My friend Lucas")
    .replace("to be responsable", "to be responsibel");
  await card.getByRole("textbox", { name: "Your corrected essay" }).fill(draft);
  await card.getByRole("button", { name: "Send my second draft" }).click();
  await card.getByTestId("draft-score").waitFor();
  await shoot(student, "42-student-draft-result");
  await student.close();

  await teacher.reload();
  await drafts.getByRole("article", { name: "Draft 2" }).waitFor();
  await shoot(teacher, "43-teacher-reads-drafts");

  const marking = drafts.getByRole("region", { name: "Your marking of draft 2" });
  await marking
    .getByRole("button", { name: /^Correction: / })
    .first()
    .click();
  await teacher.getByRole("dialog", { name: "Correction" }).getByRole("button", { name: "Reject" }).click();
  await marking.getByRole("button", { name: /^Rejected correction: / }).waitFor();
  await teacher.keyboard.press("Escape");
  await marking.scrollIntoViewIfNeeded();
  await shoot(teacher, "44-teacher-re-marks-draft", { fullPage: false });
}
