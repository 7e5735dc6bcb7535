import type { FastifyInstance } from "fastify";
import type { ZodType } from "zod";

/**
 * Lets routes declare contract (zod) schemas for params, query, body and replies: requests are
 * parsed (and coerced) by them, replies are serialised through them so unlisted fields cannot leak.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler<ZodType>(({ schema }) => (data) => JSON.stringify(schema.parse(data)));
}
