import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { findCertificateOption } from "../catalogue/catalogue";

/**
 * One JSON object a line in ({"text", "certificate", "topic"}), one JSON result a line out, in
 * order. A line that cannot be graded gets {"error": "…"} on its own line, so outputs stay aligned.
 */
export async function gradeLines(input: Readable, output: Writable, grade: GradeText): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    const result = await gradeLine(line, grade);
    if (!output.write(`${JSON.stringify(result)}\n`)) await new Promise((resolve) => output.once("drain", resolve));
    count++;
  }
  return count;
}

/** Corrects and grades one valid request. */
export type GradeText = (text: string, certificate: string, topic: string | undefined) => Promise<unknown>;

async function gradeLine(line: string, grade: GradeText): Promise<unknown> {
  let request: { text?: unknown; certificate?: unknown; topic?: unknown };
  try {
    request = JSON.parse(line) as typeof request;
  } catch {
    return { error: "The line is not JSON." };
  }
  const { text, certificate, topic } = request ?? {};
  if (typeof text !== "string") return { error: "'text' must be a string." };
  if (typeof certificate !== "string" || !findCertificateOption(certificate)) return { error: "'certificate' must be an id that 'engine certificates' lists." };
  if (topic !== undefined && typeof topic !== "string") return { error: "'topic' must be a string when given." };
  return grade(text, certificate, topic);
}
