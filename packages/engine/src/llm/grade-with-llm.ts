import { findCertificateOption } from "../catalogue/catalogue";
import type { CertificateOption } from "../catalogue/types";
import type { Edit } from "../correct/types";
import type { Document } from "../document/document";
import { gradeDocument, type GradeOptions } from "../grade/grade-essay";
import type { GradeResult } from "../grade/types";
import { criterionGrades, scoresSchema, totalOf } from "./grades-answer";
import type { CorrectOptions } from "./correct-with-llm";
import { MAX_LLM_CHARS } from "./correct-with-llm";
import { completeJson } from "./json-answer";

/** Where grading and feedback go (the LLM provider or the offline engine) and where a fall-back is reported. */
export type ProviderOptions = CorrectOptions;

/** A grade, and who gave it: the LLM provider or the offline engine. */
export type ProviderGradeResult = GradeResult & { provider: "llm" | "offline" };

function instructions(option: CertificateOption): string {
  const criteria = option.criteria.map((criterion) => `- "${criterion.name}": 0 to ${criterion.max}`).join("\n");
  const range =
    option.max_words === null ? `at least ${option.min_words}` : `${option.min_words} to ${option.max_words}`;
  return `You are an examiner for ${option.name} (CEFR ${option.cefr_level}) writing.
The task is a ${option.format}: ${option.format_description} It asks for ${range} words.
Mark the learner's text by the official assessment scale of ${option.name}, on each of these criteria, from 0 to its maximum (whole bands are usual; steps of 0.01 are allowed):
${criteria}
Reply with one JSON object only, with exactly these names as keys and the scores as numbers, for example {${option.criteria.map((criterion) => `"${criterion.name}": ${Math.round(criterion.max / 2)}`).join(", ")}}.`;
}

/**
 * Grades with the LLM provider when one is configured: the model scores each criterion of the
 * certificate option, the scores are checked (every criterion, none other, 0 to its maximum in
 * steps of 0.01), the total is their sum and each gets its band descriptor; the evidence (and any
 * other measure of the offline grade) is the offline engine's. Texts the offline engine cannot
 * grade (empty, too short, not English) stay offline, graded with the school's calibration when
 * one is given; on any error, invalid answer or time-out it
 * logs why and grades offline. Rejects only for an unknown certificate id, as gradeEssay throws.
 */
export async function gradeWithProvider(
  doc: Document,
  edits: Edit[],
  certificate: string,
  topic: string | undefined,
  options: ProviderOptions & GradeOptions = {},
): Promise<ProviderGradeResult> {
  const { llm, log = (line) => console.error(line), calibration } = options;
  const essay = doc.text;
  const offline = gradeDocument(doc, edits, certificate, topic, { calibration });
  const option = findCertificateOption(certificate)!;
  // A school's own calibration advises its grades: the provider is not asked over it.
  if (!llm || !offline.estimated || calibration?.use) return { ...offline, provider: "offline" };
  if (essay.length > MAX_LLM_CHARS) {
    log(`[engine] text of ${essay.length} characters is over the LLM limit of ${MAX_LLM_CHARS}; grading offline`);
    return { ...offline, provider: "offline" };
  }
  try {
    const task = topic ? `Task: ${topic}\n\n` : "";
    const scores = await completeJson(llm, "criterion_scores", scoresSchema(option.criteria), [
      { role: "system", content: instructions(option) },
      { role: "user", content: `${task}Text:\n${essay}` },
    ]);
    const criteria = criterionGrades(scores, option.criteria);
    // The evidence (and whatever else the offline grade measures) stays the offline engine's; only the scores are the model's.
    return { ...offline, grade: totalOf(criteria), criteria, provider: "llm" };
  } catch (error) {
    log(`[engine] LLM grading failed (${error instanceof Error ? error.message : String(error)}); grading offline`);
    return { ...offline, provider: "offline" };
  }
}
