import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { onEveryContext } from "./every-context";

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  /** The page's address. */
  page: string;
  /** The directive that refused it (e.g. "style-src-elem"), or the console's message. */
  directive: string;
  /** What was refused: an address, or "inline" / "eval". */
  blocked: string;
  /** The first characters of the refused inline code, when the browser gives them. */
  sample: string;
  /** Where in which script or page it happened ("file:line:column"), when the browser tells. */
  source: string;
  /** A `securitypolicyviolation` event, or a console message (which also covers what no event reaches). */
  via: "event" | "console";
}

const BINDING = "__redpenCspViolation";

// The violations reported since they were last taken, and the pages that may still report some.
const reported: CspViolation[] = [];
const openPages = new Set<Page>();

/** Runs in every page before its own scripts: passes each violation to the test through the binding. */
const LISTEN_FOR_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) =>
  window.${BINDING}({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample,
    source: event.sourceFile ? event.sourceFile + ":" + event.lineNumber + ":" + event.columnNumber : "" }), true);`;

function recordConsole(message: ConsoleMessage) {
  if (!/Content[- ]Security[- ]Policy/i.test(message.text())) return;
  const { url, lineNumber, columnNumber } = message.location();
  reported.push({
    page: message.page()?.url() ?? "",
    directive: message.text(),
    blocked: "",
    sample: "",
    source: url ? `${url}:${lineNumber}:${columnNumber}` : "",
    via: "console",
  });
}

/** Every page of this context reports its CSP violations to the registry. */
async function guardContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding(
    BINDING,
    ({ page }, violation: Pick<CspViolation, "directive" | "blocked" | "sample" | "source">) => {
      reported.push({ page: page?.url() ?? "", ...violation, via: "event" });
    },
  );
  await context.addInitScript({ content: LISTEN_FOR_VIOLATIONS });
  context.on("console", recordConsole);
  context.on("page", (page) => {
    openPages.add(page);
    page.on("close", () => openPages.delete(page));
  });
}

/**
 * Makes every context (and so every page) of this browser report its CSP violations, to be checked
 * with expectNoCspViolations (after each e2e test: csp-guard.setup.ts) or taken with takeCspViolations.
 */
export function guardBrowser(browser: Browser): Browser {
  return onEveryContext(browser, guardContext);
}

/** The violations reported so far (and forgets them), once every open page has passed on what it saw. */
export async function takeCspViolations(): Promise<CspViolation[]> {
  // A round trip to each page after its events: a binding call made before it has arrived by then.
  await Promise.all([...openPages].map((page) => page.evaluate(() => undefined).catch(() => undefined)));
  return reported.splice(0);
}

const describeViolation = (violation: CspViolation) =>
  `- ${violation.page}: ${violation.directive}${violation.blocked ? ` refused ${violation.blocked}` : ""}${violation.sample ? ` ("${violation.sample}")` : ""}${violation.source ? ` at ${violation.source}` : ""} [${violation.via}]`;

/** Throws, listing them, when any page reported a CSP violation since the last check. */
export async function expectNoCspViolations(): Promise<void> {
  const violations = await takeCspViolations();
  if (violations.length === 0) return;
  const lines = [...new Set(violations.map(describeViolation))];
  throw new Error(`The page reported ${violations.length} Content-Security-Policy violation(s):\n${lines.join("\n")}`);
}
