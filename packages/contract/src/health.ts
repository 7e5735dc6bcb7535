import { z } from "zod";

/** GET /health: the api is up. */
export const HealthResponse = z.object({ data: z.object({ status: z.literal("ok") }) });
export type HealthResponse = z.infer<typeof HealthResponse>;
