import type { EssayData, GradePerCriterion } from "@redpen/contract";

/** What an essay's grading is read from. */
type GradedEssay = Pick<EssayData, "grade" | "grade_max" | "grade_per_certificate_criterion" | "user_feedback">;

/** The teacher's grading per criterion, complete for every advised criterion, or null. */
export function teacherGrades(data: GradedEssay, criteria: readonly string[]): GradePerCriterion | null {
  const feedback = data.user_feedback;
  const grades = feedback?.grade_per_certificate_criterion;
  if (!grades || feedback?.grade === null || feedback?.grade === undefined) return null;
  return criteria.every((criterion) => typeof grades[criterion] === "number") ? grades : null;
}

/** The grading an essay's readers see: whose it is, the grade per criterion and the total. */
export interface ShownGrading {
  /** The teacher's once they graded every advised criterion, else Redpen's advice. */
  by: "teacher" | "advised";
  /** The advised criteria, in the certificate's order. */
  criteria: string[];
  /** The advised grades, to show beside the teacher's while they edit. */
  advised: GradePerCriterion;
  perCriterion: GradePerCriterion;
  total: number;
  /** Highest possible total, when the certificate has one. */
  max: number | null;
}

/** The grading the grading card and the printout show, or null when no grade could be advised. */
export function shownGrading(data: GradedEssay): ShownGrading | null {
  const advised = data.grade_per_certificate_criterion;
  const criteria = advised ? Object.keys(advised) : [];
  if (!advised || criteria.length === 0 || data.grade === null) return null;
  const teacher = teacherGrades(data, criteria);
  const max = data.grade_max;
  return teacher
    ? { by: "teacher", criteria, advised, perCriterion: teacher, total: data.user_feedback?.grade ?? 0, max }
    : { by: "advised", criteria, advised, perCriterion: advised, total: data.grade, max };
}
