import { scrubReportWith, type ReportScrubRules } from "@redpen/contract";

/**
 * What the api's reports lose besides what every report does: cookies, query strings, the user
 * (address, e-mail, name), extra data, a stack frame's local variables, the server's environment,
 * a console call's arguments and the client's address; of the headers, all but how a request was
 * sent (never who sent it: Authorization, Cookie, addresses...).
 */
const API_REPORT_RULES: ReportScrubRules = {
  removedKeys: [
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
  ],
  keptHeaders: ["accept", "content-length", "content-type", "host", "user-agent"],
};

/**
 * The api's error events, spans and breadcrumbs as they may leave for Sentry: no request body,
 * cookie, Authorization or forwarding header, query string, user (e-mail, name, address), extra
 * data, local variable or console output, and in every text left no e-mail address, token, query
 * string or id (see redactText). Essay texts, names, feedback and tokens reach the api only in
 * those places. Pure: the report given is not changed.
 */
export function scrubReport<T>(report: T): T {
  return scrubReportWith(report, API_REPORT_RULES);
}
