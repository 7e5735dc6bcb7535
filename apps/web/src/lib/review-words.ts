import type { CountedGrade, EssayReview, LatestDraft } from "@redpen/contract";

// What the class page and the essay list call an essay's review, draft and grade: one wording for both.

/** "5 of 12 checked": the corrections the teacher checked, of all of them. */
export const checkedText = ({ checked, total }: EssayReview) =>
  total === 0 ? "No corrections" : `${checked} of ${total} checked`;

/** What the student was given: the share link and what it shows. */
export const sharedText = ({ shared, share_mode }: EssayReview) =>
  !shared ? "Not shared" : share_mode === "codes" ? "Shared as codes" : "Shared";

/** What is said of an essay's latest draft: "Draft 2: 3 of 7 fixed". */
export const draftText = ({ number, fixed, total }: LatestDraft) => `Draft ${number}: ${fixed} of ${total} fixed`;

/** "14 / 20", or "14" when the certificate's highest total is unknown. */
export const gradeText = ({ total, max }: Pick<CountedGrade, "total" | "max">) =>
  max === null ? `${total}` : `${total} / ${max}`;
