/**
 * The student's page and the share link's states, for `npm run screenshots`: the page a student
 * opens signed out, a correction chosen with Next (the stepper at the bottom of the screen), the
 * question before the teacher revokes the link, the dialog and the student's page once it is
 * revoked, and an essay's own address signed out.
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { RunningProduct } from "../e2e/product";
import { correctionStepper, makeNewLink, openShareLink, shareDialog } from "../e2e/share-link";
import { VIEWPORTS } from "../e2e/teacher";
import { settled, type Shoot } from "../e2e/shots";

/** `teacher` is on a corrected essay's page; `out` is the screenshots' folder. */
export async function shootShareStates(
  browser: Browser,
  product: RunningProduct,
  shoot: Shoot,
  teacher: Page,
  out: string,
): Promise<void> {
  const essayUrl = teacher.url();
  const link = await openShareLink(teacher);
  await teacher.keyboard.press("Escape");

  const student = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await student.goto(link);
  await correctionStepper(student).waitFor();
  await student.waitForLoadState("networkidle");
  await shoot(student, "18-student-page");
  // A correction chosen with Next: scrolled into view, the stepper at the bottom of the screen.
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await student.setViewportSize(viewport);
    await student.reload();
    const next = correctionStepper(student).getByRole("button", { name: "Next" });
    for (let step = 0; step < 3; step++) await next.click();
    await settled(student);
    await student.screenshot({ path: join(out, `18a-student-correction-chosen-${label}.png`) });
  }
  await student.setViewportSize(VIEWPORTS.desktop);

  await teacher.getByRole("button", { name: "Share link" }).click();
  await shareDialog(teacher).getByRole("textbox", { name: "Link" }).waitFor();
  await shareDialog(teacher).getByRole("button", { name: "Revoke link" }).click();
  await teacher.getByRole("dialog", { name: "Revoke this link?" }).waitFor();
  await shoot(teacher, "18b-share-revoke-question", { fullPage: false });
  await teacher.getByRole("dialog", { name: "Revoke this link?" }).getByRole("button", { name: "Revoke link" }).click();
  await shareDialog(teacher).getByText("You revoked the link: it no longer opens this essay.").waitFor();
  await shoot(teacher, "18c-share-link-revoked", { fullPage: false });

  await student.reload();
  await student.getByRole("heading", { name: "This link no longer works" }).waitFor();
  await shoot(student, "18d-student-link-revoked");
  await makeNewLink(teacher);
  await teacher.keyboard.press("Escape");

  await student.goto(essayUrl);
  await student.getByRole("heading", { name: "This essay opens for its teacher" }).waitFor();
  await shoot(student, "18e-essay-signed-out");
  await student.close();
}
