import type { ShareMode } from "@redpen/contract";

/** What each share mode is called where a teacher picks it (an essay's sharing, a class set's form). */
export const SHARE_MODE_WORDS: Record<ShareMode, string> = {
  corrections: "The corrections",
  codes: "Codes only: where each mistake is and its code, for the student to correct",
};

/** How many drafts after the first a student may send, as the teacher picks it: "Once", "3 times", or none. */
export const draftsAllowedWords = (count: number) =>
  count === 0 ? "No second draft" : count === 1 ? "Once" : `${count} times`;
