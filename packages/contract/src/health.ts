import { z } from "zod";

/** GET /health */
export const HealthResponse = z.object({ data: z.object({ status: z.literal("ok") }) });
export type HealthResponse = z.infer<typeof HealthResponse>;
