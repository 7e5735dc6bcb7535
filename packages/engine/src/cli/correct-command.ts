import { readLlmConfig } from "../llm/llm-config";
import { correctLines } from "./correct-lines";
import { readInput } from "./read-input";

/**
 * `engine correct [FILE|-] [--json]` and `engine correct --lines`: corrects a text (through the LLM
 * provider when LLM_* is set) and prints it with its edits, or the whole result as JSON; with
 * --lines, one text a line on stdin and one corrected text a line on stdout. Returns the exit code.
 */
export async function correctCommand(file: string | undefined, { json = false, lines = false } = {}): Promise<number> {
  const llm = readLlmConfig();
  // The text is read before the corrector loads, so that a file that cannot be read is reported at once.
  const text = lines ? undefined : await readInput(file);
  const [{ correctWithProvider }, { readDocument }] = await Promise.all([
    import("../llm/correct-with-llm"),
    import("../document/document"),
  ]);
  const correct = (input: string) => correctWithProvider(readDocument(input), { llm });
  if (text === undefined) {
    const count = await correctLines(process.stdin, process.stdout, correct);
    console.error(`corrected ${count} lines`);
    return 0;
  }
  const result = await correct(text);
  if (json) {
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
