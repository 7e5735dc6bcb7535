import type { Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { Database } from "./schema";
import { searchable } from "@redpen/contract";
import { essayColumnChanges } from "./essay-columns";

type Db = Kysely<Database> | Transaction<Database>;

/** A teacher's class as stored. */
export type ClassRow = Selectable<Database["classes"]>;
/** A class with how many students it has. */
export type ClassWithCount = ClassRow & { student_count: number };

/** The class's name as a search of the essay list compares it, when the row or changes set the name. */
const classSearchColumns = (changes: { name?: string }) =>
  changes.name === undefined ? {} : { search_name: searchable(changes.name) };

export async function insertClass(db: Db, row: Insertable<Database["classes"]>): Promise<void> {
  await db
    .insertInto("classes")
    .values({ ...row, ...classSearchColumns(row) })
    .execute();
}

/** The classes with their student counts, as the query finds them. */
function classesWithCounts(db: Db) {
  return db
    .selectFrom("classes")
    .selectAll("classes")
    .select((eb) =>
      eb
        .selectFrom("students")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("students.class_id", "=", "classes.id")
        .as("student_count"),
    );
}

const withCount = <R extends { student_count: number | string | bigint | null }>(row: R) => ({
  ...row,
  student_count: Number(row.student_count ?? 0),
});

/** The class with this id, whoever's it is. */
export async function findClass(db: Db, id: string): Promise<ClassWithCount | undefined> {
  const row = await classesWithCounts(db).where("classes.id", "=", id).executeTakeFirst();
  return row && withCount(row);
}

/** The owner's classes, by name then age; only archived or only current ones when `archived` is given. */
export async function listClassesOfOwner(db: Db, ownerUserId: string, archived?: boolean): Promise<ClassWithCount[]> {
  let query = classesWithCounts(db).where("classes.owner_user_id", "=", ownerUserId);
  if (archived !== undefined) query = query.where("classes.archived", "=", archived ? 1 : 0);
  const rows = await query.orderBy("classes.created_at").orderBy("classes.id").execute();
  return rows.map(withCount).sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** Applies the changes and bumps the version when the stored version is `expectedVersion`; false when it was not. */
export async function updateClassIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  changes: Omit<Updateable<Database["classes"]>, "id" | "version">,
): Promise<boolean> {
  const result = await db
    .updateTable("classes")
    .set((eb) => ({ ...changes, ...classSearchColumns(changes), version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the class and its students in one transaction. Their essays stay: those of its students
 * lose their student and the name, those of the class lose the class.
 */
export async function deleteClassKeepingEssays(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const students = trx.selectFrom("students").select("id").where("class_id", "=", id);
    await trx
      .updateTable("essays")
      .set(essayColumnChanges({ student_id: null, name: null }))
      .where("student_id", "in", students)
      .execute();
    await trx.updateTable("essays").set({ class_id: null, student_id: null }).where("class_id", "=", id).execute();
    await trx.deleteFrom("students").where("class_id", "=", id).execute();
    await trx.deleteFrom("classes").where("id", "=", id).execute();
  });
}

/**
 * Deletes the classes these teachers made in the school, with their students, when the school is
 * deleted; an essay of theirs kept elsewhere loses its class and student.
 */
export async function deleteClassesOfTeachersInOrganisation(
  db: Db,
  organisationId: string,
  ownerUserIds: readonly string[],
): Promise<void> {
  if (ownerUserIds.length === 0) return;
  const classes = db
    .selectFrom("classes")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("owner_user_id", "in", ownerUserIds);
  await db.updateTable("essays").set({ class_id: null, student_id: null }).where("class_id", "in", classes).execute();
  await db.deleteFrom("students").where("class_id", "in", classes).execute();
  await db
    .deleteFrom("classes")
    .where("organisation_id", "=", organisationId)
    .where("owner_user_id", "in", ownerUserIds)
    .execute();
}

/** Every class of these teachers, oldest first (for the export). */
export async function listClassesOfOwners(db: Db, ownerUserIds: readonly string[]): Promise<ClassRow[]> {
  if (ownerUserIds.length === 0) return [];
  return db
    .selectFrom("classes")
    .selectAll()
    .where("owner_user_id", "in", ownerUserIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The classes made in this school, oldest first (for the school's export). */
export async function listClassesOfOrganisation(db: Db, organisationId: string): Promise<ClassRow[]> {
  return db
    .selectFrom("classes")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The class's certificate, or null when it names none. */
export function classCertificateOf(
  row: Pick<ClassWithCount, "certificate_name" | "certificate_cefr_level" | "certificate_format">,
) {
  const { certificate_name: name, certificate_cefr_level: cefr_level, certificate_format: format } = row;
  return name !== null && cefr_level !== null && format !== null ? { name, cefr_level, format } : null;
}
