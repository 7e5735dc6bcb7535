import type { Kysely } from "kysely";
import { essayOf, type Essay } from "./essay-columns";
import type { Database } from "./schema";

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
