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
import { parseArgs, type ParseArgsConfig } from "node:util";
import { calibrateCommand } from "./calibrate-command";
import { certificatesCommand } from "./certificates-command";
import { correctCommand } from "./correct-command";
import { gradeCommand, gradeJsonLinesCommand } from "./grade-command";

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
 * Runs the command named, with its file (or photos) and options, and returns its exit code, or
 * undefined when there is no such command. Correcting, grading and classifying load the tagger and
 * the word lists, which take about a second, so each command imports what it uses when it runs:
 * listing the certificates or refusing a wrong argument answers at once.
 */
async function runCommand(command: string | undefined, files: string[], values: Values): Promise<number | undefined> {
  const [file] = files;
  switch (command) {
    case "certificates":
      return certificatesCommand(values.json === true);
    case "correct":
      return correctCommand(file, { json: values.json, lines: values.lines });
    case "classify":
      return values.jsonl ? classifyCommand() : undefined;
    // Loaded only when used: feedback brings in the whole engine, transcription the OCR and image libraries.
    case "feedback":
      return (await import("./feedback-command")).feedbackCommand(
        file,
        values.certificate,
        values.topic,
        values.json === true,
      );
    case "transcribe":
      return (await import("./transcribe-command")).transcribeCommand(files, values.json === true);
    case "calibrate":
      return calibrateCommand(process.stdin, values.certificate);
    case "grade":
      return values.jsonl
        ? gradeJsonLinesCommand(values.calibration)
        : gradeCommand(file, values.certificate, { topic: values.topic, json: values.json });
    default:
      return undefined;
  }
}

/** `engine classify --jsonl`: one token edit a line in, its type, category and explanation out. */
async function classifyCommand(): Promise<number> {
  const { classifyLines } = await import("./classify-lines");
  const count = await classifyLines(process.stdin, process.stdout);
  console.error(`classified ${count} edits`);
  return 0;
}

/** Runs the command line and returns its exit code: 2, with the usage, for arguments it cannot use. */
async function main(args: string[]): Promise<number> {
  const { values, positionals, unusable } = parseArguments(args);
  const [command, ...files] = positionals;
  const rest = command === "transcribe" ? [] : files.slice(1);
  if (unusable.length > 0 || rest.length > 0) {
    console.error(`unknown arguments: ${[...unusable, ...rest].join(" ")}\n${USAGE}`);
    return 2;
  }
  const code = await runCommand(command, files, values);
  if (code !== undefined) return code;
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
