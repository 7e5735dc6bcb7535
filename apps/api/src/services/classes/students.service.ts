import { randomUUID } from "node:crypto";
import {
  CLASS_STUDENTS_MAX,
  type StudentCreateRequest,
  type StudentListCreateRequest,
  type StudentPatchRequest,
} from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import {
  deleteStudentKeepingEssays,
  findStudent,
  insertStudents,
  listStudentsOfClass,
  updateStudentIfVersion,
  type StudentRow,
  type StudentWithOwner,
} from "../../db/students.queries";
import { conflict, notFound, validationFailed } from "../../errors";
import { getOwnClass } from "./classes.service";
import type { CurrentUser } from "../../auth/current-user";

type StudentsDeps = Pick<AppDeps, "db">;

/** The student, when they are in one of the caller's classes: 404 for an unknown id and another teacher's student alike. */
export async function getOwnStudent(
  { db }: StudentsDeps,
  user: CurrentUser,
  studentId: string,
): Promise<StudentWithOwner> {
  const student = await findStudent(db, studentId);
  if (!student || student.owner_user_id !== user.id) throw notFound("This student");
  return student;
}

/** The students of the caller's class, by name. */
export async function listStudents(deps: StudentsDeps, user: CurrentUser, classId: string): Promise<StudentRow[]> {
  await getOwnClass(deps, user, classId);
  return listStudentsOfClass(deps.db, classId);
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);
const sameName = (a: string) => (b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** 400 when the class would hold more than CLASS_STUDENTS_MAX students. */
function refuseFullClass(has: number, adding: number, field: string): void {
  if (has + adding > CLASS_STUDENTS_MAX)
    throw validationFailed(
      `A class holds at most ${CLASS_STUDENTS_MAX} students and this one has ${has}: ` +
        `${adding === 1 ? "this student does" : `these ${adding} students do`} not fit. Make another class for the rest.`,
      field,
    );
}

/** One new student of the caller's class; a class ("data.class_id") of another teacher's is a 404. */
export async function createStudent(
  deps: StudentsDeps,
  user: CurrentUser,
  data: StudentCreateRequest["data"],
): Promise<StudentWithOwner> {
  const target = await getOwnClass(deps, user, data.class_id);
  refuseFullClass(target.student_count, 1, "data.class_id");
  const now = new Date().toISOString();
  const id = randomUUID();
  await insertStudents(deps.db, [
    { id, class_id: target.id, name: data.name, notes: blankToNull(data.notes), created_at: now, updated_at: now },
  ]);
  return getOwnStudent(deps, user, id);
}

/**
 * A pasted list added to the caller's class: one student per name, but a name the class has
 * already (or the list has twice), whatever its case, is added once. The students added, and the
 * names left out.
 */
export async function createStudentList(
  deps: StudentsDeps,
  user: CurrentUser,
  classId: string,
  data: StudentListCreateRequest["data"],
): Promise<{ created: StudentRow[]; alreadyInClass: string[] }> {
  await getOwnClass(deps, user, classId);
  const existing = await listStudentsOfClass(deps.db, classId);
  const known = existing.map((student) => student.name);
  const fresh: string[] = [];
  const alreadyInClass: string[] = [];
  for (const name of data.names) {
    if (known.some(sameName(name)) || fresh.some(sameName(name))) alreadyInClass.push(name);
    else fresh.push(name);
  }
  refuseFullClass(existing.length, fresh.length, "data.names");
  const now = new Date().toISOString();
  const rows = fresh.map((name) => ({
    id: randomUUID(),
    class_id: classId,
    name,
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  await insertStudents(deps.db, rows);
  const ids = new Set<string>(rows.map((row) => row.id));
  const created = (await listStudentsOfClass(deps.db, classId)).filter((student) => ids.has(student.id));
  return { created, alreadyInClass };
}

const staleVersion = (stored: number) =>
  conflict(
    `The student was changed in the meantime (their version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/** Renames the caller's student, changes their notes or moves them to another of the caller's classes (their essays follow). */
export async function updateStudent(
  deps: StudentsDeps,
  user: CurrentUser,
  studentId: string,
  request: StudentPatchRequest,
): Promise<StudentWithOwner> {
  const student = await getOwnStudent(deps, user, studentId);
  if (request.version !== student.version + 1) throw staleVersion(student.version);
  const { name, notes, class_id: classId } = request.data;
  if (classId !== undefined && classId !== student.class_id) {
    const target = await getOwnClass(deps, user, classId);
    refuseFullClass(target.student_count, 1, "data.class_id");
  }
  const changes = {
    ...(name === undefined ? {} : { name }),
    ...(notes === undefined ? {} : { notes: blankToNull(notes) }),
    ...(classId === undefined ? {} : { class_id: classId }),
    updated_at: new Date().toISOString(),
  };
  if (!(await updateStudentIfVersion(deps.db, studentId, student.version, changes)))
    throw staleVersion((await getOwnStudent(deps, user, studentId)).version);
  return getOwnStudent(deps, user, studentId);
}

/** Deletes the caller's student; their essays stay, unnamed. */
export async function deleteStudent(deps: StudentsDeps, user: CurrentUser, studentId: string): Promise<void> {
  await getOwnStudent(deps, user, studentId);
  await deleteStudentKeepingEssays(deps.db, studentId);
}
