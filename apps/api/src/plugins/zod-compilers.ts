import type { FastifyInstance } from "fastify";
import type { ZodType } from "zod";

/** Copies a reply keeping only what its schema lists. */
type Projection = (value: unknown) => unknown;

const asIs: Projection = (value) => value;

/** The parts of zod's schema definitions that the projection reads. */
interface SchemaDef {
  type: string;
  innerType?: ZodType;
  element?: ZodType;
  valueType?: ZodType;
  catchall?: ZodType;
  shape?: Record<string, ZodType>;
}

/**
 * The projection of a reply schema, or undefined when the schema does more than list fields
 * (defaults, transforms, unions...), in which case only zod's parse gives the right reply.
 */
export function projectionOf(schema: ZodType): Projection | undefined {
  const def = schema._zod.def as SchemaDef;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "enum":
    case "literal":
      return asIs;
    case "nullable":
    case "optional": {
      const inner = projectionOf(def.innerType!);
      return inner && ((value) => (value === null || value === undefined ? value : inner(value)));
    }
    case "array": {
      const element = projectionOf(def.element!);
      return element && ((value) => (value as unknown[]).map(element));
    }
    case "record": {
      const item = projectionOf(def.valueType!);
      return (
        item &&
        ((value) => Object.fromEntries(Object.entries(value as object).map(([key, entry]) => [key, item(entry)])))
      );
    }
    case "object": {
      // A loose object passes unlisted fields on: zod's parse decides what it keeps.
      if (def.catchall && def.catchall._zod.def.type !== "never") return undefined;
      const fields: [string, Projection][] = [];
      for (const [key, field] of Object.entries(def.shape!)) {
        const projection = projectionOf(field);
        if (!projection) return undefined;
        fields.push([key, projection]);
      }
      return (value) => {
        const source = value as Record<string, unknown>;
        const copy: Record<string, unknown> = {};
        for (const [key, projection] of fields) {
          const field = source[key];
          if (field !== undefined) copy[key] = projection(field);
        }
        return copy;
      };
    }
    default:
      return undefined;
  }
}

/**
 * The serialiser of a reply schema. Only the fields the schema lists are written, so unlisted
 * fields cannot leak. zod's parse of a large reply (an essay's dozens of edits) costs more than
 * the rest of the request, so in production the reply is only projected onto the schema; with
 * `checkReplies` it is parsed by zod too, and a reply that is not what zod makes of it is an error.
 */
export function replySerializer(schema: ZodType, checkReplies: boolean): (data: unknown) => string {
  const projection = projectionOf(schema);
  if (!projection) return (data) => JSON.stringify(schema.parse(data));
  if (!checkReplies) return (data) => JSON.stringify(projection(data));
  return (data) => {
    const checked = JSON.stringify(schema.parse(data));
    const projected = JSON.stringify(projection(data));
    if (projected !== checked)
      throw new Error(`The reply's projection differs from zod's parse: ${projected} instead of ${checked}`);
    return projected;
  };
}

/**
 * Lets routes declare contract (zod) schemas for params, query, body and replies: requests are
 * parsed (and coerced) by them, replies are written through them (replySerializer), and also
 * checked by zod with `checkReplies` (under tests and in development, not in production).
 */
export function useZodSchemas(app: FastifyInstance, { checkReplies }: { checkReplies: boolean }): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler<ZodType>(({ schema }) => replySerializer(schema, checkReplies));
}
