import {
  editsAsCodes,
  feedbackWithoutFixes,
  visibleEdits,
  type CorrectionCode,
  type EssayData,
  type EssayResponse,
  type GradingCriterion,
  type UserFeedback,
} from "@redpen/contract";
import { findStoredCertificateOption } from "@redpen/engine";
import { certificateOf, storedCertificateOf, type Essay } from "../db/essays.queries";
import { markingOf } from "../db/essays.queries";
import { FEEDBACK_BY } from "../db/essay-columns";

/**
 * The certificate's criteria as the grading card needs them: each one's top band and the step of
 * its bands (the catalogue's), and why its grade was advised (stored with the grades; null for an
 * essay graded before reasons were kept). Null when the certificate is no longer offered.
 */
function gradingCriteria(essay: Essay): GradingCriterion[] | null {
  const option = findStoredCertificateOption(storedCertificateOf(essay));
  if (!option) return null;
  return option.criteria.map(({ name, max }) => ({
    name,
    max,
    step: option.scale.step,
    reason: essay.grade_reasons?.[name] ?? null,
  }));
}

/** Who an essay names (see essayPeopleOf): given for one essay's reply, left out of lists. */
type EssayNames = Pick<EssayData, "teacher" | "school_name">;

/**
 * The essay's reply to its owner, the teacher's feedback null until given; `codes` are its school's
 * correction codes, `names` its teacher and school as its printout names them.
 */
export function presentEssay(essay: Essay, codes: CorrectionCode[], names?: EssayNames): EssayResponse {
  return {
    id: essay.id,
    version: essay.version,
    data: {
      name: essay.name,
      original: essay.original,
      correction: essay.correction,
      status: essay.status,
      certificate: certificateOf(essay),
      certificate_id: essay.certificate_id,
      input_method: essay.input_method,
      topic_input_method: essay.topic_input_method,
      topic_text: essay.topic_text,
      relationships: {
        student_image_ids_sorted: essay.student_image_ids,
        topic_image_id: essay.topic_image_id,
      },
      grade: essay.grade,
      grade_max: essay.grade_max,
      grade_per_certificate_criterion: essay.grade_per_certificate_criterion,
      grading_criteria: gradingCriteria(essay),
      user_feedback: essay.user_feedback,
      feedback: essay.feedback,
      edits: markingOf(essay),
      first_original: essay.first_original,
      dropped_edits: essay.dropped_marking,
      advised_from_school_essays: essay.advised_from_school_essays,
      fix_failure: essay.fix_failure,
      failure_reason: essay.status === "FAILURE" ? essay.failure_reason : null,
      feedback_by_teacher: essay.feedback_by_teacher === FEEDBACK_BY.teacher,
      feedback_kept_on_fix: essay.feedback_by_teacher !== FEEDBACK_BY.engine,
      corrected_by: essay.corrected_by,
      class_id: essay.class_id,
      student_id: essay.student_id,
      share_mode: essay.share_mode,
      correction_codes: codes,
      ...names,
    },
  };
}

/** The teacher's grading of the feedback, null when there is none (so a visitor cannot tell whether ratings exist). */
function gradingOnly(feedback: UserFeedback | null): UserFeedback | null {
  const grading: UserFeedback = {};
  if (feedback?.grade !== undefined) grading.grade = feedback.grade;
  if (feedback?.grade_per_certificate_criterion !== undefined)
    grading.grade_per_certificate_criterion = feedback.grade_per_certificate_criterion;
  return Object.keys(grading).length > 0 ? grading : null;
}

/**
 * The essay as anyone but its owner sees it (its student, through a share link): the teacher's
 * grading is for everyone, but the ratings and comment on our correction are the owner's notes to
 * us; the edits they rejected (and which they checked), the text as first read and the fix notes
 * are the owner's working state; how many graded essays the school has is the school's own; and
 * why Redpen advised each grade is the teacher's to weigh; which engine corrected is the school's set-up. Shared as codes, the correct forms are
 * withheld too: the edits' answers (editsAsCodes), the corrected text and the
 * fixed forms the drafted feedback quotes (feedbackWithoutFixes).
 */
export function presentEssayToVisitor(essay: Essay, codes: CorrectionCode[], names?: EssayNames): EssayResponse {
  const reply = presentEssay(essay, codes, names);
  // Which corrections the teacher has checked is their working state too.
  const visible = reply.data.edits && visibleEdits(reply.data.edits).map(({ reviewed: _checked, ...edit }) => edit);
  const asCodes = essay.share_mode === "codes";
  return {
    ...reply,
    data: {
      ...reply.data,
      edits: visible && asCodes ? editsAsCodes(visible) : visible,
      correction: asCodes ? null : reply.data.correction,
      feedback:
        asCodes && reply.data.feedback !== null ? feedbackWithoutFixes(reply.data.feedback) : reply.data.feedback,
      first_original: null,
      dropped_edits: null,
      fix_failure: null,
      failure_reason: null,
      advised_from_school_essays: null,
      corrected_by: null,
      class_id: null,
      student_id: null,
      user_feedback: gradingOnly(reply.data.user_feedback),
      grading_criteria: reply.data.grading_criteria?.map((criterion) => ({ ...criterion, reason: null })) ?? null,
    },
  };
}
