import type { Kysely } from "kysely";
import { z } from "zod";
import { essayOf, type Essay } from "./essay-columns";
import { decodeColumns, jsonColumn } from "./json-column";
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

/** The caller's class's students, their essays, each essay's latest second draft (by essay id) and the ids of those shared. */
export interface ClassEssays {
  students: StudentRow[];
  essays: Essay[];
  drafts: Map<string, LatestDraftRow>;
  shared: Set<string>;
}

/** A class's latest started class set: when, its topic, and the essays it made (null only in a set never started). */
export interface LatestClassSet {
  id: string;
  created_at: string;
  topic_text: string | null;
  essay_ids: string[] | null;
}
const LatestSetColumns = z.object({ essay_ids: jsonColumn(z.array(z.string())).nullable() });

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

/** The ids of the teacher's essays of this class that have a live share link. */
export async function listSharedEssayIdsOfClass(
  db: Kysely<Database>,
  ownerUserId: string,
  classId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom("essay_share_links")
    .innerJoin("essays", "essays.id", "essay_share_links.essay_id")
    .select("essay_share_links.essay_id")
    .where("essays.class_id", "=", classId)
    .where("essays.owner_user_id", "=", ownerUserId)
    .where("essay_share_links.revoked_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.essay_id));
}

/** The class's latest class set of the teacher's that was started, with the ids of the essays it made; undefined without one. */
export async function findLatestStartedSetOfClass(
  db: Kysely<Database>,
  ownerUserId: string,
  classId: string,
): Promise<LatestClassSet | undefined> {
  const row = await db
    .selectFrom("class_sets")
    .select(["id", "created_at", "topic_text", "essay_ids"])
    .where("class_id", "=", classId)
    .where("owner_user_id", "=", ownerUserId)
    .where("status", "=", "STARTED")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row && decodeColumns(LatestSetColumns, row, `class set ${row.id}`);
}
