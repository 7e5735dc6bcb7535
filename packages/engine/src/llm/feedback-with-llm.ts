import { findCertificateOption } from "../catalogue/catalogue";
import type { CertificateOption } from "../catalogue/types";
import type { Edit } from "../correct/types";
import type { Document } from "../document/document";
import { suggestDocumentFeedback } from "../feedback/suggest-feedback";
import { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "../feedback/compose";
import type { GradeResult } from "../grade/types";
import { checkLlmFeedback, feedbackAnswerSchema } from "./check-llm-feedback";
import { MAX_LLM_CHARS } from "./correct-with-llm";
import type { ProviderOptions } from "./grade-with-llm";
import { completeJson } from "./json-answer";

/** Feedback for the student, and who drafted it: the LLM provider or the offline engine. */
export interface ProviderFeedback {
  /** The feedback for the student, 40 to 150 words. */
  feedback: string;
  /** Who drafted it. */
  provider: "llm" | "offline";
}

/** The corrections sent with the text, so that the model quotes real errors; more would not be read. */
const MAX_EDITS_SENT = 40;

const INSTRUCTIONS = `You write feedback for a learner of English on a text they wrote for an exam task.
Write to the learner, as "you". Use short sentences and common words that a B1 learner can read.
Write ${MIN_FEEDBACK_WORDS + 20} to ${MAX_FEEDBACK_WORDS - 20} words: what works in the text; the two or three most frequent kinds of error, each with an example quoted from the text and its correction; and one next step.
Reply with one JSON object only: {"feedback": "..."}.`;

function describeTask(option: CertificateOption, grades: GradeResult, edits: readonly Edit[]): string {
  const lines = [`Exam: ${option.name} (CEFR ${option.cefr_level}), ${option.format}.`];
  if (grades.estimated)
    lines.push(
      `Grade: ${grades.grade} of ${grades.grade_max} (${grades.criteria.map((criterion) => `${criterion.name} ${criterion.score}/${criterion.max}`).join(", ")}).`,
    );
  lines.push(`Words: ${grades.evidence.words}.`);
  if (edits.length > 0) {
    lines.push("Corrections found in the text:");
    for (const edit of edits.slice(0, MAX_EDITS_SENT))
      lines.push(`- [${edit.category}] "${edit.original}" -> "${edit.replacement}"`);
  }
  return lines.join("\n");
}

/**
 * Drafts the feedback with the LLM provider when one is configured, giving it the grade and the
 * corrections, and checks the answer as the offline feedback is bound (40 to 150 words, addressed
 * to the student, contradicting nothing in the essay, quoting only the student's own words). Texts without an estimated grade stay offline; on any error, invalid answer or
 * time-out it logs why and uses suggestFeedback. Rejects only for an unknown certificate id.
 */
export async function suggestFeedbackWithProvider(
  doc: Document,
  edits: Edit[],
  grades: GradeResult,
  certificate: string,
  options: ProviderOptions = {},
): Promise<ProviderFeedback> {
  const { llm, log = (line) => console.error(line) } = options;
  const option = findCertificateOption(certificate);
  if (!option) throw new Error(`Unknown certificate: ${certificate}`);
  const offline = (): ProviderFeedback => ({
    feedback: suggestDocumentFeedback(doc, edits, grades, certificate),
    provider: "offline",
  });
  const essay = doc.text;
  if (!llm || !grades.estimated || !essay.trim()) return offline();
  if (essay.length > MAX_LLM_CHARS) {
    log(
      `[engine] text of ${essay.length} characters is over the LLM limit of ${MAX_LLM_CHARS}; drafting feedback offline`,
    );
    return offline();
  }
  try {
    const answer = await completeJson(llm, "feedback", feedbackAnswerSchema, [
      { role: "system", content: INSTRUCTIONS },
      {
        role: "user",
        content: `${describeTask(option, grades, Array.isArray(edits) ? edits : [])}\n\nText:\n${essay}`,
      },
    ]);
    return { feedback: checkLlmFeedback(answer.feedback, essay, certificate), provider: "llm" };
  } catch (error) {
    log(
      `[engine] LLM feedback failed (${error instanceof Error ? error.message : String(error)}); drafting feedback offline`,
    );
    return offline();
  }
}
