import type { CorrectionCode, EssayListEntry } from "@redpen/contract";
import type { LatestDraftRow } from "../db/drafts.queries";
import type { ListedEssay } from "../db/essay-list.queries";
import { presentEssay } from "./essay.presenter";
import { latestDraftOf, reviewOf } from "./essay-review";
import { countedGradeOf } from "./progress-figures";

/** An essay of the list as its owner sees it, with what its card shows: date, class, grade shown, review and latest draft. */
export function presentEssayListEntry(
  essay: ListedEssay,
  codes: CorrectionCode[],
  latestDraft: LatestDraftRow | undefined,
): EssayListEntry {
  const presented = presentEssay(essay, codes);
  const corrected = presented.data.status === "SUCCESS";
  return {
    ...presented,
    card: {
      created_at: essay.created_at,
      class_name: essay.class_name,
      grade: corrected ? countedGradeOf(presented.data) : null,
      review: reviewOf(presented.data, essay.shared, essay.drafts_allowed),
      latest_draft: latestDraftOf(latestDraft),
    },
  };
}
