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

/** Whether the button is there and can be pressed now: a busy one is renamed ('Opening…') or disabled. */
const canPress = (button: Locator) => button.isEnabled({ timeout: 1_000 }).catch(() => false);

/**
 * Clicks `button` and returns once the page sent the request the click starts (`sends`). On a
 * loaded machine a click can be lost between Playwright's checks and the page taking it; when
 * nothing was sent within 20 s and the button can still be pressed, it is clicked again, as a
 * teacher would, and said with what the page showed. A button left busy or disabled, or a click
 * taken late, is waited for: the request may still come.
 */
export async function clickSending(
  page: Page,
  button: Locator,
  sends: (request: Request) => boolean,
  what: string,
): Promise<void> {
  // Listened for before the click, which may send at once; the first click may wait up to 30 s for its button.
  const sent = page.waitForRequest(sends, { timeout: 30_000 + SEND_WITHIN_MS * CLICKS });
  // Awaited below; handled here too, in case a click throws first.
  sent.catch(() => undefined);
  await button.click();
  let clicks = 1;
  while (clicks < CLICKS && !(await settlesWithin(sent, SEND_WITHIN_MS))) {
    if (!(await canPress(button))) continue;
    console.warn(
      `${what} sent nothing within ${SEND_WITHIN_MS / 1000} s; clicking again.\n${await describePage(page)}`,
    );
    // A click taken late makes the button busy meanwhile: then this one has nothing to press.
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    clicks += 1;
  }
  try {
    await sent;
  } catch (error) {
    throw new Error(`${what} sent nothing after ${clicks} click(s).\n${await describePage(page)}`, { cause: error });
  }
}

/** A request to the api's `method` and path (its start, e.g. "/api/v1/essays/"). */
export function apiRequest(method: string, pathStart: string): (request: Request) => boolean {
  return (request) => request.method() === method && new URL(request.url()).pathname.startsWith(pathStart);
}
