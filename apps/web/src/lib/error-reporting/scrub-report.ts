import { redactText } from "@redpen/contract";

/** Keys removed wherever they are: the user, cookies, query strings, extra data and a console call's arguments. */
const REMOVED_KEYS = new Set(["user", "cookies", "query_string", "extra", "arguments", "url.query", "client.address"]);

/** Request headers a report keeps: the browser's name, not where it came from (Referer) or who it is. */
const KEPT_HEADERS = new Set(["user-agent"]);

const keeps = (key: string) => !REMOVED_KEYS.has(key) && !key.startsWith("user.") && !/(^|\.)body(\.|$)/.test(key);

function scrubObject(record: Record<string, unknown>, parentKey: string | undefined): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!keeps(key) || (parentKey === "request" && key === "data")) continue;
    scrubbed[key] =
      parentKey === "request" && key === "headers" && value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))
        : scrub(value, key);
  }
  const category = typeof scrubbed.category === "string" ? scrubbed.category : "";
  // What the page printed may quote anything it was handed.
  if (category === "console") {
    delete scrubbed.data;
    scrubbed.message = "[console output]";
  }
  // A click's target is named by a CSS path whose [attribute="..."] parts may quote a name or a title.
  if (category.startsWith("ui.") && typeof record.message === "string")
    scrubbed.message = redactText(record.message.replace(/\[[^\]]*\]/g, ""));
  return scrubbed;
}

function scrub(value: unknown, key?: string): unknown {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item));
  if (value && typeof value === "object") return scrubObject(value as Record<string, unknown>, key);
  return value;
}

/**
 * The web app's error events, spans, breadcrumbs and session-replay events as they may leave for
 * Sentry: no user, cookie, Referer, query string, extra data or console output, no attribute
 * values in a click's target, and in every text left no e-mail address, token, query string or
 * id (see redactText), so neither an OIDC code, a `?email=` nor a share link's essay id is sent.
 * The page's texts and inputs are masked in replays by Sentry itself (maskAllText, maskAllInputs,
 * blockAllMedia). Pure: the report given is not changed.
 */
export function scrubReport<T>(report: T): T {
  return scrub(report) as T;
}
