import type { JobLogger } from "./correct-essay.job";

/**
 * pg-boss 10 neither awaits nor catches its own complete() and fail() once a job's handler is
 * done (src/manager.js, onFetch). When the database ends the connection at that moment (a restart,
 * a failover), the rejection goes unhandled and Node ends the whole process. Such an error is only
 * a job's end left unrecorded: pg-boss offers the job again once it expires, and every job of ours
 * can be run twice. So it is logged and the process goes on.
 */
export function isLostPgBossAcknowledgement(reason: unknown): boolean {
  return (
    reason instanceof Error &&
    typeof reason.stack === "string" &&
    /pg-boss[\\/]src[\\/]manager\.js/.test(reason.stack) &&
    /\bManager\.(complete|fail)\b/.test(reason.stack)
  );
}

let installed = false;

/**
 * Keeps the process alive through pg-boss's lost acknowledgements (isLostPgBossAcknowledgement),
 * once per process. Any other unhandled rejection still ends the process, as Node's default does,
 * unless another listener (a test runner's, Sentry's) takes it.
 */
export function surviveLostPgBossAcknowledgements(logger: JobLogger): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    if (isLostPgBossAcknowledgement(reason)) {
      logger.warn(
        { err: reason },
        "pg-boss could not record a job's end: the database connection was lost; the job is offered again once it expires",
      );
      return;
    }
    if (process.listenerCount("unhandledRejection") === 1) throw reason;
  });
}
