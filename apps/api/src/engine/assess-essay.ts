import type { CorrectedBy } from "@redpen/contract";
import {
  advisedGrades,
  assessEssay,
  findStoredCertificateOption,
  reviewMarking,
  type LlmConfig,
  type StoredCertificate,
} from "@redpen/engine";
import { modelConfigured } from "./model-probe";
import type { EssayAssessment, MarkingReview, MarkingReviewInput, NewEssayInput } from "./engine-runner";

// The engine thread's side of an assessment: the api's essay in, the engine's one pipeline
// (assessEssay, reviewMarking), the fields the api stores out.

function certificateId(certificate: StoredCertificate): string {
  const option = findStoredCertificateOption(certificate);
  if (!option)
    throw new Error(
      `The certificate ${certificate.name} ${certificate.cefr_level} ${certificate.format} is not in the catalogue.`,
    );
  return option.id;
}

/** Which engine corrected: the model (LLM provider) set, or the offline engine and why. */
export function correctedByOf(
  provider: "offline" | "llm",
  fallback: CorrectedBy["fallback"] | undefined,
  llm?: LlmConfig,
): CorrectedBy {
  const model = modelConfigured(llm);
  return { engine: provider === "llm" ? "model" : "offline", model, fallback: model ? (fallback ?? null) : null };
}

/** Corrects, grades and drafts the feedback (the engine's assessEssay), with the school's suggestions added. */
export async function assessForApi(input: NewEssayInput, llm?: LlmConfig): Promise<EssayAssessment> {
  const assessment = await assessEssay(input.text, certificateId(input.certificate), {
    llm,
    topic: input.topic ?? undefined,
    calibration: input.calibration,
    schoolCorrections: input.remembered,
  });
  return {
    correction: assessment.corrected,
    edits: assessment.edits,
    ...advisedGrades(assessment.grades),
    feedback: assessment.feedback.feedback,
    suggested: assessment.suggested,
    corrected_by: correctedByOf(assessment.correction.provider, assessment.correction.fallback, llm),
  };
}

/** Reviews the teacher's marking (the engine's reviewMarking). */
export async function reviewForApi(input: MarkingReviewInput, llm?: LlmConfig): Promise<MarkingReview> {
  const review = await reviewMarking(input.text, input.edits, certificateId(input.certificate), {
    llm,
    topic: input.topic ?? undefined,
    calibration: input.calibration,
    suggestFeedback: input.draftFeedback,
  });
  return {
    edits: review.edits,
    ...(review.feedback === undefined ? {} : { feedback: review.feedback.feedback }),
    ...advisedGrades(review.grades),
  };
}
