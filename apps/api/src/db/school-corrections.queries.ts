import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;
export type SchoolCorrectionRow = Selectable<Database["school_corrections"]>;

/** The school's remembered corrections, most often made first. */
export async function listSchoolCorrections(db: Db, organisationId: string): Promise<SchoolCorrectionRow[]> {
  return db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .orderBy("added", "desc")
    .orderBy("original")
    .orderBy("id")
    .execute();
}

export async function findSchoolCorrection(
  db: Db,
  organisationId: string,
  id: string,
): Promise<SchoolCorrectionRow | undefined> {
  return db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function findSchoolCorrectionByWords(
  db: Db,
  organisationId: string,
  original: string,
  replacement: string,
): Promise<SchoolCorrectionRow | undefined> {
  return db
    .selectFrom("school_corrections")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("original", "=", original)
    .where("replacement", "=", replacement)
    .executeTakeFirst();
}

/** Inserts the correction unless the school has these words and replacement already; false when it had. */
export async function insertSchoolCorrection(
  db: Db,
  row: Omit<SchoolCorrectionRow, "suggested" | "rejected" | "left_as_written" | "switched_off">,
): Promise<boolean> {
  const result = await db
    .insertInto("school_corrections")
    .values(row)
    .onConflict((oc) => oc.columns(["organisation_id", "original", "replacement"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateSchoolCorrection(
  db: Db,
  id: string,
  changes: Partial<Omit<SchoolCorrectionRow, "id" | "organisation_id">>,
): Promise<void> {
  await db.updateTable("school_corrections").set(changes).where("id", "=", id).execute();
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
export async function setCorrectionsLeft(db: Db, essayId: string, ids: readonly string[]): Promise<void> {
  await db
    .updateTable("essays")
    .set({ school_corrections_left: JSON.stringify(ids) })
    .where("id", "=", essayId)
    .execute();
}
