import { DRAFT_MIN_KEPT_WORDS, type DraftCheckResult, type EngineEdit, type EssayEdit } from "@redpen/contract";
import { checkDraft, keptWordShare } from "@redpen/engine";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import { insertDraft, listDraftsOfEssay, type Draft } from "../../db/drafts.queries";
import type { Essay } from "../../db/essays.queries";
import { AppError, conflict, forbidden, validationFailed } from "../../errors";
import { studentEdits } from "../essays/essay-marking";
import { markingOf } from "../../db/essays.queries";
import { readSharedEssay } from "../essays/share-links.service";
import { countsOf } from "./draft-verdicts";

type DraftsDeps = Pick<AppDeps, "db">;

/** How many more drafts the essay's student may send. */
export const draftsLeft = (essay: Pick<Essay, "drafts_allowed">, sent: number) =>
  Math.max(0, essay.drafts_allowed - sent);

/** The marks the student sees on the first draft (all but the ones the teacher rejected), in text order. */
export const marksOf = (essay: Essay): EssayEdit[] => studentEdits(markingOf(essay) ?? []);

/** The corrections the teacher rejected on the first draft: the draft's marking does not propose them again. */
const rejectedOf = (essay: Essay): EssayEdit[] => (markingOf(essay) ?? []).filter((edit) => edit.state === "rejected");

/**
 * The check of a draft against the first draft's marks, as stored (each mark's verdict, the counts
 * and the new mistakes), and the engine's correction of the draft, as for any essay but for the
 * corrections the teacher `rejected` on the first draft.
 */
export function draftCheckOf(
  first: string,
  marks: readonly EssayEdit[],
  text: string,
  rejected: readonly EssayEdit[] = [],
): { check: DraftCheckResult; edits: EngineEdit[] } {
  const { marks: checks, newErrors, engineEdits } = checkDraft(first, marks, text, rejected);
  const results = checks.map((check, i) => {
    const mark = marks[i]!;
    return {
      start: mark.start,
      end: mark.end,
      original: mark.original,
      replacement: mark.replacement,
      category: mark.category,
      ...(mark.code !== undefined ? { code: mark.code } : {}),
      verdict: check.verdict,
      fixed_as: check.fixedAs,
      draft_start: check.draftStart,
      draft_end: check.draftEnd,
      draft_text: check.draftText,
    };
  });
  const check = {
    marks: results,
    counts: countsOf(results),
    new_errors: newErrors.map(({ start, end, original, replacement, category, explanation }) => ({
      start,
      end,
      original,
      replacement,
      category,
      explanation,
    })),
  };
  return { check, edits: engineEdits };
}

/** The essay behind a live share link, with the drafts its student has sent. */
export async function readSharedDrafts(deps: DraftsDeps, token: string): Promise<{ essay: Essay; drafts: Draft[] }> {
  const essay = await readSharedEssay(deps, token);
  return { essay, drafts: await listDraftsOfEssay(deps.db, essay.id) };
}

/**
 * A student's draft, sent through the essay's live share link: refused unless the teacher allows
 * one more, the essay is corrected and the draft is a correction of it (it keeps most of its
 * words); checked against the marks, corrected by the engine, stored, at no charge.
 */
export async function sendDraft(
  deps: DraftsDeps,
  token: string,
  text: string,
): Promise<{ draft: Draft; essay: Essay; left: number }> {
  const { essay, drafts } = await readSharedDrafts(deps, token);
  if (essay.drafts_allowed === 0)
    throw forbidden("Your teacher has not asked for a new draft of this essay: ask them to allow one.");
  if (drafts.length >= essay.drafts_allowed)
    throw forbidden(
      `You have sent all the drafts your teacher allows (${essay.drafts_allowed}): ask them if you may send another.`,
    );
  if (essay.status !== "SUCCESS" || essay.original === null)
    throw conflict("This essay is not corrected yet, so there is nothing to correct: try again later.");
  if (keptWordShare(essay.original, text) < DRAFT_MIN_KEPT_WORDS)
    throw validationFailed(
      "Most of the words are not the ones of your essay: correct your own essay's marked words and send it again (another text cannot be checked against its marks).",
      "text",
    );
  // The offline engine checks and corrects the draft (no provider is asked: a draft costs no credit).
  const { check, edits } = draftCheckOf(essay.original, marksOf(essay), text, rejectedOf(essay));
  const now = new Date().toISOString();
  const draft: Draft = {
    id: randomUUID(),
    essay_id: essay.id,
    number: (drafts.at(-1)?.number ?? 1) + 1,
    version: 1,
    text,
    check_result: check,
    edits,
    marking: null,
    grade: null,
    grade_max: essay.grade_max,
    grade_per_certificate_criterion: null,
    confirmed_at: null,
    created_at: now,
    updated_at: now,
  };
  if (!(await insertDraft(deps.db, draft)))
    throw new AppError(409, "CONFLICT", "Another draft of this essay was sent at the same moment: reload the page.");
  return { draft, essay, left: draftsLeft(essay, drafts.length + 1) };
}
