/**
 * The review of Redpen's corrections, for `npm run screenshots`, at each width: the corrections
 * card with its "N of M checked", the ticks and a rejected correction greyed in place; a correction
 * opened beside the text (a side panel, a bottom sheet on a phone) and a rejected one; and the
 * 'Add a correction' button at selected words. Runs on a corrected TEXT_ESSAY whose "dont" the
 * teacher has not touched.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { correctionMark, correctionsCard, rejectedMark, selectInCorrections } from "../e2e/essay-flow";
import { settled } from "../e2e/shots";
import { VIEWPORTS } from "../e2e/teacher";

export async function shootReviewStates(page: Page, out: string): Promise<void> {
  const panel = page.getByRole("dialog", { name: /correction/i });
  await correctionMark(page, "thinks", "think").click();
  await panel.getByRole("button", { name: "Keep" }).click();
  await correctionMark(page, "dont", "don't").focus();
  await page.keyboard.press("Delete");
  await rejectedMark(page, "dont", "don't").waitFor();
  await page.getByText("Saving…").waitFor({ state: "detached" });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate("window.scrollTo(0, 0)");
    await settled(page);
    // The card from the whole page (a shot of the element alone would have the sticky header over it).
    const card = (await correctionsCard(page).boundingBox())!;
    await page.screenshot({ path: join(out, `43a-review-card-${label}.png`), fullPage: true, clip: card });

    await correctionMark(page, "familys", "families").click();
    await panel.getByRole("button", { name: "Keep" }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(out, `43b-review-panel-${label}.png`) });
    await rejectedMark(page, "dont", "don't").click();
    await panel.getByRole("button", { name: "Restore" }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(out, `43c-review-rejected-panel-${label}.png`) });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });

    // The words in the middle of the screen, as a teacher selects what they read.
    await page.evaluate(`(() => {
      const span = [...document.querySelectorAll("span[data-start]")].find((element) => element.textContent.includes("food bank"));
      window.scrollBy(0, span.getBoundingClientRect().top - window.innerHeight / 2);
    })()`);
    await selectInCorrections(page, "food bank");
    await correctionsCard(page).getByRole("button", { name: "Correct “food bank”" }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(out, `43d-review-add-at-selection-${label}.png`) });
    await page.keyboard.press("Escape");
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
