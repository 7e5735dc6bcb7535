/**
 * What the browser's pages were doing, for a failed test to say: each open page's address, whether
 * the page believes it is online and visible, its alerts and dialogs, the api requests it is still
 * waiting for and its last console errors. A teacher's browser cannot tell the test; this can.
 */
import { setTimeout as delay } from "node:timers/promises";
import type { Browser, Page, Request } from "playwright-core";
import { onEveryContext } from "./every-context";

interface PageLog {
  inFlight: Set<Request>;
  consoleErrors: string[];
}

const CONSOLE_ERRORS_KEPT = 5;
const STATE_WITHIN_MS = 5_000;
const watched = new Map<Page, PageLog>();

function watchPage(page: Page): void {
  const log: PageLog = { inFlight: new Set(), consoleErrors: [] };
  watched.set(page, log);
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  page.on("request", (request) => isApi(request) && log.inFlight.add(request));
  page.on("requestfinished", (request) => log.inFlight.delete(request));
  page.on("requestfailed", (request) => log.inFlight.delete(request));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    log.consoleErrors.push(message.text().slice(0, 300));
    log.consoleErrors.splice(0, log.consoleErrors.length - CONSOLE_ERRORS_KEPT);
  });
  page.on("close", () => watched.delete(page));
}

/** Watches every page of every context this browser opens from now on. */
export function watchBrowser(browser: Browser): Browser {
  return onEveryContext(browser, (context) => {
    context.on("page", watchPage);
  });
}

/** What the page shows and believes, in a few lines. */
async function pageState(page: Page): Promise<string> {
  const state = page
    .evaluate(
      `(() => ({
        online: navigator.onLine,
        visibility: document.visibilityState,
        notices: [...document.querySelectorAll('[role="alert"], [role="dialog"], [role="alertdialog"]')]
          .map((element) => element.textContent.trim().slice(0, 200)).filter(Boolean),
        busy: [...document.querySelectorAll('[aria-busy="true"], button:disabled')]
          .map((element) => element.textContent.trim().slice(0, 60)).filter(Boolean),
      }))()`,
    )
    .catch((error: unknown) => ({ unreadable: String(error).slice(0, 200) }));
  // A hung page must not hold up the failed test's report.
  const answered = await Promise.race([
    state,
    delay(STATE_WITHIN_MS).then(() => ({ unreadable: "no answer within 5 s" })),
  ]);
  return JSON.stringify(answered);
}

/** One page's address and state, with the api requests it still waits for. */
export async function describePage(page: Page): Promise<string> {
  const log = watched.get(page);
  const inFlight = [...(log?.inFlight ?? [])].map(
    (request) => `${request.method()} ${new URL(request.url()).pathname}`,
  );
  return [
    `${page.url()} ${await pageState(page)}`,
    `  api requests unanswered: ${inFlight.length ? inFlight.join(", ") : "none"}`,
    `  last console errors: ${log?.consoleErrors.length ? log.consoleErrors.join(" | ") : "none"}`,
  ].join("\n");
}

/** Every open page described (describePage), for a failed test's output. */
export async function describeOpenPages(): Promise<string> {
  const pages = [...watched.keys()].filter((page) => !page.isClosed());
  if (pages.length === 0) return "No page is open.";
  return (await Promise.all(pages.map(describePage))).join("\n");
}
