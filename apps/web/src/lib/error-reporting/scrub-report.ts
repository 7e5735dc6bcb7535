import { scrubReportWith, type ReportScrubRules } from "@redpen/contract";

/**
 * What the web app's reports lose besides what every report does: the user, cookies, query
 * strings, extra data, a console call's arguments and the client's address; of the headers, all
 * but the browser's name (not where it came from, Referer, or who it is).
 */
const WEB_REPORT_RULES: ReportScrubRules = {
  removedKeys: ["user", "cookies", "query_string", "extra", "arguments", "url.query", "client.address"],
  keptHeaders: ["user-agent"],
};

/**
 * The web app's error events, spans, breadcrumbs and session-replay events as they may leave for
 * Sentry: no user, cookie, Referer, query string, extra data or console output, no attribute
 * values in a click's target, and in every text left no e-mail address, token, query string or
 * id (see redactText), so neither an OIDC code, a `?email=` nor a share link's essay id is sent.
 * The page's texts and inputs are masked in replays by Sentry itself (maskAllText, maskAllInputs,
 * blockAllMedia). Pure: the report given is not changed.
 */
export function scrubReport<T>(report: T): T {
  return scrubReportWith(report, WEB_REPORT_RULES);
}
