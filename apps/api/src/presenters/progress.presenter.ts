import { type ClassOverviewResponse, type ClassProgressResponse, type StudentProgressResponse } from "@redpen/contract";
import type { Essay } from "../db/essays.queries";
import type { ClassEssays, LatestClassSet, StudentEssays } from "../db/progress.queries";
import { classOverview } from "./class-overview-figures";
import { latestDraftOf, reviewOf } from "./essay-review";
import { presentEssay } from "./essay.presenter";
import { classProgress, studentProgress, type EssayForProgress } from "./progress-figures";

/** The essay as its teacher sees it (the same grade and marking as on its page), for the figures. */
const forProgress = (essay: Essay): EssayForProgress => ({
  id: essay.id,
  created_at: essay.created_at,
  // The figures count the corrections by kind; the school's codes for them play no part.
  data: presentEssay(essay, []).data,
});

/** A student's progress: who they are, and the figures of their essays over time. */
export function presentStudentProgress({ student, theClass, essays }: StudentEssays): StudentProgressResponse["data"] {
  return {
    student: { id: student.id, name: student.name, class_id: theClass.id, class_name: theClass.name },
    ...studentProgress(essays.map(forProgress)),
  };
}

/** A class's students and essays at a glance. */
export function presentClassProgress({ students, essays, drafts, shared }: ClassEssays): ClassProgressResponse["data"] {
  return classProgress({
    students,
    essays: essays.map((essay) => {
      const seen = forProgress(essay);
      return {
        ...seen,
        student_id: essay.student_id,
        latest_draft: latestDraftOf(drafts.get(essay.id)),
        review: reviewOf(seen.data, shared.has(essay.id), essay.drafts_allowed),
      };
    }),
  });
}

/** What to teach the class next. */
export function presentClassOverview(input: {
  students: ClassEssays["students"];
  essays: Essay[];
  latestSet: LatestClassSet | undefined;
}): ClassOverviewResponse["data"] {
  const set = input.latestSet;
  return classOverview({
    students: input.students,
    essays: input.essays.map((essay) => ({ ...forProgress(essay), student_id: essay.student_id })),
    latestSet: set ? { ...set, essay_ids: set.essay_ids ?? [] } : null,
  });
}
