import { ERROR_REPORTING_TRACES_SAMPLE_RATE } from "@redpen/contract";
import type { ApiConfig } from "../config";
import { scrubReport } from "./scrub-report";

/** How the api reports what it did not expect. */
export interface ErrorReporter {
  /** Sends an error that became a 500 to Sentry, scrubbed. */
  report(error: unknown): void;
  /** Waits (a little) for reports still on their way, before the process stops. */
  flush(): Promise<void>;
}

/**
 * Starts Sentry in this process when SENTRY_DSN is set; without it @sentry/node is not even loaded
 * and nothing is sent. Sentry is one per process, so a second api built in the same process (tests)
 * shares the first one's. Nothing private is collected (no bodies, cookies, query strings, user,
 * local variables, database values) and whatever is sent passes scrubReport first.
 */
export async function startErrorReporting(
  config: Pick<ApiConfig, "sentryDsn" | "environment">,
): Promise<ErrorReporter | undefined> {
  if (!config.sentryDsn) return undefined;
  const Sentry = await import("@sentry/node");
  if (!Sentry.isInitialized()) {
    Sentry.init({
      dsn: config.sentryDsn,
      environment: config.environment,
      tracesSampleRate: ERROR_REPORTING_TRACES_SAMPLE_RATE,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: {
          request: { allow: ["accept", "content-length", "content-type", "user-agent"] },
          response: { allow: ["content-length", "content-type"] },
        },
        httpBodies: [],
        urlQueryParams: false,
        databaseQueryData: false,
        queues: false,
        stackFrameVariables: false,
        graphQL: { document: false, variables: false },
        genAI: { inputs: false, outputs: false },
        mcp: { inputs: false, outputs: false },
      },
      // The api's error handler reports each unexpected error itself (report below), once; the
      // Fastify integration would also report errors the api answers on purpose.
      integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
      beforeSend: scrubReport,
      beforeSendSpan: scrubReport,
      beforeBreadcrumb: scrubReport,
    });
  }
  return {
    report: (error) => void Sentry.captureException(error),
    flush: async () => void (await Sentry.flush(2_000)),
  };
}
