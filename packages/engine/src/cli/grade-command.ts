import { readFile } from "node:fs/promises";
import { findCertificateOption } from "../catalogue/catalogue";
import type { Calibration } from "../grade/calibration";
import { readLlmConfig } from "../llm/llm-config";
import { gradeLines, type GradeText } from "./grade-lines";
import { readInput } from "./read-input";

/**
 * `engine grade [FILE|-] --certificate ID [--topic TEXT] [--json]`: corrects and grades a text
 * (through the LLM provider when LLM_* is set) and prints the grade per criterion, or the whole
 * result as JSON. Returns the exit code: 2 for a missing or unknown certificate.
 */
export async function gradeCommand(
  file: string | undefined,
  certificate: string | undefined,
  { topic, json = false }: { topic?: string; json?: boolean } = {},
): Promise<number> {
  if (!certificate || !findCertificateOption(certificate)) {
    console.error(
      `grade needs --certificate with one of the ids that 'engine certificates' lists${certificate ? `; unknown: ${certificate}` : ""}`,
    );
    return 2;
  }
  const text = await readInput(file);
  const llm = readLlmConfig();
  const { correctAndGrade } = await import("../assess/assess-essay");
  const { grades: result } = await correctAndGrade(text, certificate, { topic, llm });
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return 0;
  }
  if (!result.estimated) {
    console.log(`grade could not be estimated: ${result.reason}`);
    return 0;
  }
  console.log(`${result.grade} / ${result.grade_max}`);
  for (const criterion of result.criteria)
    console.log(`- ${criterion.name}: ${criterion.score} / ${criterion.max}. ${criterion.descriptor}`);
  return 0;
}

/**
 * `engine grade --jsonl [--calibration FILE]`: one {"text","certificate","topic"} a line on stdin,
 * one result a line out, graded with the school's calibration in FILE when given. Returns the exit
 * code: 1 for a calibration that cannot be used.
 */
export async function gradeJsonLinesCommand(calibrationFile: string | undefined): Promise<number> {
  const llm = readLlmConfig();
  let calibration: Calibration | undefined;
  if (calibrationFile !== undefined) {
    const { checkCalibration } = await import("../grade/calibration");
    try {
      calibration = checkCalibration(JSON.parse(await readFile(calibrationFile, "utf8")));
    } catch (error) {
      console.error(
        `cannot use the calibration ${calibrationFile}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
  }
  const { correctAndGrade } = await import("../assess/assess-essay");
  const grade: GradeText = async (text, certificate, topic) =>
    (await correctAndGrade(text, certificate, { topic, llm, calibration })).grades;
  const count = await gradeLines(process.stdin, process.stdout, grade);
  console.error(`graded ${count} lines`);
  return 0;
}
