#!/usr/bin/env node
/**
 * The engine's command line: parses arguments, calls the library, prints.
 *   certificates [--json]
 *   correct [FILE|-] [--json]
 *   correct --lines          (one text a line on stdin, one corrected text a line on stdout)
 * Correction uses the LLM provider when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set.
 */
import { listCertificateOptions } from "../catalogue/catalogue";
import { correctWithProvider } from "../llm/correct-with-llm";
import { readLlmConfig } from "../llm/llm-config";
import { correctLines } from "./correct-lines";
import { readInput } from "./read-input";

const USAGE = `usage: engine certificates [--json]
       engine correct [FILE|-] [--json]
       engine correct --lines`;

async function main(args: string[]): Promise<number> {
  const flags = new Set(args.filter((arg) => arg.startsWith("--")));
  const [command, file, ...rest] = args.filter((arg) => !arg.startsWith("--"));
  const unknown = [...flags].filter((flag) => !["--json", "--lines"].includes(flag));
  if (unknown.length > 0 || rest.length > 0) {
    console.error(`unknown arguments: ${[...unknown, ...rest].join(" ")}\n${USAGE}`);
    return 2;
  }

  if (command === "certificates") {
    const options = listCertificateOptions().map(({ id, name, cefr_level, format, format_description }) => ({ id, name, cefr_level, format, format_description }));
    if (flags.has("--json")) console.log(JSON.stringify(options, null, 2));
    else for (const option of options) console.log(`${option.id.padEnd(48)} ${option.name}, ${option.cefr_level}, ${option.format}`);
    return 0;
  }

  if (command === "correct") {
    const llm = readLlmConfig();
    const correct = (text: string) => correctWithProvider(text, { llm });
    if (flags.has("--lines")) {
      const count = await correctLines(process.stdin, process.stdout, correct);
      console.error(`corrected ${count} lines`);
      return 0;
    }
    const result = await correct(await readInput(file));
    if (flags.has("--json")) {
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    console.log(result.corrected);
    console.log(`\n${result.edits.length} edit${result.edits.length === 1 ? "" : "s"}:`);
    for (const edit of result.edits) {
      console.log(`- [${edit.category}] "${edit.original}" → "${edit.replacement}" (${edit.rule_id}): ${edit.explanation}`);
    }
    return 0;
  }

  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
