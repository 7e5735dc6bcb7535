/**
 * Correction codes and sharing as codes, for `npm run screenshots`: the school page's
 * 'Correction codes' card (Redpen's codes, being changed, the school's own), a correction's panel
 * with its code, the share dialog set to codes only, the student's page shared as codes, and the
 * printout with the codes in the margin and the code key.
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { correctTextEssay } from "../e2e/essay-flow";
import { TEXT_ESSAY } from "../e2e/essays";
import type { RunningProduct } from "../e2e/product";
import { correctionStepper, openShareLink, shareDialog } from "../e2e/share-link";
import { VIEWPORTS } from "../e2e/teacher";
import { settled, shootInto, type Shoot } from "../e2e/shots";

/** `teacher` is a signed-in owner of their school; `out` is the screenshots' folder. */
export async function shootCodeStates(
  browser: Browser,
  product: RunningProduct,
  shoot: Shoot,
  teacher: Page,
  out: string,
): Promise<void> {
  await teacher.goto(`${product.url}/school`);
  const card = teacher.getByRole("region", { name: "Correction codes" });
  await card.getByRole("list", { name: "Your school's codes" }).waitFor();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: join(out, "60-codes-card-defaults-desktop.png") });
  await card.getByRole("button", { name: "Change the codes" }).click();
  await card.getByRole("textbox", { name: "Name of code 1", exact: true }).fill("Spelling mistake");
  await card.getByRole("button", { name: "Add a code" }).click();
  await card.getByRole("textbox", { name: "Code 13", exact: true }).fill("Coll");
  await card.getByRole("textbox", { name: "Name of code 13", exact: true }).fill("Collocation");
  await card.getByRole("textbox", { name: "Meaning of code 13", exact: true }).fill("These words do not go together.");
  await shootInto(out, teacher, "60a-codes-card-editing", { region: card });
  await card.getByRole("button", { name: "Save codes" }).click();
  await card.getByRole("list", { name: "Your school's codes" }).waitFor();
  await shootInto(out, teacher, "60b-codes-card-saved", { region: card });

  await correctTextEssay(teacher, product, { text: TEXT_ESSAY, studentName: "Marta Rossi" });
  const corrections = teacher.getByRole("region", { name: "Corrections", exact: true });
  const open = async () => {
    await corrections
      .getByRole("button", { name: "Correction: freind to friend. Enter to open, Delete to reject." })
      .click();
    await teacher.getByRole("combobox", { name: "Code" }).waitFor();
  };
  await shoot(teacher, "61-correction-with-code", { fullPage: false, open });

  const link = await openShareLink(teacher);
  const dialog = shareDialog(teacher);
  const codesOnly = dialog.getByRole("radio", { name: /Codes only/ });
  await codesOnly.click();
  const give = dialog.getByRole("checkbox", { name: "Give the answer: “freind” → “friend”" });
  await give.waitFor();
  await give.click();
  await dialog.getByText("Tick a correction").waitFor();
  await settled(teacher);
  await shoot(teacher, "62-share-as-codes", { fullPage: false });
  await teacher.keyboard.press("Escape");

  const student = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await student.addInitScript("window.print = () => {};");
  await student.goto(link);
  await correctionStepper(student).waitFor();
  await student.waitForLoadState("networkidle");
  await shoot(student, "63-student-page-codes");
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await student.setViewportSize(viewport);
    await student.reload();
    await correctionStepper(student).getByRole("button", { name: "Next" }).click();
    await settled(student);
    await student.screenshot({ path: join(out, `63a-student-code-chosen-${label}.png`) });
  }
  await student.setViewportSize(VIEWPORTS.desktop);
  await student.getByRole("button", { name: "Print all" }).click();
  await student.locator(".marked-paper").waitFor({ state: "attached" });
  await student.emulateMedia({ media: "print" });
  await shoot(student, "64-printout-codes");
  await student.close();
}
