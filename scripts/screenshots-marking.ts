/** `npm run screenshots`: the teacher's marking, grading and printouts of the corrected essay. */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { selectInCorrections } from "../e2e/essay-flow";
import type { Shoot } from "../e2e/shots";

/**
 * The teacher's marking: a correction's dialog and its change form, a new correction of selected
 * words, the marked essay with a rejected correction, the fix-the-text dialog, the view after a
 * fix, and the question before a new feedback draft replaces the teacher's own.
 */
export async function shootMarkingStates(page: Page, shoot: Shoot) {
  const corrections = page.getByRole("region", { name: "Corrections", exact: true });
  const mark = (from: string, to: string) =>
    corrections.getByRole("button", { name: `Correction: ${from} to ${to}. Enter to open, Delete to reject.` });
  await mark("freind", "friend").focus();
  await page.keyboard.press("Delete");
  await mark("wich", "which").click();
  const dialog = page.getByRole("dialog", { name: "Correction" });
  await dialog.waitFor();
  await shoot(page, "40-marking-correction-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Change" }).click();
  await dialog.getByRole("textbox", { name: "Replacement" }).fill("that");
  await shoot(page, "41-marking-change-form", { fullPage: false });
  await dialog.getByRole("button", { name: "Save change" }).click();
  await selectInCorrections(page, "shy");
  await corrections.getByRole("button", { name: "Correct “shy”" }).click();
  const add = page.getByRole("dialog", { name: "Correct “shy”" });
  await add.getByRole("textbox", { name: "Replacement" }).fill("nervous");
  await shoot(page, "42-marking-add-correction", { fullPage: false });
  await add.getByRole("button", { name: "Add correction" }).click();
  await mark("shy", "nervous").waitFor();
  await page.getByText("Saving…").waitFor({ state: "detached" });
  await shoot(page, "43-essay-marked");

  await corrections.getByRole("button", { name: "Fix text" }).click();
  const fix = page.getByRole("dialog", { name: "Fix the text" });
  const box = fix.getByRole("textbox", { name: "Essay text" });
  await box.fill(
    (await box.inputValue())
      .replace("When I was sixteen", "When I was fifteen")
      .replace("At the beginning I was very shy", "At the beginning I was quite shy"),
  );
  await shoot(page, "44-fix-text-dialog", { fullPage: false });
  await fix.getByRole("button", { name: "Save and correct again" }).click();
  await corrections.getByText("You fixed the text").waitFor({ timeout: 60_000 });
  await shoot(page, "45-essay-text-fixed");

  const feedback = page.getByRole("region", { name: "Student feedback" });
  await feedback.getByRole("button", { name: "Edit" }).click();
  await feedback
    .getByRole("textbox", { name: "Feedback for the student" })
    .fill("Marta, well done. Read your essay again slowly before you hand it in.");
  await feedback.getByRole("button", { name: "Save" }).click();
  await feedback.getByRole("button", { name: "Suggest again" }).click();
  await page.getByRole("dialog", { name: "Replace your feedback?" }).waitFor();
  await shoot(page, "46-redraft-question", { fullPage: false });
  await page.getByRole("button", { name: "Keep mine" }).click();
}

/**
 * The printouts of the marked essay: 'Print Correction' and 'Print all' as the print view shows
 * them at each width, and as PDFs at A4 and Letter; with Debian's pdftoppm (poppler-utils) on the
 * PATH, each PDF page is saved as a PNG as well.
 */
export async function shootPrintStates(page: Page, shoot: Shoot, out: string) {
  // The real print dialog would hold the page; the printout stays rendered for the shots.
  await page.evaluate("window.print = () => {}");
  for (const [button, name] of [
    ["Print Correction", "46a-print-correction"],
    ["Print all", "46b-print-all"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await page.locator(".marked-paper").waitFor({ state: "attached" });
    await page.emulateMedia({ media: "print" });
    await shoot(page, name);
    await page.emulateMedia({ media: null });
    for (const format of ["A4", "Letter"] as const) {
      await page.getByRole("button", { name: button }).click();
      await page.locator(".marked-paper").waitFor({ state: "attached" });
      const pdf = join(out, `${name}-${format}.pdf`);
      writeFileSync(pdf, await page.pdf({ format }));
      const pages = spawnSync("pdftoppm", ["-png", "-r", "80", pdf, pdf.replace(/\.pdf$/, "")]);
      if (pages.error) console.log(`pdftoppm is not installed: ${pdf} is saved without page images.`);
    }
  }
}

/**
 * The grading card: a criterion typed past its top band (said inline, the total within the
 * maximum), the teacher's saved grade called theirs in the card and the summary, and why Redpen
 * advised a criterion.
 */
export async function shootGradingStates(page: Page, shoot: Shoot) {
  const grading = page.getByRole("region", { name: "Grading" });
  const language = grading.getByRole("spinbutton", { name: "Language" });
  await language.fill("7");
  await grading.getByText("Language can be at most 5.").waitFor();
  await shoot(page, "16a-grading-limit");
  await language.fill("4");
  await grading.getByRole("button", { name: "Save" }).click();
  await grading.getByText("Your grade", { exact: true }).waitFor();
  await shoot(page, "16b-grading-your-grade");
  const why = grading.getByRole("button", { name: "Why Redpen advised this grade for Language" });
  await why.click();
  await grading.getByRole("region", { name: "Why Language was advised" }).waitFor();
  await page.mouse.move(0, 0);
  await shoot(page, "16c-grading-why-advised");
  await why.click();
}
