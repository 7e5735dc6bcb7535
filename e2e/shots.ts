import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { VIEWPORTS } from "./teacher";

/**
 * When `E2E_SHOTS` names a folder, saves the page there at desktop and phone width
 * (`<name>-desktop.png`, `<name>-phone.png`) for a person to look at, then puts the desktop width
 * back; otherwise does nothing, so that a test run writes no files. The whole page is shot from
 * its top (sticky bars drawn where the window's top and bottom are), or with `fullPage: false` the
 * window as scrolled.
 */
export async function shootIfAsked(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const out = process.env.E2E_SHOTS;
  if (!out) return;
  mkdirSync(out, { recursive: true });
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    if (fullPage) await page.evaluate("window.scrollTo(0, 0)");
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
