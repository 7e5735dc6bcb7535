import { codeOfEdit, type CorrectionCode, type EssayEdit, type EssaySharingPatch } from "@redpen/contract";
import type { Essay, EssayChanges } from "../../db/essays.queries";
import { validationFailed } from "../../errors";
import { markingOf } from "../../db/essays.queries";

/**
 * What an essay's share link shows (corrections, or codes only), and the corrections whose answer
 * the student gets anyway when shared as codes, named by their spans: each must be a correction
 * the student sees. The answers not named are no longer given.
 */
export function sharingChanges(essay: Essay, { share_mode, answers_given = [] }: EssaySharingPatch): EssayChanges {
  const marking = markingOf(essay) ?? [];
  const spanKey = (span: { start: number; end: number }) => `${span.start}:${span.end}`;
  const visible = new Set(marking.filter((edit) => edit.state !== "rejected").map(spanKey));
  answers_given.forEach((span, i) => {
    if (!visible.has(spanKey(span)))
      throw validationFailed(
        `Given answer ${i + 1} names no correction the student sees: there is none from ${span.start} to ${span.end}. Reload the page.`,
        `data.answers_given.${i}`,
      );
  });
  const given = new Set(answers_given.map(spanKey));
  const updated = marking.map((edit): EssayEdit => {
    const { answer_given: _was, ...rest } = edit;
    return edit.state !== "rejected" && given.has(spanKey(edit)) ? { ...rest, answer_given: true } : rest;
  });
  return { share_mode, marking: updated };
}

/** 400 when a correction sent carries a code its school does not have. */
export function refuseUnknownCodes(edits: readonly { code?: string | undefined }[], codes: CorrectionCode[]): void {
  edits.forEach((edit, i) => {
    if (edit.code !== undefined && codeOfEdit({ category: "", code: edit.code }, codes).code !== edit.code)
      throw validationFailed(
        `Correction ${i + 1}'s code '${edit.code}' is not one of your school's correction codes: pick one from the list.`,
        `data.edits.${i}.code`,
      );
  });
}
