import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

/**
 * One JSON object a line in, one JSON result a line out, in order. A line that cannot be handled
 * gets {"error": "…"} on its own line, so outputs stay aligned with inputs.
 */
export async function mapJsonLines(
  input: Readable,
  output: Writable,
  handle: (request: Record<string, unknown>) => unknown,
): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    const result = await handleLine(line, handle);
    if (!output.write(`${JSON.stringify(result)}\n`)) await new Promise((resolve) => output.once("drain", resolve));
    count++;
  }
  return count;
}

async function handleLine(line: string, handle: (request: Record<string, unknown>) => unknown): Promise<unknown> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { error: "The line is not JSON." };
  }
  if (typeof request !== "object" || request === null || Array.isArray(request))
    return { error: "The line must be a JSON object." };
  try {
    return await handle(request as Record<string, unknown>);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
