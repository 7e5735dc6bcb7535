import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { findCertificateOption } from "../catalogue/catalogue";
import type { GradedExample } from "../grade/calibration";

/**
 * `engine calibrate --certificate ID < graded.jsonl > model.json`: one graded essay a line,
 * {"text", "grade"} (the total) or {"text", "grade_per_certificate_criterion": {...}}, with an
 * optional "topic" and "certificate" (another format marked the same way); prints the calibration
 * as JSON. Returns the exit code: 0, 1 for examples that cannot be calibrated on (the reason, with
 * the line number, on stderr), 2 for an unknown certificate.
 */
export async function calibrateCommand(input: Readable, certificate: string | undefined): Promise<number> {
  if (!certificate || !findCertificateOption(certificate)) {
    console.error(
      `calibrate needs --certificate with one of the ids that 'engine certificates' lists${certificate ? `; unknown: ${certificate}` : ""}`,
    );
    return 2;
  }
  const examples: GradedExample[] = [];
  let number = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    number++;
    if (!line.trim()) continue;
    const problem = exampleProblem(line);
    if (typeof problem === "string") {
      console.error(`line ${number}: ${problem}`);
      return 1;
    }
    examples.push(problem);
  }
  // Loaded once the lines are read: a wrong line or certificate is answered without loading the engine.
  const { calibrate, CalibrationInputError } = await import("../grade/calibrate");
  try {
    console.log(JSON.stringify(calibrate(examples, certificate)));
    return 0;
  } catch (error) {
    if (!(error instanceof CalibrationInputError)) throw error;
    // The examples are numbered as the non-empty lines were; say so with the message.
    console.error(error.message);
    return 1;
  }
}

/** The example on the line, or what is wrong with it. */
function exampleProblem(line: string): GradedExample | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not JSON.";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be a JSON object.";
  const {
    text,
    grade,
    grade_per_certificate_criterion: criteria,
    topic,
    certificate,
  } = value as Record<string, unknown>;
  if (typeof text !== "string") return '"text" must be a string.';
  if (grade === undefined && criteria === undefined)
    return 'give "grade" (the total) or "grade_per_certificate_criterion".';
  if (grade !== undefined && (typeof grade !== "number" || !Number.isFinite(grade))) return '"grade" must be a number.';
  if (
    criteria !== undefined &&
    (typeof criteria !== "object" ||
      criteria === null ||
      Array.isArray(criteria) ||
      !Object.values(criteria).every((score) => typeof score === "number"))
  ) {
    return '"grade_per_certificate_criterion" must map criterion names to numbers.';
  }
  if (topic !== undefined && topic !== null && typeof topic !== "string") return '"topic" must be a string.';
  if (certificate !== undefined && (typeof certificate !== "string" || !findCertificateOption(certificate)))
    return "\"certificate\" must be an id that 'engine certificates' lists.";
  return {
    text,
    topic: topic as string | undefined,
    grade: grade as number | undefined,
    grade_per_certificate_criterion: criteria as Record<string, number> | undefined,
    certificate: certificate as string | undefined,
  };
}
