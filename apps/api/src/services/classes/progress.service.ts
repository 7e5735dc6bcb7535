import type { AppDeps } from "../../app-deps";
import { listLatestDraftsOfClass } from "../../db/drafts.queries";
import {
  findLatestStartedSetOfClass,
  listEssaysOfClass,
  listSharedEssayIdsOfClass,
  type LatestClassSet,
  listEssaysOfStudent,
  type ClassEssays,
  type StudentEssays,
} from "../../db/progress.queries";
import { listStudentsOfClass } from "../../db/students.queries";
import { getOwnClass } from "./classes.service";
import type { CurrentUser } from "../../auth/current-user";
import { getOwnStudent } from "./students.service";

type ProgressDeps = Pick<AppDeps, "db">;

/** The essays of a student of the caller's classes: 404 for an unknown id and another teacher's student alike. */
export async function getStudentEssays(
  deps: ProgressDeps,
  user: CurrentUser,
  studentId: string,
): Promise<StudentEssays> {
  const student = await getOwnStudent(deps, user, studentId);
  const theClass = await getOwnClass(deps, user, student.class_id);
  const essays = await listEssaysOfStudent(deps.db, user.id, student.id);
  return { student, theClass, essays };
}

/** The caller's class's students and essays: 404 for an unknown id and another teacher's class alike. */
export async function getClassEssays(deps: ProgressDeps, user: CurrentUser, classId: string): Promise<ClassEssays> {
  const theClass = await getOwnClass(deps, user, classId);
  const [students, essays, drafts, shared] = await Promise.all([
    listStudentsOfClass(deps.db, theClass.id),
    listEssaysOfClass(deps.db, user.id, theClass.id),
    listLatestDraftsOfClass(deps.db, user.id, theClass.id),
    listSharedEssayIdsOfClass(deps.db, user.id, theClass.id),
  ]);
  return { students, essays, drafts, shared };
}

/** What the class's overview is figured from: its students, essays and latest started class set (404 as above). */
export async function getClassOverviewEssays(
  deps: ProgressDeps,
  user: CurrentUser,
  classId: string,
): Promise<Pick<ClassEssays, "students" | "essays"> & { latestSet: LatestClassSet | undefined }> {
  const theClass = await getOwnClass(deps, user, classId);
  const [students, essays, latestSet] = await Promise.all([
    listStudentsOfClass(deps.db, theClass.id),
    listEssaysOfClass(deps.db, user.id, theClass.id),
    findLatestStartedSetOfClass(deps.db, user.id, theClass.id),
  ]);
  return { students, essays, latestSet };
}
