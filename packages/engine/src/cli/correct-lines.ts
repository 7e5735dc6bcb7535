import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { CorrectionResult } from "../correct/types";

/** One text a line in, one corrected text a line out, in order, in one warm process. */
export async function correctLines(
  input: Readable,
  output: Writable,
  correct: (text: string) => Promise<CorrectionResult>,
): Promise<number> {
  let count = 0;
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    // A corrected line never gains a line break, so outputs stay aligned with inputs.
    const corrected = (await correct(line)).corrected.replace(/[\r\n]+/g, " ");
    if (!output.write(`${corrected}\n`)) await new Promise((resolve) => output.once("drain", resolve));
    count++;
  }
  return count;
}
