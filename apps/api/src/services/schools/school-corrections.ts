import type { SchoolCorrection } from "@redpen/contract";
import type { SuggestedCorrection } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import {
  addToCounts,
  findSchoolCorrection,
  listSchoolCorrections,
  updateSchoolCorrection,
  type SchoolCorrectionStanding,
  type SchoolCorrectionRow,
} from "../../db/school-corrections.queries";
import { notFound } from "../../errors";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";

/**
 * A school's remembered corrections: what its teachers corrected themselves (added, or changed
 * the engine's words), suggested on its later essays once made often enough, and kept suggested
 * while its teachers keep the suggestions. Only the school's own essays teach it (school-learning.ts).
 */

/** Made this many times, or by this many teachers, a correction becomes a suggestion… */
export const REMEMBER_AFTER_TIMES = 3;
export const REMEMBER_AFTER_TEACHERS = 2;
/**
 * …until less than this share of the times its teachers met its words since is kept: a suggestion
 * rejected, or the words left as written where it would apply unsuggested, count against it.
 */
export const KEPT_AT_LEAST = 0.6;

/** The teachers who made the correction themselves. */
export const teachersWhoMade = (row: SchoolCorrectionRow) => row.teacher_ids;

/** Whether the correction is suggested on new essays, or why not. */
export function statusOf(row: SchoolCorrectionRow): SchoolCorrection["status"] {
  if (row.switched_off === 1) return "switched-off";
  const met = row.suggested + row.left_as_written;
  if (met > 0 && (row.suggested - row.rejected) / met < KEPT_AT_LEAST) return "rejected-too-often";
  const made = row.added >= REMEMBER_AFTER_TIMES || teachersWhoMade(row).length >= REMEMBER_AFTER_TEACHERS;
  return made ? "suggested" : "made-too-few-times";
}

/** Whether the correction is suggested on new essays. */
export const isSuggested = (row: SchoolCorrectionRow) => statusOf(row) === "suggested";

/** A remembered correction as the engine finds and suggests it. */
export const rememberedOf = (row: SchoolCorrectionRow): SuggestedCorrection => ({
  id: row.id,
  original: row.original,
  replacement: row.replacement,
  category: row.category,
  explanation: row.explanation,
  before: row.before_words,
  after: row.after_words,
});

/** The school's remembered corrections it suggests on a new essay (none without a school), for the engine's assessEssay. */
export async function schoolSuggestions(
  { db }: Pick<AppDeps, "db">,
  organisationId: string | null,
): Promise<SuggestedCorrection[]> {
  const rows = organisationId ? (await listSchoolCorrections(db, organisationId)).filter(isSuggested) : [];
  return rows.map(rememberedOf);
}

/** Counts the suggestions an essay was given. */
export const countSuggested = ({ db }: Pick<AppDeps, "db">, ids: readonly string[]) =>
  addToCounts(db, ids, "suggested", 1);

const standingOf = (row: SchoolCorrectionRow): SchoolCorrectionStanding => ({
  ...row,
  status: statusOf(row),
  teachers: teachersWhoMade(row).length,
});

/** The school's remembered corrections, for a member (404 or 403 otherwise). */
export async function readSchoolCorrections(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<SchoolCorrectionStanding[]> {
  await getOrganisationForMember({ db }, user, organisationId);
  return (await listSchoolCorrections(db, organisationId)).map(standingOf);
}

/** Switches a remembered correction off (or on again), for any member of its school; 404 for one of another school. */
export async function switchSchoolCorrection(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  correctionId: string,
  switchedOff: boolean,
): Promise<SchoolCorrectionStanding> {
  await getOrganisationForMember({ db }, user, organisationId);
  const row = await findSchoolCorrection(db, organisationId, correctionId);
  if (!row) throw notFound("This school correction");
  await updateSchoolCorrection(db, row.id, { switched_off: switchedOff ? 1 : 0, updated_at: new Date().toISOString() });
  return standingOf({ ...row, switched_off: switchedOff ? 1 : 0 });
}
