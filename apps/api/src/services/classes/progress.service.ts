import type { ClassProgressResponse, LatestDraft, StudentProgressResponse } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import { listLatestDraftsOfClass, type LatestDraftRow } from "../../db/drafts.queries";
import type { Essay } from "../../db/essays.queries";
import { listEssaysOfClass, listEssaysOfStudent } from "../../db/progress.queries";
import { listStudentsOfClass } from "../../db/students.queries";
import { presentEssay } from "../../presenters/essay.presenter";
import { getOwnClass } from "./classes.service";
import type { CurrentUser } from "../../auth/current-user";
import { classProgress, studentProgress, type EssayForProgress } from "./progress-figures";
import { getOwnStudent } from "./students.service";

type ProgressDeps = Pick<AppDeps, "db">;

/** The essay as its teacher sees it (the same grade and marking as on its page), for the figures. */
const forProgress = (essay: Essay): EssayForProgress => ({
  id: essay.id,
  created_at: essay.created_at,
  // The figures count the corrections by kind; the school's codes for them play no part.
  data: presentEssay(essay, []).data,
});

/** The class page's line on an essay's latest draft: its number, when it came and how many marks it fixed. */
const latestDraftOf = (draft: LatestDraftRow | undefined): LatestDraft | null =>
  draft
    ? {
        number: draft.number,
        sent_at: draft.created_at,
        fixed: draft.check_result.counts.fixed,
        total: draft.check_result.counts.total,
      }
    : null;

/** The progress of a student of the caller's classes: 404 for an unknown id and another teacher's student alike. */
export async function getStudentProgress(
  deps: ProgressDeps,
  user: CurrentUser,
  studentId: string,
): Promise<StudentProgressResponse["data"]> {
  const student = await getOwnStudent(deps, user, studentId);
  const theClass = await getOwnClass(deps, user, student.class_id);
  const essays = await listEssaysOfStudent(deps.db, user.id, student.id);
  return {
    student: { id: student.id, name: student.name, class_id: theClass.id, class_name: theClass.name },
    ...studentProgress(essays.map(forProgress)),
  };
}

/** The caller's class's students and essays at a glance: 404 for an unknown id and another teacher's class alike. */
export async function getClassProgress(
  deps: ProgressDeps,
  user: CurrentUser,
  classId: string,
): Promise<ClassProgressResponse["data"]> {
  const theClass = await getOwnClass(deps, user, classId);
  const [students, essays, drafts] = await Promise.all([
    listStudentsOfClass(deps.db, theClass.id),
    listEssaysOfClass(deps.db, user.id, theClass.id),
    listLatestDraftsOfClass(deps.db, user.id, theClass.id),
  ]);
  return classProgress({
    students,
    essays: essays.map((essay) => ({
      ...forProgress(essay),
      student_id: essay.student_id,
      latest_draft: latestDraftOf(drafts.get(essay.id)),
    })),
  });
}
