import { applyEdits, type EssayEdit, type GradePerCriterion, type GradeReasons } from "@redpen/contract";
import type { Calibration } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import { storedCertificateOf, type Essay } from "../../db/essays.queries";
import { studentEdits } from "./essay-marking";

/** What the engine makes of a marking: the essay's fields that follow from it. */
export interface ReviewedMarking {
  /** The marking, each correction the student sees with a category and an explanation (the engine's proposal where it had none). */
  marking: EssayEdit[];
  /** The text with the marking applied. */
  correction: string;
  grade: number | null;
  grade_max: number | null;
  grade_per_certificate_criterion: GradePerCriterion | null;
  grade_reasons: GradeReasons | null;
  /** The feedback drafted from the marking, when asked for. */
  feedback?: string;
}

/** A marking to review: the essay's text it lies on, the topic and the school's calibration for the grades. */
export interface MarkingToReview {
  essay: Pick<
    Essay,
    "certificate_id" | "certificate_name" | "certificate_cefr_level" | "certificate_format" | "grade_max"
  >;
  text: string;
  marking: readonly EssayEdit[];
  topic: string | null;
  calibration: Calibration | undefined;
  /** Also draft the student's feedback from the marking. */
  draftFeedback?: boolean;
}

/**
 * The one place a teacher's marking has the engine work, after a marking change, 'Draft again' or
 * the correction of a fixed text: the corrections the student sees get the engine's category and
 * explanation where they have none, the corrected text is rebuilt from them, and the advised grades
 * (and their reasons) are computed again with them as evidence; the teacher's own grades are not touched.
 */
export async function reviewMarking(
  { engine }: Pick<AppDeps, "engine">,
  { essay, text, marking, topic, calibration, draftFeedback = false }: MarkingToReview,
): Promise<ReviewedMarking> {
  const shown = studentEdits(marking);
  const review = await engine.review({
    text,
    certificate: storedCertificateOf(essay),
    topic,
    edits: shown,
    draftFeedback,
    calibration,
  });
  // The reviewed edits are the shown ones, in the same order, now each with its category and explanation.
  const reviewed = new Map(shown.map((edit, i) => [edit, review.edits[i]!]));
  const filled = marking.map((edit) => {
    const filledIn = reviewed.get(edit);
    return filledIn ? { ...edit, category: filledIn.category, explanation: filledIn.explanation } : edit;
  });
  return {
    marking: filled,
    correction: applyEdits(text, studentEdits(filled)),
    grade: review.grade,
    grade_max: review.grade_max ?? essay.grade_max,
    grade_per_certificate_criterion: review.grade_per_certificate_criterion,
    grade_reasons: review.grade_reasons,
    ...(review.feedback === undefined ? {} : { feedback: review.feedback }),
  };
}
