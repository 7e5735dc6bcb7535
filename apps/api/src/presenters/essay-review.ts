import { reviewCounts, type EssayData, type EssayReview, type LatestDraft } from "@redpen/contract";
import type { LatestDraftRow } from "../db/drafts.queries";

/**
 * How far the teacher went with an essay, as the class page and the essay list show it: its marks
 * checked of all (rejected ones too; none before the correction), its link and the drafts allowed.
 */
export function reviewOf(data: EssayData, shared: boolean, draftsAllowed: number): EssayReview {
  const { checked, total } = reviewCounts(data.status === "SUCCESS" ? (data.edits ?? []) : []);
  return { checked, total, shared, share_mode: data.share_mode, drafts_allowed: draftsAllowed };
}

/** The line on an essay's latest draft: its number, when it came and how many marks it fixed. */
export const latestDraftOf = (draft: LatestDraftRow | undefined): LatestDraft | null =>
  draft
    ? {
        number: draft.number,
        sent_at: draft.created_at,
        fixed: draft.check_result.counts.fixed,
        total: draft.check_result.counts.total,
      }
    : null;
