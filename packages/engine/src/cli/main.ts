#!/usr/bin/env node
/**
 * The engine's command line: parses arguments, calls the library, prints.
 *   certificates [--json]
 *   correct [FILE|-] [--json]
 *   correct --lines          (one text a line on stdin, one corrected text a line on stdout)
 *   grade [FILE|-] --certificate ID [--topic TEXT] [--json]
 *   grade --jsonl [--calibration FILE]   (one {"text","certificate","topic"} a line on stdin, one result a line out)
 *   calibrate --certificate ID   (one {"text","grade"} or {"text","grade_per_certificate_criterion"} a line on stdin; the school's calibration out)
 *   transcribe IMAGE... [--json]   (one to three photos of a page: their text and a GOOD/BAD per photo)
 *   feedback [FILE|-] --certificate ID [--topic TEXT] [--json]   (the student's feedback)
 *   classify --jsonl         (one {"tokens","start","end","correction"} a line in, its type, category and explanation out)
 * Correction, grading and feedback use the LLM provider when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set.
 */
import { readFile } from "node:fs/promises";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { findCertificateOption, listCertificateOptions } from "../catalogue/catalogue";
import type { Calibration } from "../grade/calibration";
import { readLlmConfig } from "../llm/llm-config";
import { calibrateCommand } from "./calibrate-command";
import { correctLines } from "./correct-lines";
import { gradeLines, type GradeText } from "./grade-lines";
import { readInput } from "./read-input";

const USAGE = `usage: engine certificates [--json]
       engine correct [FILE|-] [--json]
       engine correct --lines
       engine grade [FILE|-] --certificate ID [--topic TEXT] [--json]
       engine grade --jsonl [--calibration FILE]
       engine calibrate --certificate ID < graded.jsonl > model.json
       engine transcribe IMAGE... [--json]
       engine feedback [FILE|-] --certificate ID [--topic TEXT] [--json]
       engine classify --jsonl`;

const OPTIONS = {
  json: { type: "boolean" },
  lines: { type: "boolean" },
  jsonl: { type: "boolean" },
  certificate: { type: "string" },
  topic: { type: "string" },
  calibration: { type: "string" },
} as const satisfies ParseArgsConfig["options"];

/** The options once checked: a flag is true or absent, an option with a value is its string or absent. */
type Values = Partial<
  Record<"json" | "lines" | "jsonl", true> & Record<"certificate" | "topic" | "calibration", string>
>;

/**
 * The command line as parseArgs reads it, not strict so that a wrong argument is answered with
 * our usage: `unusable` lists, as written, the unknown options, flags given a value and options
 * missing theirs.
 */
function parseArguments(args: string[]) {
  const parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
  const unusable = parsed.tokens.flatMap((token) => {
    if (token.kind !== "option") return [];
    const type = Object.hasOwn(OPTIONS, token.name) ? OPTIONS[token.name as keyof typeof OPTIONS].type : undefined;
    const fits = type === "boolean" ? !token.inlineValue : type === "string" && token.value !== undefined;
    return fits ? [] : [token.inlineValue ? `${token.rawName}=${token.value}` : token.rawName];
  });
  // Read only when nothing is unusable, and then every value has its option's type.
  return { values: parsed.values as Values, positionals: parsed.positionals, unusable: [...new Set(unusable)] };
}

/**
 * Runs one command and returns its exit code. Correcting, grading and classifying load the tagger and
 * the word lists, which take about a second, so each command imports what it uses when it runs: listing
 * the certificates or refusing a wrong argument answers at once.
 */
async function main(args: string[]): Promise<number> {
  const { values, positionals, unusable } = parseArguments(args);
  const [command, file, ...rest] = positionals;
  if (unusable.length > 0 || (rest.length > 0 && command !== "transcribe")) {
    console.error(`unknown arguments: ${[...unusable, ...rest].join(" ")}\n${USAGE}`);
    return 2;
  }

  if (command === "certificates") {
    const options = listCertificateOptions().map(({ id, name, cefr_level, format, format_description }) => ({
      id,
      name,
      cefr_level,
      format,
      format_description,
    }));
    if (values.json) console.log(JSON.stringify(options, null, 2));
    else
      for (const option of options)
        console.log(`${option.id.padEnd(48)} ${option.name}, ${option.cefr_level}, ${option.format}`);
    return 0;
  }

  if (command === "correct") {
    const llm = readLlmConfig();
    // The text is read before the corrector loads, so that a file that cannot be read is reported at once.
    const text = values.lines ? undefined : await readInput(file);
    const { correctWithProvider } = await import("../llm/correct-with-llm");
    const correct = (input: string) => correctWithProvider(input, { llm });
    if (text === undefined) {
      const count = await correctLines(process.stdin, process.stdout, correct);
      console.error(`corrected ${count} lines`);
      return 0;
    }
    const result = await correct(text);
    if (values.json) {
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    console.log(result.corrected);
    console.log(`\n${result.edits.length} edit${result.edits.length === 1 ? "" : "s"}:`);
    for (const edit of result.edits) {
      console.log(
        `- [${edit.category}] "${edit.original}" → "${edit.replacement}" (${edit.rule_id}): ${edit.explanation}`,
      );
    }
    return 0;
  }

  if (command === "classify" && values.jsonl) {
    const { classifyLines } = await import("./classify-lines");
    const count = await classifyLines(process.stdin, process.stdout);
    console.error(`classified ${count} edits`);
    return 0;
  }

  // Loaded only when used: feedback brings in the whole engine, transcription the OCR and image libraries.
  if (command === "feedback")
    return (await import("./feedback-command")).feedbackCommand(
      file,
      values.certificate,
      values.topic,
      values.json === true,
    );

  if (command === "transcribe")
    return (await import("./transcribe-command")).transcribeCommand(positionals.slice(1), values.json === true);

  if (command === "calibrate") return calibrateCommand(process.stdin, values.certificate);

  if (command === "grade" && values.jsonl) {
    const llm = readLlmConfig();
    const file = values.calibration;
    let calibration: Calibration | undefined;
    if (file !== undefined) {
      const { checkCalibration } = await import("../grade/calibration");
      try {
        calibration = checkCalibration(JSON.parse(await readFile(file, "utf8")));
      } catch (error) {
        console.error(`cannot use the calibration ${file}: ${error instanceof Error ? error.message : String(error)}`);
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

  if (command === "grade") {
    const certificate = values.certificate;
    if (!certificate || !findCertificateOption(certificate)) {
      console.error(
        `grade needs --certificate with one of the ids that 'engine certificates' lists${certificate ? `; unknown: ${certificate}` : ""}`,
      );
      return 2;
    }
    const text = await readInput(file);
    const llm = readLlmConfig();
    const { correctAndGrade } = await import("../assess/assess-essay");
    const { grades: result } = await correctAndGrade(text, certificate, { topic: values.topic, llm });
    if (values.json) {
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

  console.error(USAGE);
  return 2;
}

// Output piped into a reader that stops early (`| head`) is not an error of ours.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") console.error(error.message);
  process.exit(error.code === "EPIPE" ? 0 : 1);
});

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
