import {
  ERROR_REPORTING_REPLAY_ON_ERROR_SAMPLE_RATE,
  ERROR_REPORTING_REPLAY_SESSION_SAMPLE_RATE,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
  type RuntimeConfig,
} from "@redpen/contract";
import * as Sentry from "@sentry/react";
import type { ErrorInfo } from "react";
import type { RenderErrorReporting } from "./render-error-reporting";
import { scrubReport } from "./scrub-report";

/**
 * Starts Sentry with tracing and session replay at the rates of docs/behaviour/limits.md. Replays mask every text and
 * input and block every image (essays, names, photos); every event, span, breadcrumb and replay
 * event passes scrubReport before it leaves. Only ever loaded with a DSN (see startErrorReporting).
 */
export function initSentry(config: RuntimeConfig & { sentry_dsn: string }): RenderErrorReporting {
  Sentry.init({
    dsn: config.sentry_dsn,
    environment: config.environment,
    tracesSampleRate: ERROR_REPORTING_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: ERROR_REPORTING_REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: ERROR_REPORTING_REPLAY_ON_ERROR_SAMPLE_RATE,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Sentry's own list, and image descriptions.
        maskAttributes: ["title", "placeholder", "aria-label", "alt"],
        // The page's address and the breadcrumbs a replay carries, and links to share pages.
        beforeAddRecordingEvent: scrubReport,
      }),
    ],
    beforeSend: scrubReport,
    beforeSendSpan: scrubReport,
    beforeBreadcrumb: scrubReport,
  });
  // Replay events (with the addresses visited) get no beforeSend: event processors see them too.
  Sentry.addEventProcessor((event) => scrubReport(event));
  // React's own default for an uncaught error, which the reporter replaces.
  const log = (error: unknown, info: ErrorInfo) => console.error(error, info.componentStack);
  return { onCaughtError: Sentry.reactErrorHandler(), onUncaughtError: Sentry.reactErrorHandler(log) };
}
