import { formatValidationIssues } from "@redpen/contract";
import { z } from "zod";

// JSON values are stored as text, so that SQLite and PostgreSQL share the schema. Each such column
// is read and written here in db/, through the schema of what it holds: the rest of the api sees
// typed values only, and a column that holds anything else fails loudly where it is read.

/** A JSON text column holding values of `schema`: decoded (JSON.parse, then checked) when read, encoded when written. */
export const jsonColumn = <T extends z.ZodType>(schema: T) =>
  z.codec(z.string(), schema, {
    decode: (text, ctx) => {
      try {
        // Any JSON at all: the schema checks it next.
        return JSON.parse(text);
      } catch {
        ctx.issues.push({ code: "invalid_format", format: "json", input: text, message: "not JSON" });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });

/** A stored row whose JSON column holds what Redpen never writes there: a damaged database, or one changed by hand. */
export class CorruptColumnError extends Error {
  override name = "CorruptColumnError";
}

/** A row's JSON columns, the ones `columns` lists, decoded; a CorruptColumnError names the row (`row`, e.g. "essay 8c2…") and column otherwise. */
export function decodeColumns<S extends z.ZodObject, R extends z.input<S>>(
  columns: S,
  row: R,
  what: string,
): Omit<R, keyof z.output<S>> & z.output<S> {
  const decoded = columns.safeDecode(row);
  if (!decoded.success)
    throw new CorruptColumnError(
      `The stored ${what} holds what Redpen does not store there: ${formatValidationIssues(decoded.error.issues)}.`,
    );
  return { ...row, ...decoded.data };
}
