import type { AppDeps } from "../../app-deps";
import { findClass } from "../../db/classes.queries";
import { findStudent } from "../../db/students.queries";
import { AppError, validationFailed } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";

/** Where an essay is filed: the teacher's class and student, and the student's name when there is one. */
export interface EssayPlacement {
  class_id: string | null;
  student_id: string | null;
  /** The student's name, which the essay takes; undefined without a student. */
  studentName?: string;
}

/** 404 naming the field: no class or student of the caller's has this id (another teacher's included, so the reply does not tell). */
const noneOfYours = (what: "class" | "student", id: string, field: string) =>
  new AppError(
    404,
    "NOT_FOUND",
    `No ${what} of yours has the id ${id}: pick one of your ${what === "class" ? "classes" : "students"}.`,
    field,
  );

/**
 * The class and student an essay is given, checked: both must be the caller's (404 otherwise), and
 * the student must be in the class when both are given (400). A student alone files the essay in
 * their class; null for both files it nowhere. `fields` is where the ids are in the request ("data").
 */
export async function essayPlacement(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  ids: { class_id?: string | null; student_id?: string | null },
  fields = "data",
): Promise<EssayPlacement> {
  const classId = ids.class_id ?? null;
  const studentId = ids.student_id ?? null;
  if (classId !== null) {
    const found = await findClass(db, classId);
    if (!found || found.owner_user_id !== user.id) throw noneOfYours("class", classId, `${fields}.class_id`);
  }
  if (studentId === null) return { class_id: classId, student_id: null };
  const student = await findStudent(db, studentId);
  if (!student || student.owner_user_id !== user.id) throw noneOfYours("student", studentId, `${fields}.student_id`);
  if (classId !== null && student.class_id !== classId)
    throw validationFailed(
      `${student.name} is not in this class: pick a student of the class, or leave the student out.`,
      `${fields}.student_id`,
    );
  return { class_id: student.class_id, student_id: student.id, studentName: student.name };
}
