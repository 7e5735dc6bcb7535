import type { Kysely } from "kysely";
import { classCertificateOf, type ClassRow } from "../../db/classes.queries";
import type { Database } from "../../db/schema";
import { listStudentsOfClasses } from "../../db/students.queries";
import { emailsOfUsers } from "../../db/users.queries";

/** classes.json of an export: each class with its teacher's email and its students (with the teacher's notes). */
export async function classesFile(db: Kysely<Database>, classes: readonly ClassRow[]) {
  const emails = await emailsOfUsers(db, [...new Set(classes.map((item) => item.owner_user_id))]);
  const students = await listStudentsOfClasses(
    db,
    classes.map((item) => item.id),
  );
  return {
    classes: classes.map((item) => ({
      id: item.id,
      name: item.name,
      certificate: classCertificateOf(item),
      archived: item.archived === 1,
      teacher_email: emails.get(item.owner_user_id) ?? null,
      created_at: item.created_at,
      students: students
        .filter((student) => student.class_id === item.id)
        .map(({ id, name, notes, created_at }) => ({ id, name, notes, created_at })),
    })),
  };
}
