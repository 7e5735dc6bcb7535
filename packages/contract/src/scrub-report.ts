import { redactText } from "./redaction";

/** What one side (the api, the web app) drops from its error reports, besides what every report loses. */
export interface ReportScrubRules {
  /** Keys removed wherever they are (a `user.` key and any key with a `body` part always are). */
  removedKeys: readonly string[];
  /**
   * Headers kept, in lower case, in a `headers` object and in a span's `http.request.header.*` and
   * `http.response.header.*` attributes; every other header is removed.
   */
  keptHeaders: readonly string[];
}

const HEADER_ATTRIBUTE = /^http\.(?:request|response)\.header\.(.+)$/;

/**
 * An error event, span, breadcrumb or session-replay event as it may leave for an error tracker
 * (Sentry): without the side's removed keys and headers, any `user.` or body field, a request's
 * body or console output, the attribute values of a click's target, and in every text left no
 * e-mail address, token, query string or id (see redactText). Pure: the report given is not changed.
 */
export function scrubReportWith<T>(report: T, rules: ReportScrubRules): T {
  const removedKeys = new Set(rules.removedKeys);
  const keptHeaders = new Set(rules.keptHeaders);

  // Whether a field may stay: span attributes name headers, bodies and the user in dotted keys.
  const keeps = (key: string): boolean => {
    const header = HEADER_ATTRIBUTE.exec(key);
    if (header) return keptHeaders.has(header[1]!.toLowerCase());
    return !removedKeys.has(key) && !key.startsWith("user.") && !/(^|\.)body(\.|$)/.test(key);
  };

  const scrubObject = (record: Record<string, unknown>, parentKey: string | undefined): Record<string, unknown> => {
    const scrubbed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      // A request's body: essay texts, feedback, e-mail addresses of invitations.
      if (!keeps(key) || (parentKey === "request" && key === "data")) continue;
      scrubbed[key] =
        key === "headers" && value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([name]) => keptHeaders.has(name.toLowerCase()))
                .map(([name, header]) => [name, scrub(header)]),
            )
          : scrub(value, key);
    }
    const category = typeof scrubbed.category === "string" ? scrubbed.category : "";
    // What the process or the page printed may quote anything it was handed.
    if (category === "console") {
      delete scrubbed.data;
      scrubbed.message = "[console output]";
    }
    // A click's target is named by a CSS path whose [attribute="..."] parts may quote a name or a title.
    if (category.startsWith("ui.") && typeof record.message === "string")
      scrubbed.message = redactText(record.message.replace(/\[[^\]]*\]/g, ""));
    return scrubbed;
  };

  const scrub = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") return redactText(value);
    if (Array.isArray(value)) return value.map((item) => scrub(item));
    if (value && typeof value === "object") return scrubObject(value as Record<string, unknown>, key);
    return value;
  };

  return scrub(report) as T;
}
