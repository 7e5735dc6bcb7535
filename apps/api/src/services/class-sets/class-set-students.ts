import type { ClassSet } from "../../db/class-sets.queries";
import { listStudentsOfClass } from "../../db/students.queries";
import type { AppDeps } from "../../app-deps";
import type { KnownStudent } from "./class-set-grouping";
import type { CurrentUser } from "../../auth/current-user";
import { essayPlacement, type EssayPlacement } from "../essays/essay-student";

/**
 * The students of the set's class, whose names the pages are matched with; none when the set has
 * no class.
 */
export async function classStudentsFor(
  deps: Pick<AppDeps, "db">,
  set: Pick<ClassSet, "class_id">,
): Promise<KnownStudent[]> {
  if (!set.class_id) return [];
  return (await listStudentsOfClass(deps.db, set.class_id)).map(({ id, name }) => ({ id, name }));
}

/** 404 naming `data.class_id` unless the class is one of the teacher's (another teacher's is unknown too). */
export async function checkOwnClass(deps: Pick<AppDeps, "db">, user: CurrentUser, classId: string): Promise<void> {
  await essayPlacement(deps, user, { class_id: classId });
}

/**
 * Where a group's essay is filed: the set's class, and the group's student, who must be the
 * teacher's (404 naming the group's `student_id` otherwise) and in the set's class when it has one (400).
 */
export function groupPlacement(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  set: Pick<ClassSet, "class_id">,
  studentId: string | null | undefined,
  groupIndex: number,
): Promise<EssayPlacement> {
  return essayPlacement(deps, user, { class_id: set.class_id, student_id: studentId }, `data.groups.${groupIndex}`);
}
