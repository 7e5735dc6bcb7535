import { findCertificateOption } from "../catalogue/catalogue";
import { readLlmConfig } from "../llm/llm-config";
import { readInput } from "./read-input";

/**
 * `engine feedback [FILE|-] --certificate ID [--topic TEXT] [--json]`: corrects, grades and drafts
 * the student's feedback (through the LLM provider when LLM_* is set), then prints the feedback,
 * or with --json {feedback, provider, grade, edit_count, correction_provider}. Returns the exit code.
 */
export async function feedbackCommand(
  file: string | undefined,
  certificate: string | undefined,
  topic: string | undefined,
  json: boolean,
): Promise<number> {
  if (!certificate || !findCertificateOption(certificate)) {
    console.error(
      `feedback needs --certificate with one of the ids that 'engine certificates' lists${certificate ? `; unknown: ${certificate}` : ""}`,
    );
    return 2;
  }
  const llm = readLlmConfig();
  const text = await readInput(file);
  // Loaded once the arguments are checked: a wrong certificate is answered without loading the engine.
  const { assessEssay } = await import("../assess/assess-essay");
  const { correction, grades: grade, feedback: drafted } = await assessEssay(text, certificate, { topic, llm });
  const { feedback, provider } = drafted;
  if (json)
    console.log(
      JSON.stringify(
        { feedback, provider, grade, edit_count: correction.edits.length, correction_provider: correction.provider },
        null,
        2,
      ),
    );
  else console.log(feedback);
  return 0;
}
