import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { Gauge, Histogram, Registry } from "prom-client";
import { creditsSold, essaysByStatus, oldestPendingSince } from "../db/metrics.queries";
import type { Database } from "../db/schema";
import { unauthenticated } from "../errors";
import { processMetrics } from "../metrics/process-metrics";

/** Where Prometheus scrapes, outside /api/v1 as is its custom. */
export const METRICS_PATH = "/metrics";

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` in Prometheus's text format, only when METRICS_TOKEN is set, and only for a
 * scraper that sends it as a bearer token (the figures say how busy a school is): request
 * latencies by route, essays by status, the queue's depth and the age of its oldest essay, credits
 * sold, and this process's own metrics (engine calls, corrections, failures by reason, Node.js).
 */
export function useMetrics(app: FastifyInstance, db: Kysely<Database>, token: string | undefined): void {
  if (!token) return;
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: "redpen_http_request_duration_seconds",
    help: "Requests answered, by method, route and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the address itself: ids would make a series per essay.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === METRICS_PATH) return;
    requestSeconds.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
  new Gauge({
    name: "redpen_essays",
    help: "Essays by status (the database's count, all processes together).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ["PENDING", "SUCCESS", "FAILURE"]) this.set({ status }, 0);
      for (const row of await essaysByStatus(db)) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: "redpen_oldest_pending_essay_age_seconds",
    help: "How long the essay waiting longest for its correction has waited; 0 when none waits.",
    registers: [registry],
    async collect() {
      const since = await oldestPendingSince(db);
      this.set(since ? Math.max(0, (Date.now() - Date.parse(since)) / 1000) : 0);
    },
  });
  new Gauge({
    name: "redpen_credits_sold",
    help: "Credits bought through payments since the start, all organisations together.",
    registers: [registry],
    async collect() {
      this.set(await creditsSold(db));
    },
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !given || !sameToken(given, token))
      throw unauthenticated("Send the metrics token (METRICS_TOKEN) as a bearer token.");
    const merged = Registry.merge([processMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
