import type { EssayData, GradePerCriterion } from "./essays";
import type { GradeReason } from "./grading";

/** One criterion as the grading card and the summary show it. */
export interface CriterionView {
  name: string;
  /** Its top band; null when the certificate is no longer offered (only the total's maximum is known then). */
  max: number | null;
  /** The step between its bands (1: whole bands). */
  step: number;
  /** The advised grade. */
  advised: number | undefined;
  /** Why it was advised; null when Redpen kept no reasons (or for the student's page). */
  reason: GradeReason | null;
}

/** The grading an essay shows, the same in the summary, the grading card, the printouts and the progress figures (the one that counts). */
export interface ShownGrading {
  /** The teacher's saved grading, or Redpen's advice while there is none. */
  source: "teacher" | "advised";
  perCriterion: GradePerCriterion;
  total: number;
  gradeMax: number | null;
  criteria: CriterionView[];
}

/** The essay's criteria in the certificate's order, with their top bands and reasons; the advised ones' names for an essay of a certificate no longer offered. */
export function criteriaOf(data: EssayData): CriterionView[] {
  const advised = data.grade_per_certificate_criterion ?? {};
  if (data.grading_criteria)
    return data.grading_criteria.map(({ name, max, step, reason }) => ({
      name,
      max,
      step,
      advised: advised[name],
      reason,
    }));
  return Object.keys(advised).map((name) => ({ name, max: null, step: 1, advised: advised[name], reason: null }));
}

/** The teacher's saved grading, when it grades every criterion. */
function teacherGrading(data: EssayData, criteria: readonly CriterionView[]) {
  const feedback = data.user_feedback;
  const grades = feedback?.grade_per_certificate_criterion;
  if (!grades || typeof feedback?.grade !== "number" || criteria.length === 0) return null;
  if (!criteria.every((criterion) => typeof grades[criterion.name] === "number")) return null;
  return { perCriterion: grades, total: feedback.grade };
}

/**
 * The one grading an essay shows everywhere: the teacher's once they saved it for every criterion,
 * else the advised one (which follows every marking change); null when no grade could be advised.
 */
export function shownGrading(data: EssayData): ShownGrading | null {
  const criteria = criteriaOf(data);
  const teacher = teacherGrading(data, criteria);
  if (teacher) return { source: "teacher", ...teacher, gradeMax: data.grade_max, criteria };
  if (data.grade === null || !data.grade_per_certificate_criterion || criteria.length === 0) return null;
  return {
    source: "advised",
    perCriterion: data.grade_per_certificate_criterion,
    total: data.grade,
    gradeMax: data.grade_max,
    criteria,
  };
}
