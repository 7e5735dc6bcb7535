import type { EssayEdit } from "@redpen/contract";
import type { StoredCertificate } from "@redpen/engine";
import type { Kysely, Transaction } from "kysely";
import {
  essayColumnChanges,
  essayOf,
  essayPagesOf,
  type Essay,
  type EssayChanges,
  type NewEssay,
  newEssayRow,
} from "./essay-columns";
import type { Database } from "./schema";

export type { BeforeFix, Essay, EssayChanges, NewEssay } from "./essay-columns";

/** What a new essay holds of its correction and marking: nothing yet, until the correction job runs. */
export const NOT_YET_CORRECTED = {
  correction: null,
  grade: null,
  grade_max: null,
  grade_per_certificate_criterion: null,
  grade_reasons: null,
  corrected_by: null,
  edits: null,
  feedback: null,
  user_feedback: null,
  failure_reason: null,
  locked_until: null,
} as const;
type Db = Kysely<Database> | Transaction<Database>;

export async function findEssay(db: Db, id: string): Promise<Essay | undefined> {
  const row = await db.selectFrom("essays").selectAll().where("id", "=", id).executeTakeFirst();
  return row && essayOf(row);
}

/** An essay with its owner's identity-provider subject, to tell the owner from visitors in one query. */
export async function findEssayWithOwnerSubject(
  db: Db,
  id: string,
): Promise<(Essay & { owner_subject: string }) | undefined> {
  const row = await db
    .selectFrom("essays")
    .innerJoin("users", "users.id", "essays.owner_user_id")
    .selectAll("essays")
    .select("users.subject as owner_subject")
    .where("essays.id", "=", id)
    .executeTakeFirst();
  return row && essayOf(row);
}

/** Inserts the essay unless its id is taken; false when it was. */
export async function insertEssay(db: Db, essay: NewEssay): Promise<boolean> {
  const result = await db
    .insertInto("essays")
    .values(newEssayRow(essay))
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The organisation's SUCCESS essays, oldest first. */
export async function listCorrectedEssaysOfOrganisation(db: Db, organisationId: string): Promise<Essay[]> {
  const rows = await db
    .selectFrom("essays")
    .selectAll()
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "SUCCESS")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(essayOf);
}

/** Applies the changes and bumps the version when the stored version is `expectedVersion`; false when it was not. */
export async function updateEssayIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  changes: EssayChanges,
): Promise<boolean> {
  const result = await db
    .updateTable("essays")
    .set((eb) => ({ ...essayColumnChanges(changes), version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The essay's marking, in text order; null before the essay is corrected. */
export function markingOf(essay: Pick<Essay, "edits" | "marking">): EssayEdit[] | null {
  if (essay.marking) return essay.marking;
  if (essay.edits === null) return null;
  return essay.edits.map((edit) => ({ ...edit, source: "engine", state: "kept" }));
}

/** The certificate an essay is written for, as the contract names it. */
export const certificateOf = (
  essay: Pick<Essay, "certificate_name" | "certificate_cefr_level" | "certificate_format">,
) => ({
  name: essay.certificate_name,
  cefr_level: essay.certificate_cefr_level,
  format: essay.certificate_format,
});

/** The essay's certificate with its option id, to find its catalogue option by (findStoredCertificateOption). */
export const storedCertificateOf = (
  essay: Pick<Essay, "certificate_id" | "certificate_name" | "certificate_cefr_level" | "certificate_format">,
): StoredCertificate => ({ certificate_id: essay.certificate_id, ...certificateOf(essay) });

/** Which photos an essay points at, and whose essay it is. */
export type EssayImageReferences = Pick<
  Essay,
  "id" | "owner_user_id" | "organisation_id" | "student_image_ids" | "topic_image_id"
>;

/** The organisation's essays (those charged to it), oldest first, by the photos they point at. */
export async function listEssayImageReferencesOfOrganisation(
  db: Db,
  organisationId: string,
): Promise<EssayImageReferences[]> {
  const rows = await db
    .selectFrom("essays")
    .select(["id", "owner_user_id", "organisation_id", "student_image_ids", "topic_image_id"])
    .where("organisation_id", "=", organisationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(essayPagesOf);
}

/** Every essay of these teachers, whatever school it was charged to, oldest first, by the photos they point at. */
export async function listEssayImageReferencesOfOwners(
  db: Db,
  ownerUserIds: readonly string[],
): Promise<EssayImageReferences[]> {
  if (ownerUserIds.length === 0) return [];
  const rows = await db
    .selectFrom("essays")
    .select(["id", "owner_user_id", "organisation_id", "student_image_ids", "topic_image_id"])
    .where("owner_user_id", "in", ownerUserIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(essayPagesOf);
}

/** Removes these essays. */
export async function deleteEssays(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("essays").where("id", "in", ids).execute();
}

/** Which of these essays are corrected. */
export async function listEssayStatuses(db: Db, ids: readonly string[]): Promise<Map<string, Essay["status"]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("essays").select(["id", "status"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}
