import { redactText } from "@redpen/contract";

/** Headers a report keeps: how a request was sent, never who sent it (Authorization, Cookie, addresses...). */
const KEPT_HEADERS = new Set(["accept", "content-length", "content-type", "host", "user-agent"]);

/**
 * Keys removed wherever they are: cookies, query strings, the user (address, e-mail, name), extra
 * data, a stack frame's local variables, the server's environment and a console call's arguments.
 */
const REMOVED_KEYS = new Set([
  "cookies",
  "query_string",
  "user",
  "extra",
  "vars",
  "env",
  "arguments",
  "url.query",
  "client.address",
  "network.peer.address",
]);

const HEADER_ATTRIBUTE = /^http\.(?:request|response)\.header\.(.+)$/;

/** Whether a field may stay: span attributes name headers, bodies and the user in dotted keys. */
function keeps(key: string): boolean {
  const header = HEADER_ATTRIBUTE.exec(key);
  if (header) return KEPT_HEADERS.has(header[1]!.toLowerCase());
  return !REMOVED_KEYS.has(key) && !key.startsWith("user.") && !/(^|\.)body(\.|$)/.test(key);
}

function scrubObject(record: Record<string, unknown>, parentKey: string | undefined): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!keeps(key)) continue;
    // A request's body: essay texts, feedback, e-mail addresses of invitations.
    if (parentKey === "request" && key === "data") continue;
    if (key === "headers" && value && typeof value === "object") {
      scrubbed[key] = Object.fromEntries(
        Object.entries(value)
          .filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))
          .map(([name, header]) => [name, scrub(header)]),
      );
      continue;
    }
    scrubbed[key] = scrub(value, key);
  }
  // What the process printed may quote anything it was handed.
  if (scrubbed.category === "console") {
    delete scrubbed.data;
    scrubbed.message = "[console output]";
  }
  return scrubbed;
}

function scrub(value: unknown, key?: string): unknown {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item));
  if (value && typeof value === "object") return scrubObject(value as Record<string, unknown>, key);
  return value;
}

/**
 * The api's error events, spans and breadcrumbs as they may leave for Sentry: no request body,
 * cookie, Authorization or forwarding header, query string, user (e-mail, name, address), extra
 * data, local variable or console output, and in every text left no e-mail address, token, query
 * string or id (see redactText). Essay texts, names, feedback and tokens reach the api only in
 * those places. Pure: the report given is not changed.
 */
export function scrubReport<T>(report: T): T {
  return scrub(report) as T;
}
