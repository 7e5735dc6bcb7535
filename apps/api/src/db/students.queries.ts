import type { Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { Database } from "./schema";
import { essayColumnChanges } from "./essay-columns";

type Db = Kysely<Database> | Transaction<Database>;

/** A student of a class as stored. */
export type StudentRow = Selectable<Database["students"]>;
/** A student with whose class they are in. */
export type StudentWithOwner = StudentRow & { owner_user_id: string };

export async function insertStudents(db: Db, rows: Insertable<Database["students"]>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("students").values(rows).execute();
}

/** The student with this id and the teacher whose class they are in, whoever's it is. */
export async function findStudent(db: Db, id: string): Promise<StudentWithOwner | undefined> {
  return db
    .selectFrom("students")
    .innerJoin("classes", "classes.id", "students.class_id")
    .selectAll("students")
    .select("classes.owner_user_id")
    .where("students.id", "=", id)
    .executeTakeFirst();
}

const byName = (a: StudentRow, b: StudentRow) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.created_at.localeCompare(b.created_at);

/** The class's students, by name. */
export async function listStudentsOfClass(db: Db, classId: string): Promise<StudentRow[]> {
  const rows = await db.selectFrom("students").selectAll().where("class_id", "=", classId).execute();
  return rows.sort(byName);
}

/** Every student of these classes, oldest first (for the export). */
export async function listStudentsOfClasses(db: Db, classIds: readonly string[]): Promise<StudentRow[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom("students")
    .selectAll()
    .where("class_id", "in", classIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Applies the changes and bumps the version when the stored version is `expectedVersion`; false
 * when it was not. A new name is the name of the student's essays too, and a move to another class
 * takes their essays along, in the same transaction.
 */
export async function updateStudentIfVersion(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  changes: Omit<Updateable<Database["students"]>, "id" | "version">,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("students")
      .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const essayChanges = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.class_id === undefined ? {} : { class_id: changes.class_id }),
    };
    if (Object.keys(essayChanges).length > 0)
      await trx.updateTable("essays").set(essayColumnChanges(essayChanges)).where("student_id", "=", id).execute();
    return true;
  });
}

/** Deletes the student; their essays stay, with no student and no name. */
export async function deleteStudentKeepingEssays(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("essays")
      .set(essayColumnChanges({ student_id: null, name: null }))
      .where("student_id", "=", id)
      .execute();
    await trx.deleteFrom("students").where("id", "=", id).execute();
  });
}
