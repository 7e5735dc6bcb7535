import type { Kysely } from "kysely";
import { essayOf, type Essay } from "./essay-columns";
import type { ClassWithCount } from "./classes.queries";
import type { LatestDraftRow } from "./drafts.queries";
import type { Database } from "./schema";
import type { StudentRow, StudentWithOwner } from "./students.queries";

/** A student of the caller's, their class and their essays: what the student's progress is worked out from. */
export interface StudentEssays {
  student: StudentWithOwner;
  theClass: ClassWithCount;
  essays: Essay[];
}

/** The caller's class's students, their essays and each essay's latest second draft (by essay id). */
export interface ClassEssays {
  students: StudentRow[];
  essays: Essay[];
  drafts: Map<string, LatestDraftRow>;
}

/** The teacher's essays of this student, oldest first. */
export async function listEssaysOfStudent(
  db: Kysely<Database>,
  ownerUserId: string,
  studentId: string,
): Promise<Essay[]> {
  const rows = await db
    .selectFrom("essays")
    .selectAll()
    .where("student_id", "=", studentId)
    .where("owner_user_id", "=", ownerUserId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(essayOf);
}

/** The teacher's essays of this class (each with its student, if any), newest first. */
export async function listEssaysOfClass(db: Kysely<Database>, ownerUserId: string, classId: string): Promise<Essay[]> {
  const rows = await db
    .selectFrom("essays")
    .selectAll()
    .where("class_id", "=", classId)
    .where("owner_user_id", "=", ownerUserId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(essayOf);
}
