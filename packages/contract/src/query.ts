import { z } from "zod";

/** A boolean query parameter: "true" or "false" as the query string has it, or a boolean already parsed. */
export const booleanFromQuery = z.union(
  [z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")],
  {
    error: 'must be "true" or "false"',
  },
);
