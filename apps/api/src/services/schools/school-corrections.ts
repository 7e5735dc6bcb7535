import { randomUUID } from "node:crypto";
import { SCHOOL_RULE_ID, type EngineEdit, type EssayEdit, type SchoolCorrection } from "@redpen/contract";
import { correctionContext, findSchoolCorrections, type SuggestedCorrection } from "@redpen/engine";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import {
  addToCounts,
  findSchoolCorrection,
  findSchoolCorrectionByWords,
  insertSchoolCorrection,
  listSchoolCorrections,
  setCorrectionsLeft,
  updateSchoolCorrection,
  type SchoolCorrectionStanding,
  type SchoolCorrectionRow,
} from "../../db/school-corrections.queries";
import type { Essay } from "../../db/essays.queries";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import { engineEditsOf } from "../essays/essay-marking";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";

/**
 * A school's remembered corrections: what its teachers corrected themselves (added, or changed
 * the engine's words), suggested on its later essays once made often enough, and kept suggested
 * while its teachers keep the suggestions. Only the school's own essays teach it.
 */

/** Made this many times, or by this many teachers, a correction becomes a suggestion… */
export const REMEMBER_AFTER_TIMES = 3;
export const REMEMBER_AFTER_TEACHERS = 2;
/**
 * …until less than this share of the times its teachers met its words since is kept: a suggestion
 * rejected, or the words left as written where it would apply unsuggested, count against it.
 */
export const KEPT_AT_LEAST = 0.6;

const union = (list: string[], item: string) => (list.includes(item) ? list : [...list, item]);

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

const wordsKey = (edit: { original: string; replacement: string }) => `${edit.original}\u0000${edit.replacement}`;
const editKey = (edit: Pick<EssayEdit, "start" | "end" | "replacement" | "state">) =>
  `${edit.start}:${edit.end}:${edit.replacement}:${edit.state}`;

/**
 * The corrections the teacher made themselves in this change of the marking: one they added, or
 * an engine edit (a school suggestion included) given other words than the engine's; a new
 * explanation alone teaches nothing.
 */
function teacherDecisions(
  engineEdits: readonly EngineEdit[],
  before: readonly EssayEdit[],
  after: readonly EssayEdit[],
): EssayEdit[] {
  const known = new Set(before.map(editKey));
  const engineWords = new Map(
    engineEdits.map((edit) => [`${edit.start}:${edit.end}:${edit.rule_id}`, edit.replacement]),
  );
  const ownWords = (edit: EssayEdit) =>
    edit.state === "added" ||
    (edit.state === "changed" && engineWords.get(`${edit.start}:${edit.end}:${edit.rule_id}`) !== edit.replacement);
  return after.filter((edit) => ownWords(edit) && edit.original.trim() && !known.has(editKey(edit)));
}

/**
 * Remembers what a teacher's change of an essay's marking teaches the school: each correction they
 * made themselves counts once more (by whom, and the words either side), each suggestion they
 * rejected (or restored) counts against it (or no longer does), and so does each remembered
 * correction whose words they leave as written where it would apply.
 */
export async function learnFromMarking(
  { db }: Pick<AppDeps, "db">,
  essay: Essay,
  teacherId: string,
  before: readonly EssayEdit[],
  after: readonly EssayEdit[],
): Promise<void> {
  const organisationId = essay.organisation_id;
  const text = essay.original ?? "";
  const now = new Date().toISOString();
  for (const edit of teacherDecisions(engineEditsOf(essay), before, after)) {
    const { before: left, after: right } = correctionContext(text, edit.start, edit.end);
    const inserted = await insertSchoolCorrection(db, {
      id: randomUUID(),
      organisation_id: organisationId,
      original: edit.original,
      replacement: edit.replacement,
      category: edit.category,
      explanation: edit.explanation,
      before_words: [left],
      after_words: [right],
      added: 1,
      teacher_ids: [teacherId],
      created_at: now,
      updated_at: now,
    });
    if (inserted) continue;
    // Made before: one more time, counted in the database; who made it and its contexts are merged.
    const row = (await findSchoolCorrectionByWords(db, organisationId, edit.original, edit.replacement))!;
    await updateSchoolCorrection(db, row.id, {
      teacher_ids: union(row.teacher_ids, teacherId),
      before_words: union(row.before_words, left),
      after_words: union(row.after_words, right),
      // The latest teacher's words explain it.
      ...(edit.explanation ? { explanation: edit.explanation, category: edit.category } : {}),
      updated_at: now,
    });
    await addToCounts(db, [row.id], "added", 1);
  }
  // A suggestion counts once per essay: rejected in it (or given other words), or no longer.
  const rejected = (edits: readonly EssayEdit[]) =>
    new Set(edits.filter((edit) => edit.rule_id === SCHOOL_RULE_ID && edit.state !== "kept").map(wordsKey));
  const was = rejected(before);
  const is = rejected(after);
  const rows = new Map((await listSchoolCorrections(db, organisationId)).map((row) => [wordsKey(row), row.id]));
  const idsOf = (keys: string[]) => keys.flatMap((key) => rows.get(key) ?? []);
  await addToCounts(db, idsOf([...is].filter((key) => !was.has(key))), "rejected", 1);
  await addToCounts(db, idsOf([...was].filter((key) => !is.has(key))), "rejected", -1);
  await countLeftAsWritten(db, essay, after);
}

/** A remembered correction as the engine finds and suggests it. */
const rememberedOf = (row: SchoolCorrectionRow): SuggestedCorrection => ({
  id: row.id,
  original: row.original,
  replacement: row.replacement,
  category: row.category,
  explanation: row.explanation,
  before: row.before_words,
  after: row.after_words,
});

/**
 * The school's remembered corrections (suggested or not yet) whose words the marking leaves as
 * written where they would apply: no edit kept on those words, and no school suggestion there
 * (a suggestion counts as kept or rejected instead). Each counts once per essay, so the essay keeps
 * which ones it counted and a later change of its marking counts only the difference.
 */
async function countLeftAsWritten(db: Kysely<Database>, essay: Essay, marking: readonly EssayEdit[]): Promise<void> {
  const rows = (await listSchoolCorrections(db, essay.organisation_id)).filter((row) => row.switched_off === 0);
  const standing = marking.filter((edit) => edit.state !== "rejected" || edit.rule_id === SCHOOL_RULE_ID);
  const untouched = (match: { start: number; end: number }) =>
    standing.every((edit) => edit.end <= match.start || edit.start >= match.end);
  const left = [
    ...new Set(
      findSchoolCorrections(essay.original ?? "", rows.map(rememberedOf))
        .filter(untouched)
        .map((match) => (match.correction as SuggestedCorrection).id),
    ),
  ];
  const counted = essay.school_corrections_left ?? [];
  await addToCounts(
    db,
    left.filter((id) => !counted.includes(id)),
    "left_as_written",
    1,
  );
  await addToCounts(
    db,
    counted.filter((id) => !left.includes(id)),
    "left_as_written",
    -1,
  );
  await setCorrectionsLeft(db, essay.id, left);
}

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
