import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/**
 * The metrics of this process's own work (the api's, or a worker's): its Node.js runtime, the
 * engine's calls and the corrections it made. One registry per process, observed where the work
 * is done; the api's `/metrics` adds what the database knows (see plugins/metrics.ts).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: "redpen_" });

const SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

/** Each call of the engine thread, from the request to its answer (waiting for the thread included). */
export const engineCallSeconds = new Histogram({
  name: "redpen_engine_call_seconds",
  help: "Engine calls (transcribe, assess, review, calibrate, warm) from request to answer, by outcome.",
  labelNames: ["kind", "outcome"] as const,
  buckets: SECONDS,
  registers: [processMetrics],
});

/** Each essay corrected, from its claim to its stored correction (reading the photos included). */
export const correctionSeconds = new Histogram({
  name: "redpen_correction_seconds",
  help: "Essays corrected, from the job's claim to the stored correction, by input method.",
  labelNames: ["input_method"] as const,
  buckets: SECONDS,
  registers: [processMetrics],
});

/** Each correction that failed because of the essay, by kind of reason (never the essay's own words). */
export const correctionFailures = new Counter({
  name: "redpen_correction_failures_total",
  help: "Corrections that failed because of the essay: no-text, unreadable-photo or engine.",
  labelNames: ["reason"] as const,
  registers: [processMetrics],
});
