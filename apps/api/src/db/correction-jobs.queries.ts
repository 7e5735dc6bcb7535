import type { CorrectedBy, EngineEdit, EssayEdit, FixFailure, GradePerCriterion, GradeReasons } from "@redpen/contract";
import type { Kysely, Transaction } from "kysely";
import {
  engineEditsOf,
  essayColumnChanges,
  essayOf,
  type BeforeFix,
  type Essay,
  type EssayChanges,
} from "./essay-columns";
import { imageColumns, type Image } from "./image-columns";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

// Claims are "locked_until" times written with toISOString(), so they compare as strings on both
// databases. The claim's time is also its token: only the claimant's writes match it.

/**
 * Claims a PENDING essay that nobody holds (or whose holder's claim has run out) until `until`;
 * the essay, or undefined when it is not PENDING or another worker holds it.
 */
export async function claimPendingEssay(
  db: Db,
  essayId: string,
  now: string,
  until: string,
): Promise<Essay | undefined> {
  const result = await db
    .updateTable("essays")
    .set({ locked_until: until })
    .where("id", "=", essayId)
    .where("status", "=", "PENDING")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom("essays").selectAll().where("id", "=", essayId).executeTakeFirst();
  return row && essayOf(row);
}

/** Moves a held claim on to `until`; false when the claim was lost. */
export async function renewClaim(db: Db, essayId: string, claim: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable("essays")
    .set({ locked_until: until })
    .where("id", "=", essayId)
    .where("status", "=", "PENDING")
    .where("locked_until", "=", claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a held claim up, so the essay can be taken again at once (a worker stopping mid-job). */
export async function releaseClaim(db: Db, essayId: string, claim: string): Promise<void> {
  await db
    .updateTable("essays")
    .set({ locked_until: null })
    .where("id", "=", essayId)
    .where("status", "=", "PENDING")
    .where("locked_until", "=", claim)
    .execute();
}

/** Ids of the PENDING essays, oldest first. */
export async function listPendingEssayIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("essays")
    .select("id")
    .where("status", "=", "PENDING")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** A photo's storage key and its transcription, if it has one. */
export async function findImageForCorrection(db: Db, imageId: string) {
  return db
    .selectFrom("images")
    .select(["id", "storage_key", "transcription"])
    .where("id", "=", imageId)
    .executeTakeFirst();
}

/** What a photo's reading keeps on its image. */
export type ImageReading = Pick<
  Image,
  "transcription" | "transcription_evaluation" | "transcription_details" | "read_page_key" | "read_words"
>;

/**
 * Keeps a photo's reading made by a correction job, so it is not read twice; false when the photo
 * had been read meanwhile (by another essay's job: essays may share a photo), and nothing was written.
 */
export async function storeImageReading(db: Db, imageId: string, reading: ImageReading): Promise<boolean> {
  const result = await db
    .updateTable("images")
    .set(imageColumns(reading))
    .where("id", "=", imageId)
    .where("transcription", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a successful correction stores on the essay. */
export interface CorrectionResultFields {
  original: string;
  correction: string;
  edits: EngineEdit[];
  /** The teacher's marking carried over a fix of the text; null when there is none. */
  marking: EssayEdit[] | null;
  /** The teacher's decisions a fix of the text dropped, when the new correction dropped more. */
  dropped_marking?: EssayEdit[];
  grade: number | null;
  grade_max: number | null;
  grade_per_certificate_criterion: GradePerCriterion | null;
  /** Why each criterion's advised grade; null when none was advised. */
  grade_reasons: GradeReasons | null;
  /** How many of the school's graded essays calibrated the advised grades; null for the general model. */
  advised_from_school_essays: number | null;
  feedback: string;
  /** Which engine corrected; kept as it was when absent (a review of the marking corrects nothing). */
  corrected_by?: CorrectedBy;
  /** The student's name the photos' first line gave, for an essay that had none. */
  name?: string;
}

/** Stores SUCCESS and the results, if the claim still holds; false when it did not (nothing written). */
export async function storeCorrectionSuccess(
  db: Db,
  essayId: string,
  claim: string,
  fields: CorrectionResultFields,
  now: string,
): Promise<boolean> {
  return finishClaim(db, essayId, claim, now, {
    status: "SUCCESS",
    original: fields.original,
    correction: fields.correction,
    edits: fields.edits,
    marking: fields.marking,
    ...(fields.dropped_marking === undefined ? {} : { dropped_marking: fields.dropped_marking }),
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.corrected_by === undefined ? {} : { corrected_by: fields.corrected_by }),
    grade: fields.grade,
    grade_max: fields.grade_max,
    grade_per_certificate_criterion: fields.grade_per_certificate_criterion,
    grade_reasons: fields.grade_reasons,
    advised_from_school_essays: fields.advised_from_school_essays,
    feedback: fields.feedback,
    failure_reason: null,
    before_fix: null,
    fix_failure: null,
  });
}

/**
 * Ends a held claim with the job's result: the changes written, the claim let go and the version
 * moved on, if the claim still holds; false when it did not (nothing written).
 */
async function finishClaim(
  db: Db,
  essayId: string,
  claim: string,
  now: string,
  changes: EssayChanges,
): Promise<boolean> {
  const result = await db
    .updateTable("essays")
    .set((eb) => ({
      ...essayColumnChanges(changes),
      locked_until: null,
      version: eb("version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", essayId)
    .where("status", "=", "PENDING")
    .where("locked_until", "=", claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a fix of the essay's text would put back if its correction fails. */
export const beforeFixOf = ({ original, first_original, marking, dropped_marking }: Essay): BeforeFix => ({
  original,
  first_original,
  marking,
  dropped_marking,
});

/**
 * A fixed text that could not be corrected: the essay goes back to its text and marking before the
 * fix (SUCCESS, as it was), with why and the text that was tried, if the claim still holds; false
 * when it did not (nothing written). Nothing was charged for the fix, so nothing is given back.
 */
export async function restoreBeforeFix(
  db: Db,
  essayId: string,
  claim: string,
  before: BeforeFix,
  failure: FixFailure,
  now: string,
): Promise<boolean> {
  // Without a marking before the fix, the engine's edits are the marks again: written as they
  // stand, so that the counts of checked marks (essayColumnChanges) follow them.
  const stored = before.marking
    ? undefined
    : await db.selectFrom("essays").select(["id", "edits"]).where("id", "=", essayId).executeTakeFirst();
  return finishClaim(db, essayId, claim, now, {
    ...before,
    ...(stored ? { edits: engineEditsOf(stored) } : {}),
    status: "SUCCESS",
    before_fix: null,
    fix_failure: failure,
  });
}

/**
 * Stores FAILURE with its reason, if the claim still holds; false when it did not (nothing written).
 * Run it in the transaction that gives the credit back (credits.refundFailedEssay).
 */
export async function storeCorrectionFailure(
  db: Db,
  essayId: string,
  claim: string,
  reason: string,
  now: string,
): Promise<boolean> {
  return finishClaim(db, essayId, claim, now, { status: "FAILURE", failure_reason: reason });
}
