import type { DraftPatch } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import {
  findDraftOfEssay,
  listDraftsOfEssay,
  setDraftsAllowed,
  updateDraftIfVersion,
  type Draft,
  type DraftChanges,
} from "../../db/drafts.queries";
import type { Essay } from "../../db/essays.queries";
import { conflict, notFound } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import { mergeMarking } from "../essays/essay-marking";
import { gradingChanges } from "../essays/essay-patches";
import { getOwnEssay } from "../essays/own-essay";
import { overruleVerdict } from "./draft-verdicts";

type DraftsDeps = Pick<AppDeps, "db">;

/** Sets how many drafts after the first the essay's student may send through its share link (0: none). */
export async function allowDrafts(
  deps: DraftsDeps,
  user: CurrentUser,
  essayId: string,
  draftsAllowed: number,
): Promise<number> {
  await getOwnEssay(deps, user, essayId);
  await setDraftsAllowed(deps.db, essayId, draftsAllowed);
  return draftsAllowed;
}

/** The essay's setting and drafts, for its teacher. */
export async function listEssayDrafts(
  deps: DraftsDeps,
  user: CurrentUser,
  essayId: string,
): Promise<{ essay: Essay; drafts: Draft[] }> {
  const essay = await getOwnEssay(deps, user, essayId);
  return { essay, drafts: await listDraftsOfEssay(deps.db, essayId) };
}

const staleVersion = (stored: number) =>
  conflict(
    `The draft was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/**
 * What one PATCH of a draft writes: the marking (checked as an essay's), the grading (as an
 * essay's), the teacher's verdict on a mark, or the confirmation.
 */
function draftChanges(essay: Essay, draft: Draft, data: DraftPatch["data"]): DraftChanges {
  if ("mark_verdict" in data) return { check_result: overruleVerdict(draft.check_result, data.mark_verdict) };
  if ("edits" in data) return { marking: mergeMarking({ original: draft.text, edits: draft.edits }, data.edits) };
  if ("user_feedback" in data) {
    const grading = gradingChanges(essay, data.user_feedback);
    return {
      grade: grading.grade ?? null,
      grade_per_certificate_criterion: grading.grade_per_certificate_criterion ?? null,
    };
  }
  return { confirmed_at: new Date().toISOString() };
}

/**
 * The teacher's change of a draft when `version` is its stored version + 1: its marking, its
 * grading, their verdict on a mark (the student's page then shows it) or the confirmation of its check. Of two changes sent with one version, one is a 409.
 */
export async function patchDraft(
  deps: DraftsDeps,
  user: CurrentUser,
  essayId: string,
  draftId: string,
  request: DraftPatch,
): Promise<Draft> {
  const essay = await getOwnEssay(deps, user, essayId);
  const draft = await findDraftOfEssay(deps.db, essayId, draftId);
  if (!draft) throw notFound("This draft");
  if (request.version !== draft.version + 1) throw staleVersion(draft.version);
  const changes = draftChanges(essay, draft, request.data);
  if (!(await updateDraftIfVersion(deps.db, draftId, draft.version, changes, new Date().toISOString())))
    throw staleVersion((await findDraftOfEssay(deps.db, essayId, draftId))?.version ?? draft.version);
  const saved = await findDraftOfEssay(deps.db, essayId, draftId);
  if (!saved) throw notFound("This draft");
  return saved;
}
