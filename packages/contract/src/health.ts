import { z } from "zod";

/** GET /health: liveness, the api process answers. */
export const HealthResponse = z.object({ data: z.object({ status: z.literal("ok") }) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /health/ready: readiness, whether the api can do its work now (200) or not yet (503), and why. */
export const ReadinessResponse = z.object({
  data: z.object({
    status: z.enum(["ready", "not-ready"]),
    database: z.enum(["reachable", "unreachable"]),
    queue: z.enum(["running", "stopped"]),
    engine: z.enum(["warm", "warming"]),
    /** The LLM provider (LLM_BASE_URL): not set, or whether it answers; it never makes the api not ready (the offline engine corrects). */
    model: z.enum(["not-set", "reachable", "unreachable"]),
  }),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
