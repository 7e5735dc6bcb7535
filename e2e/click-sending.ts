import { setTimeout as delay } from "node:timers/promises";
import type { Locator, Page, Request } from "playwright-core";
import { describePage } from "./page-watch";

/** How long a click may take to send its request before it counts as not taken. */
const SEND_WITHIN_MS = 20_000;
const CLICKS = 3;

/** Whether the promise settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    delay(ms).then(() => false),
  ]);

/**
 * Clicks `button` and returns once the page sent the request the click starts (`sends`). On a
 * loaded machine a click can be lost between Playwright's checks and the page taking it; when
 * nothing was sent and the button can still be pressed, it is clicked again, as a teacher would,
 * and said with what the page showed. A button left busy or disabled is waited for.
 */
export async function clickSending(
  page: Page,
  button: Locator,
  sends: (request: Request) => boolean,
  what: string,
): Promise<void> {
  const sent = page.waitForRequest(sends, { timeout: SEND_WITHIN_MS * CLICKS });
  // Awaited below; handled here too, in case a click throws first.
  sent.catch(() => undefined);
  await button.click();
  for (let click = 1; click < CLICKS && !(await settlesWithin(sent, SEND_WITHIN_MS)); click += 1) {
    if (!(await button.isEnabled())) continue;
    console.warn(
      `${what} sent nothing within ${SEND_WITHIN_MS / 1000} s; clicking again.\n${await describePage(page)}`,
    );
    await button.click({ timeout: 5_000 });
  }
  try {
    await sent;
  } catch {
    throw new Error(`${what} sent nothing after ${CLICKS} clicks.\n${await describePage(page)}`);
  }
}

/** A request to the api's `method` and path (its start, e.g. "/api/v1/essays/"). */
export function apiRequest(method: string, pathStart: string): (request: Request) => boolean {
  return (request) => request.method() === method && new URL(request.url()).pathname.startsWith(pathStart);
}
