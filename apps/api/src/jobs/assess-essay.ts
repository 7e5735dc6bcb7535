import type { Certificate } from "@redpen/contract";
import { correctWithProvider, draftFeedbackWithProvider, findCertificateOptionFor, gradeWithProvider, type LlmConfig } from "@redpen/engine";
import type { EssayAssessment } from "./engine-runner";

/**
 * Corrects the text, grades it for the certificate and drafts the student's feedback. With an LLM
 * provider the engine's *WithProvider functions ask it and fall back to the offline engine by
 * themselves; without one they are the offline engine.
 */
export async function assessEssay(input: { text: string; certificate: Certificate; topic: string | null }, llm?: LlmConfig): Promise<EssayAssessment> {
  const option = findCertificateOptionFor(input.certificate);
  if (!option) throw new Error(`The certificate ${input.certificate.name} ${input.certificate.cefr_level} ${input.certificate.format} is not in the catalogue.`);
  const correction = await correctWithProvider(input.text, { llm });
  const grades = await gradeWithProvider(input.text, correction.edits, option.id, input.topic ?? undefined, { llm });
  const { feedback } = await draftFeedbackWithProvider(input.text, correction.edits, grades, option.id, { llm });
  return {
    correction: correction.corrected,
    edits: correction.edits.map(({ start, end, original, replacement, category, rule_id, explanation }) => ({ start, end, original, replacement, category, rule_id, explanation })),
    grade: grades.estimated ? grades.grade : null,
    grade_max: grades.grade_max,
    grade_per_certificate_criterion: grades.estimated ? Object.fromEntries(grades.criteria.map((criterion) => [criterion.name, criterion.score])) : null,
    feedback,
  };
}
