import type { Locator, Page, Request } from "playwright-core";
import { describePage } from "./page-watch";

/** How long a click may take to send its request before it counts as not taken. */
const SEND_WITHIN_MS = 20_000;
const CLICKS = 3;

/**
 * Clicks `button` and returns once the page sent the request the click starts (`sends`). On a
 * loaded machine a click can be lost between Playwright's checks and the page taking it; one that
 * sent nothing is clicked again, as a teacher would, and said with what the page showed. A button
 * left busy or disabled fails at once, as the request is then under way or refused.
 */
export async function clickSending(
  page: Page,
  button: Locator,
  sends: (request: Request) => boolean,
  what: string,
): Promise<void> {
  for (let click = 1; ; click += 1) {
    const sent = page.waitForRequest(sends, { timeout: SEND_WITHIN_MS });
    await button.click(click === 1 ? {} : { timeout: 5_000 });
    try {
      await sent;
      return;
    } catch {
      const state = await describePage(page);
      if (click === CLICKS) throw new Error(`${what} sent nothing after ${CLICKS} clicks.\n${state}`);
      console.warn(`${what} sent nothing within ${SEND_WITHIN_MS / 1000} s; clicking again.\n${state}`);
    }
  }
}

/** A request to the api's `method` and path (its start, e.g. "/api/v1/essays/"). */
export function apiRequest(method: string, pathStart: string): (request: Request) => boolean {
  return (request) => request.method() === method && new URL(request.url()).pathname.startsWith(pathStart);
}
