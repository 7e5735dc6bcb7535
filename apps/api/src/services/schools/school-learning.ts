import { randomUUID } from "node:crypto";
import { SCHOOL_RULE_ID, type EngineEdit, type EssayEdit } from "@redpen/contract";
import { correctionContext, findSchoolCorrections, type SuggestedCorrection } from "@redpen/engine";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import {
  addToCounts,
  findSchoolCorrection,
  findSchoolCorrectionByWords,
  insertSchoolCorrection,
  listSchoolCorrections,
  madeInAnotherEssay,
  setCorrectionsLeft,
  setCorrectionsMade,
  updateSchoolCorrection,
} from "../../db/school-corrections.queries";
import type { Essay } from "../../db/essays.queries";
import type { Database } from "../../db/schema";
import { engineEditsOf } from "../essays/essay-marking";
import { rememberedOf } from "./school-corrections";

/**
 * What a teacher's marking of an essay teaches the school's remembered corrections. Each save of
 * the marking is one step of the teacher's work, Undo and Redo included, so no save counts as a
 * decision of its own: the essay counts for what its marking says as it stands (the corrections made
 * in it, the suggestions rejected in it, the words left as written), and each save adds only the
 * difference from what the essay counted before. An Undo followed by a Redo counts nothing, and a
 * correction made then undone is neither made nor rejected.
 */

type Db = Kysely<Database>;

const union = (list: string[], item: string) => (list.includes(item) ? list : [...list, item]);
const wordsKey = (edit: { original: string; replacement: string }) => `${edit.original}\u0000${edit.replacement}`;

/** `list` without one of each item of `taken` (lists with repeats: one edit, one item). */
function without(list: readonly string[], taken: readonly string[]): string[] {
  const rest = [...list];
  for (const item of taken) {
    const at = rest.indexOf(item);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

/**
 * The corrections the teacher made themselves in the marking: each one they added, and each engine
 * edit (a school suggestion included) given other words than the engine's; a new explanation alone
 * teaches nothing.
 */
export function madeByTeacher(engineEdits: readonly EngineEdit[], marking: readonly EssayEdit[]): EssayEdit[] {
  const engineWords = new Map(
    engineEdits.map((edit) => [`${edit.start}:${edit.end}:${edit.rule_id}`, edit.replacement]),
  );
  const ownWords = (edit: EssayEdit) =>
    edit.state === "added" ||
    (edit.state === "changed" && engineWords.get(`${edit.start}:${edit.end}:${edit.rule_id}`) !== edit.replacement);
  return marking.filter((edit) => ownWords(edit) && edit.original.trim());
}

/** The remembered correction of the edit's words: found, or made now with nothing counted yet (its `added` follows). */
async function correctionOf(db: Db, organisationId: string, edit: EssayEdit, teacherId: string, text: string) {
  const found = await findSchoolCorrectionByWords(db, organisationId, edit.original, edit.replacement);
  if (found) return found;
  const { before, after } = correctionContext(text, edit.start, edit.end);
  const now = new Date().toISOString();
  await insertSchoolCorrection(db, {
    id: randomUUID(),
    organisation_id: organisationId,
    original: edit.original,
    replacement: edit.replacement,
    category: edit.category,
    explanation: edit.explanation,
    before_words: [before],
    after_words: [after],
    added: 0,
    teacher_ids: [teacherId],
    created_at: now,
    updated_at: now,
  });
  // Inserted now, or by a save at the same moment: either way it is there.
  return (await findSchoolCorrectionByWords(db, organisationId, edit.original, edit.replacement))!;
}

/** A correction made once more: by whom, and the words either side, merged in; the latest teacher's words explain it. */
async function madeOnceMore(db: Db, organisationId: string, edit: EssayEdit, teacherId: string, text: string) {
  const row = (await findSchoolCorrectionByWords(db, organisationId, edit.original, edit.replacement))!;
  const { before, after } = correctionContext(text, edit.start, edit.end);
  await updateSchoolCorrection(db, row.id, {
    teacher_ids: union(row.teacher_ids, teacherId),
    before_words: union(row.before_words, before),
    after_words: union(row.after_words, after),
    ...(edit.explanation ? { explanation: edit.explanation, category: edit.category } : {}),
    updated_at: new Date().toISOString(),
  });
  await addToCounts(db, [row.id], "added", 1);
}

/** A correction the essay no longer makes: one time fewer, and its teacher no longer counts as making it unless another of their essays does. */
async function madeOnceLess(db: Db, essay: Essay, teacherId: string, id: string) {
  await addToCounts(db, [id], "added", -1);
  const organisationId = essay.organisation_id;
  if (await madeInAnotherEssay(db, { organisationId, teacherId, correctionId: id, essayId: essay.id })) return;
  const row = await findSchoolCorrection(db, organisationId, id);
  if (row && row.teacher_ids.includes(teacherId))
    await updateSchoolCorrection(db, id, { teacher_ids: row.teacher_ids.filter((each) => each !== teacherId) });
}

/**
 * Counts the corrections the teacher made themselves in the essay's marking as it stands: each one
 * the essay did not count yet counts once more, each one it counted and no longer makes once less.
 * An essay marked before these were recorded counted the ones its stored marking (`before`) made.
 */
async function countMade(
  db: Db,
  essay: Essay,
  teacherId: string,
  before: readonly EssayEdit[],
  after: readonly EssayEdit[],
) {
  const text = essay.original ?? "";
  const engineEdits = engineEditsOf(essay);
  const made = madeByTeacher(engineEdits, after);
  const ids: string[] = [];
  for (const edit of made) ids.push((await correctionOf(db, essay.organisation_id, edit, teacherId, text)).id);
  const counted =
    essay.school_corrections_made ??
    (
      await Promise.all(
        madeByTeacher(engineEdits, before).map((edit) =>
          findSchoolCorrectionByWords(db, essay.organisation_id, edit.original, edit.replacement),
        ),
      )
    ).flatMap((row) => (row ? [row.id] : []));
  // The edits of the ids the essay did not count yet, one edit for each id gained.
  const gained = without(ids, counted);
  for (const [i, edit] of made.entries()) {
    const at = gained.indexOf(ids[i]!);
    if (at < 0) continue;
    gained.splice(at, 1);
    await madeOnceMore(db, essay.organisation_id, edit, teacherId, text);
  }
  for (const id of without(counted, ids)) await madeOnceLess(db, essay, teacherId, id);
  await setCorrectionsMade(db, essay.id, ids);
}

/**
 * The school's suggestions the marking rejects (or gives other words): each counts once per essay,
 * under the words it was suggested with. The stored marking (`before`) is what the essay counted, so
 * only the difference is counted.
 */
async function countRejected(db: Db, essay: Essay, before: readonly EssayEdit[], after: readonly EssayEdit[]) {
  const suggested = new Map(
    engineEditsOf(essay)
      .filter((edit) => edit.rule_id === SCHOOL_RULE_ID)
      .map((edit) => [`${edit.start}:${edit.end}`, wordsKey(edit)]),
  );
  const rejected = (edits: readonly EssayEdit[]) =>
    new Set(
      edits
        .filter((edit) => edit.rule_id === SCHOOL_RULE_ID && edit.state !== "kept")
        .map((edit) => suggested.get(`${edit.start}:${edit.end}`) ?? wordsKey(edit)),
    );
  const was = rejected(before);
  const is = rejected(after);
  const rows = new Map((await listSchoolCorrections(db, essay.organisation_id)).map((row) => [wordsKey(row), row.id]));
  const idsOf = (keys: string[]) => keys.flatMap((key) => rows.get(key) ?? []);
  await addToCounts(db, idsOf([...is].filter((key) => !was.has(key))), "rejected", 1);
  await addToCounts(db, idsOf([...was].filter((key) => !is.has(key))), "rejected", -1);
}

/**
 * The school's remembered corrections (suggested or not yet) whose words the marking leaves as
 * written where they would apply: no edit kept on those words, and no school suggestion there
 * (a suggestion counts as kept or rejected instead). Each counts once per essay, so the essay keeps
 * which ones it counted and a later change of its marking counts only the difference.
 */
async function countLeftAsWritten(db: Db, essay: Essay, marking: readonly EssayEdit[]): Promise<void> {
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

/**
 * Brings what the essay teaches the school up to its marking as it stands (`after`; `before` is the
 * marking stored before this save): the corrections its teacher made themselves, the suggestions
 * they rejected, and the remembered corrections whose words they left as written.
 */
export async function learnFromMarking(
  { db }: Pick<AppDeps, "db">,
  essay: Essay,
  teacherId: string,
  before: readonly EssayEdit[],
  after: readonly EssayEdit[],
): Promise<void> {
  await countMade(db, essay, teacherId, before, after);
  await countRejected(db, essay, before, after);
  await countLeftAsWritten(db, essay, after);
}
