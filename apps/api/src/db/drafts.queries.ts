import { DraftCheckResult, EngineEdit, EssayEdit, GradePerCriterion } from "@redpen/contract";
import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;
type DraftRow = Selectable<Database["essay_drafts"]>;

/** A draft's JSON text columns, each with the schema of what it holds. */
const DraftJson = z.object({
  check_result: jsonColumn(DraftCheckResult),
  edits: jsonColumn(z.array(EngineEdit)),
  marking: jsonColumn(z.array(EssayEdit)).nullable(),
  grade_per_certificate_criterion: jsonColumn(GradePerCriterion).nullable(),
});
type DraftJson = z.output<typeof DraftJson>;

/** A student's later draft of an essay, its JSON values read. */
export type Draft = Omit<DraftRow, keyof DraftJson> & DraftJson;
/** A new draft, its JSON values as values. */
export type NewDraft = Pick<
  Draft,
  "id" | "essay_id" | "number" | "text" | "check_result" | "edits" | "grade_max" | "created_at"
>;
/** The teacher's changes of a draft. */
export type DraftChanges = Partial<
  Pick<Draft, "marking" | "grade" | "grade_max" | "grade_per_certificate_criterion" | "confirmed_at" | "check_result">
>;

const draftOf = (row: DraftRow): Draft => decodeColumns(DraftJson, row, `draft ${row.id}`);
const encode = (values: Partial<DraftJson>) => DraftJson.partial().encode(values);

/** The essay's drafts, oldest first. */
export async function listDraftsOfEssay(db: Db, essayId: string): Promise<Draft[]> {
  const rows = await db
    .selectFrom("essay_drafts")
    .selectAll()
    .where("essay_id", "=", essayId)
    .orderBy("number")
    .execute();
  return rows.map(draftOf);
}

/** The essay's draft with this id. */
export async function findDraftOfEssay(db: Db, essayId: string, draftId: string): Promise<Draft | undefined> {
  const row = await db
    .selectFrom("essay_drafts")
    .selectAll()
    .where("essay_id", "=", essayId)
    .where("id", "=", draftId)
    .executeTakeFirst();
  return row && draftOf(row);
}

/** Stores a draft unless the essay has one with its number (two sent at once): false then. */
export async function insertDraft(db: Db, draft: NewDraft): Promise<boolean> {
  const result = await db
    .insertInto("essay_drafts")
    .values({
      id: draft.id,
      essay_id: draft.essay_id,
      number: draft.number,
      text: draft.text,
      check_result: DraftJson.shape.check_result.encode(draft.check_result),
      edits: DraftJson.shape.edits.encode(draft.edits),
      grade_max: draft.grade_max,
      created_at: draft.created_at,
      updated_at: draft.created_at,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Writes the teacher's changes when the draft is at `expectedVersion`, and moves it on; false when it was not. */
export async function updateDraftIfVersion(
  db: Db,
  draftId: string,
  expectedVersion: number,
  changes: DraftChanges,
  updatedAt: string,
): Promise<boolean> {
  const { marking, grade_per_certificate_criterion, check_result, ...plain } = changes;
  const json = encode({
    ...(marking !== undefined ? { marking } : {}),
    ...(check_result !== undefined ? { check_result } : {}),
    ...(grade_per_certificate_criterion !== undefined ? { grade_per_certificate_criterion } : {}),
  });
  const result = await db
    .updateTable("essay_drafts")
    .set((eb) => ({ ...plain, ...json, updated_at: updatedAt, version: eb("version", "+", 1) }))
    .where("id", "=", draftId)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many drafts after the first the teacher lets the essay's student send. */
export async function setDraftsAllowed(db: Db, essayId: string, draftsAllowed: number): Promise<void> {
  await db.updateTable("essays").set({ drafts_allowed: draftsAllowed }).where("id", "=", essayId).execute();
}

/** The latest draft of an essay, as a list of essays shows it. */
export type LatestDraftRow = Pick<Draft, "essay_id" | "number" | "created_at" | "check_result" | "grade" | "grade_max">;

/** The latest draft of each of the teacher's essays of this class that has one, by essay id. */
export async function listLatestDraftsOfClass(
  db: Db,
  ownerUserId: string,
  classId: string,
): Promise<Map<string, LatestDraftRow>> {
  const rows = await db
    .selectFrom("essay_drafts")
    .innerJoin("essays", "essays.id", "essay_drafts.essay_id")
    .select([
      "essay_drafts.id",
      "essay_drafts.essay_id",
      "essay_drafts.number",
      "essay_drafts.created_at",
      "essay_drafts.check_result",
      "essay_drafts.grade",
      "essay_drafts.grade_max",
    ])
    .where("essays.class_id", "=", classId)
    .where("essays.owner_user_id", "=", ownerUserId)
    .orderBy("essay_drafts.number")
    .execute();
  const checkColumn = DraftJson.pick({ check_result: true });
  // Oldest first, so each essay's last row is its latest draft.
  return new Map(rows.map((row) => [row.essay_id, decodeColumns(checkColumn, row, `draft ${row.id}`)]));
}

/** The latest second draft of each of these essays that has one, by essay id. */
export async function listLatestDraftsOfEssays(
  db: Db,
  essayIds: readonly string[],
): Promise<Map<string, LatestDraftRow>> {
  if (essayIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("essay_drafts")
    .select(["id", "essay_id", "number", "created_at", "check_result", "grade", "grade_max"])
    .where("essay_id", "in", essayIds)
    .orderBy("number")
    .execute();
  const checkColumn = DraftJson.pick({ check_result: true });
  // Oldest first, so each essay's last row is its latest draft.
  return new Map(rows.map((row) => [row.essay_id, decodeColumns(checkColumn, row, `draft ${row.id}`)]));
}
