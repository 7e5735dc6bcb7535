/**
 * The one way Redpen's pages are photographed, at desktop and phone width: `npm run screenshots`
 * (`scripts/screenshots.ts`) saves every page into ./screenshots with `shootInto`, and a browser
 * test saves the states it reaches with `shootIfAsked` when `E2E_SHOTS` names a folder.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { VIEWPORTS } from "./teacher";

/** How a state is shot at each width. */
export interface ShotOptions {
  /** The whole page (sticky bars drawn where the window's top and bottom are), or with false the window alone. */
  fullPage?: boolean;
  /** Shoots the window as the test scrolled it, rather than from the page's top. */
  keepScroll?: boolean;
  /** Opens a menu again after each resize (it would stay where the wider page had it); Escape closes it after. */
  open?: () => Promise<void>;
  /** Only this element, as it is drawn on the page (a card, a dialog's region). */
  region?: Locator;
  /** Only this element's box, cut from the whole page (so that the sticky header is not drawn over it). */
  clipTo?: Locator;
  /** Moves the mouse to the window's corner first, so that no tooltip shows. */
  mouseAway?: boolean;
}

/** Saves a state of the page under a name, in the way the options say. */
export type Shoot = (page: Page, name: string, options?: ShotOptions) => Promise<void>;

/**
 * Waits until the page is still after a resize or a click: its fonts loaded, every transition and
 * animation finished (a panel sliding in, a tooltip fading in; endless ones, a spinner, aside) and
 * no smooth scroll under way.
 */
export async function settled(page: Page): Promise<void> {
  // Two frames first, so that what the last change started (a transition, a popper's placing) is under way.
  await page.evaluate(`(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    // A smooth scroll is no animation: it is over when the page stays where it is for a frame.
    for (let last = -1; last !== window.scrollY; ) {
      last = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  })()`);
}

/**
 * Saves the state into `out` at desktop and phone width (`<name>-desktop.png`, `<name>-phone.png`),
 * then puts the desktop width back.
 */
export async function shootInto(
  out: string,
  page: Page,
  name: string,
  { fullPage = true, keepScroll = false, open, region, clipTo, mouseAway = false }: ShotOptions = {},
): Promise<void> {
  mkdirSync(out, { recursive: true });
  if (mouseAway) await page.mouse.move(0, 0);
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const path = join(out, `${name}-${label}.png`);
    await page.setViewportSize(viewport);
    if (!keepScroll && !open) await page.evaluate("window.scrollTo(0, 0)");
    await open?.();
    await settled(page);
    if (region) await region.screenshot({ path });
    else if (clipTo) await page.screenshot({ path, fullPage: true, clip: (await clipTo.boundingBox())! });
    else await page.screenshot({ path, fullPage });
    if (open) {
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "detached" });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** A `Shoot` into the folder `out`. */
export const shooterInto =
  (out: string): Shoot =>
  (page, name, options) =>
    shootInto(out, page, name, options);

/**
 * In a browser test: with `E2E_SHOTS` naming a folder, saves the state there for a person to look
 * at; otherwise does nothing, so that a test run writes no files.
 */
export async function shootIfAsked(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const out = process.env.E2E_SHOTS;
  if (out) await shootInto(out, page, name, options);
}
