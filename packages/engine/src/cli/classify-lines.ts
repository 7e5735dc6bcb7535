import type { Readable, Writable } from "node:stream";
import { classifyTokenEdit } from "../classify/classify-edit";
import { mapJsonLines } from "./json-lines";

/**
 * One {"tokens", "start", "end", "correction"} a line in (a tokenised sentence as in M2 files, token
 * offsets end-exclusive), one {"type", "category", "explanation"} a line out, in order.
 */
export function classifyLines(input: Readable, output: Writable): Promise<number> {
  return mapJsonLines(input, output, ({ tokens, start, end, correction }) => {
    if (
      !Array.isArray(tokens) ||
      !tokens.every((token) => typeof token === "string" && token !== "" && !/\s/.test(token))
    ) {
      return { error: "'tokens' must be a list of non-empty strings without spaces." };
    }
    if (!Number.isInteger(start) || !Number.isInteger(end))
      return { error: "'start' and 'end' must be whole numbers." };
    const [from, to] = [start as number, end as number];
    if (from < 0 || from > to || to > tokens.length)
      return { error: `'start' and 'end' must satisfy 0 ≤ start ≤ end ≤ ${tokens.length} (the number of tokens).` };
    if (typeof correction !== "string") return { error: "'correction' must be a string (empty to remove the tokens)." };
    return classifyTokenEdit({ tokens: tokens as string[], start: from, end: to, correction });
  });
}
