import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse, ReadinessResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { databaseAnswers } from "../db/health.queries";

/**
 * Liveness (`/health`: the process answers, nothing else asked, so a database outage never has the
 * api restarted) and readiness (`/health/ready`: it can do its work now: the database answers, the
 * correction queue runs and the engine is loaded; 503 until then, so a load balancer waits). It
 * also says whether the LLM provider set answers (`model`), which never makes it not ready: the
 * offline engine corrects meanwhile.
 */
export function healthRoutes(deps: Pick<AppDeps, "db" | "queue" | "engine" | "model">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/health", { schema: { response: { 200: HealthResponse } } }, async () => ({
      data: { status: "ok" as const },
    }));
    app.get(
      "/health/ready",
      { schema: { response: { 200: ReadinessResponse, 503: ReadinessResponse } } },
      async (_request, reply) => {
        const [answers, model] = await Promise.all([databaseAnswers(deps.db), deps.model.reachability()]);
        const database = answers ? "reachable" : "unreachable";
        const queue = deps.queue.isRunning() ? "running" : "stopped";
        const engine = deps.engine.isWarm() ? "warm" : "warming";
        const ready = database === "reachable" && queue === "running" && engine === "warm";
        return reply
          .status(ready ? 200 : 503)
          .send({ data: { status: ready ? "ready" : "not-ready", database, queue, engine, model } });
      },
    );
  };
}
