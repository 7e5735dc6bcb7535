import type { SchoolCorrection } from "@redpen/contract";
import type { Kysely, Selectable, Transaction, Updateable } from "kysely";
import { z } from "zod";
import { essayColumnChanges } from "./essay-columns";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A remembered correction's JSON text columns: lists of words, and of teacher ids. */
const SchoolCorrectionJson = z.object({
  before_words: jsonColumn(z.array(z.string())),
  after_words: jsonColumn(z.array(z.string())),
  teacher_ids: jsonColumn(z.array(z.string())),
});
type SchoolCorrectionJson = z.output<typeof SchoolCorrectionJson>;

/** A remembered correction as the api works with it: its row with the JSON values read. */
export type SchoolCorrectionRow = Omit<Selectable<Database["school_corrections"]>, keyof SchoolCorrectionJson> &
  SchoolCorrectionJson;

/** A school correction with where it stands: suggested, or why not, and how many teachers made it. */
export type SchoolCorrectionStanding = SchoolCorrectionRow & { status: SchoolCorrection["status"]; teachers: number };

const rowOf = (row: Selectable<Database["school_corrections"]>): SchoolCorrectionRow =>
  decodeColumns(SchoolCorrectionJson, row, `remembered correction ${row.id}`);
const columnsOf = <C extends Partial<SchoolCorrectionRow>>(changes: C) =>
  Object.assign({}, changes, SchoolCorrectionJson.partial().encode(changes));

/**
 * The school's remembered corrections, most often made first: those made in some essay's marking as
 * it stands (a correction every teacher undid or took back is made nowhere, and is not remembered).
 */
export async function listSchoolCorrections(db: Db, organisationId: string): Promise<SchoolCorrectionRow[]> {
  const rows = await db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("added", ">", 0)
    .orderBy("added", "desc")
    .orderBy("original")
    .orderBy("id")
    .execute();
  return rows.map(rowOf);
}

export async function findSchoolCorrection(
  db: Db,
  organisationId: string,
  id: string,
): Promise<SchoolCorrectionRow | undefined> {
  const row = await db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && rowOf(row);
}

export async function findSchoolCorrectionByWords(
  db: Db,
  organisationId: string,
  original: string,
  replacement: string,
): Promise<SchoolCorrectionRow | undefined> {
  const row = await db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("original", "=", original)
    .where("replacement", "=", replacement)
    .executeTakeFirst();
  return row && rowOf(row);
}

/** Inserts the correction unless the school has these words and replacement already; false when it had. */
export async function insertSchoolCorrection(
  db: Db,
  row: Omit<SchoolCorrectionRow, "suggested" | "rejected" | "left_as_written" | "switched_off">,
): Promise<boolean> {
  const result = await db
    .insertInto("school_corrections")
    .values(columnsOf(row))
    .onConflict((oc) => oc.columns(["organisation_id", "original", "replacement"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateSchoolCorrection(
  db: Db,
  id: string,
  changes: Partial<Omit<SchoolCorrectionRow, "id" | "organisation_id">>,
): Promise<void> {
  const columns: Updateable<Database["school_corrections"]> = columnsOf(changes);
  await db.updateTable("school_corrections").set(columns).where("id", "=", id).execute();
}

/** Adds `step` to a count of the corrections (made, suggested, rejected or left as written), in the database, so that two saves at once both count. */
export async function addToCounts(
  db: Db,
  ids: readonly string[],
  column: "added" | "suggested" | "rejected" | "left_as_written",
  step: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("school_corrections")
    .set((eb) => ({ [column]: eb(column, "+", step) }))
    .where("id", "in", ids)
    .execute();
}

/** Records on the essay which remembered corrections' words its teacher left as written (see `left_as_written`). */
export async function setCorrectionsLeft(db: Db, essayId: string, ids: string[]): Promise<void> {
  await db
    .updateTable("essays")
    .set(essayColumnChanges({ school_corrections_left: ids }))
    .where("id", "=", essayId)
    .execute();
}

/** Records on the essay which remembered corrections its teacher made themselves in its marking (see `added`). */
export async function setCorrectionsMade(db: Db, essayId: string, ids: string[]): Promise<void> {
  await db
    .updateTable("essays")
    .set(essayColumnChanges({ school_corrections_made: ids }))
    .where("id", "=", essayId)
    .execute();
}

/** Whether the teacher's marking of another essay of the school makes the correction (as its `school_corrections_made` records). */
export async function madeInAnotherEssay(
  db: Db,
  {
    organisationId,
    teacherId,
    correctionId,
    essayId,
  }: Record<"organisationId" | "teacherId" | "correctionId" | "essayId", string>,
): Promise<boolean> {
  // The ids are UUIDs inside a JSON text array: the quoted id matches that id alone, on SQLite and PostgreSQL alike.
  const row = await db
    .selectFrom("essays")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("owner_user_id", "=", teacherId)
    .where("id", "!=", essayId)
    .where("school_corrections_made", "like", `%${JSON.stringify(correctionId)}%`)
    .executeTakeFirst();
  return row !== undefined;
}
