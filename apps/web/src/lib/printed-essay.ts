import { editsAsCodes, feedbackWithoutFixes, visibleEdits, type EssayResponse } from "@redpen/contract";
import { essayDiff, type DiffSegment } from "./essay-diff";

/** What a printout of an essay shows: the essay as printed and its marks. */
export interface PrintedEssay {
  essay: EssayResponse;
  segments: DiffSegment[];
}

/**
 * What a printout of the essay shows, decided by its share mode and nothing else, wherever it is
 * printed from (its own page, a student's link, a class's 'Print'): shared as codes, the
 * marks with their codes and the code key, every answer withheld but those the teacher gives
 * anyway, and the feedback without the fixed forms its examples quote; shared with corrections,
 * the corrections and their notes. A visitor's essay shared as codes comes with its answers
 * withheld already: withholding them again changes nothing.
 */
export function printedEssay(essay: EssayResponse): PrintedEssay {
  const { data } = essay;
  const original = data.original ?? "";
  if (data.share_mode !== "codes" || !data.edits)
    return { essay, segments: essayDiff(original, data.correction, data.edits) };
  const edits = editsAsCodes(visibleEdits(data.edits));
  const feedback = data.feedback === null ? null : feedbackWithoutFixes(data.feedback);
  return { essay: { ...essay, data: { ...data, edits, feedback } }, segments: essayDiff(original, null, edits) };
}
