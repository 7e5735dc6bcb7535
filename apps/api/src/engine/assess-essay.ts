import { EDIT_EXPLANATION_MAX_CHARS, type Certificate } from "@redpen/contract";
import {
  classifyTextEdit,
  correctWithProvider,
  draftFeedbackWithProvider,
  findCertificateOptionFor,
  gradeEssay,
  gradeWithProvider,
  type Edit,
  type LlmConfig,
} from "@redpen/engine";
import type { AssessInput, EssayAssessment, MarkingReview, MarkingReviewInput } from "./engine-runner";

function certificateOption(certificate: Certificate) {
  const option = findCertificateOptionFor(certificate);
  if (!option)
    throw new Error(
      `The certificate ${certificate.name} ${certificate.cefr_level} ${certificate.format} is not in the catalogue.`,
    );
  return option;
}

/**
 * Corrects the text, grades it for the certificate (with the school's calibration when it has one
 * to use) and drafts the student's feedback. With an LLM
 * provider the engine's *WithProvider functions ask it and fall back to the offline engine by
 * themselves; without one they are the offline engine.
 */
export async function assessEssay(input: AssessInput, llm?: LlmConfig): Promise<EssayAssessment> {
  const option = certificateOption(input.certificate);
  const correction = await correctWithProvider(input.text, { llm });
  const grades = await gradeWithProvider(input.text, correction.edits, option.id, input.topic ?? undefined, {
    llm,
    calibration: input.calibration,
  });
  const { feedback } = await draftFeedbackWithProvider(input.text, correction.edits, grades, option.id, { llm });
  return {
    correction: correction.corrected,
    edits: correction.edits.map(({ start, end, original, replacement, category, rule_id, explanation }) => ({
      start,
      end,
      original,
      replacement,
      category,
      rule_id,
      explanation,
    })),
    grade: grades.estimated ? grades.grade : null,
    grade_max: grades.grade_max,
    grade_per_certificate_criterion: grades.estimated
      ? Object.fromEntries(grades.criteria.map((criterion) => [criterion.name, criterion.score]))
      : null,
    feedback,
  };
}

/**
 * After the teacher's marking changed: a category and explanation proposed for each of the
 * teacher's corrections that has none, and the advised grades again, from the offline grader with
 * the marking's edits as its evidence (deterministic and fast; the LLM provider is not asked on
 * every click). When asked, the feedback is drafted again from the marking, through the provider
 * when one is configured.
 */
export async function reviewMarking(input: MarkingReviewInput, llm?: LlmConfig): Promise<MarkingReview> {
  const option = certificateOption(input.certificate);
  const edits = input.edits.map((edit) => {
    if (edit.category && edit.explanation) return edit;
    const proposal = classifyTextEdit(input.text, edit);
    // Stored as the contract takes it back: one line of at most EDIT_EXPLANATION_MAX_CHARS.
    const explanation = (edit.explanation || proposal.explanation)
      .replace(/\s+/g, " ")
      .slice(0, EDIT_EXPLANATION_MAX_CHARS);
    return { ...edit, category: edit.category || proposal.category, explanation };
  });
  const grades = gradeEssay(input.text, edits as Edit[], option.id, input.topic ?? undefined, {
    calibration: input.calibration,
  });
  const feedback = input.draftFeedback
    ? (await draftFeedbackWithProvider(input.text, edits as Edit[], grades, option.id, { llm })).feedback
    : undefined;
  return {
    edits,
    ...(feedback === undefined ? {} : { feedback }),
    grade: grades.estimated ? grades.grade : null,
    grade_max: grades.grade_max,
    grade_per_certificate_criterion: grades.estimated
      ? Object.fromEntries(grades.criteria.map((criterion) => [criterion.name, criterion.score]))
      : null,
  };
}
