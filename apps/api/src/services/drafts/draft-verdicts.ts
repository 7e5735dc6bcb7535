import type { DraftCheckResult, DraftCounts, DraftMarkResult, DraftVerdictPatch } from "@redpen/contract";
import { validationFailed } from "../../errors";

/** How many of the marks are fixed, still wrong and untouched, by the verdicts in force. */
export function countsOf(marks: readonly Pick<DraftMarkResult, "verdict">[]): DraftCounts {
  const count = (verdict: string) => marks.filter((mark) => mark.verdict === verdict).length;
  return { total: marks.length, fixed: count("fixed"), wrong: count("wrong"), untouched: count("untouched") };
}

/** Redpen's own verdict on a mark, whether or not the teacher overruled it. */
const redpensVerdict = (mark: DraftMarkResult) =>
  mark.overruled ?? { verdict: mark.verdict, fixed_as: mark.fixed_as === "teacher" ? null : mark.fixed_as };

/**
 * The check with the teacher's verdict on one mark in force (Redpen's kept beside it, to give back
 * with a null verdict), and the counts by the verdicts in force. A mark the check has not is a 400.
 */
export function overruleVerdict(check: DraftCheckResult, change: DraftVerdictPatch["mark_verdict"]): DraftCheckResult {
  const target = check.marks[change.mark];
  if (!target)
    throw validationFailed(
      check.marks.length === 0
        ? "This draft's check has no marks, so there is no verdict to change."
        : `This draft's check has ${check.marks.length} marks (0 to ${check.marks.length - 1}): there is no mark ${change.mark}.`,
      "data.mark_verdict.mark",
    );
  const redpen = redpensVerdict(target);
  const marks = check.marks.map((mark, i): DraftMarkResult => {
    if (i !== change.mark) return mark;
    const { overruled: _previous, ...rest } = mark;
    if (change.verdict === null || change.verdict === redpen.verdict) return { ...rest, ...redpen };
    return {
      ...rest,
      verdict: change.verdict,
      fixed_as: change.verdict === "fixed" ? "teacher" : null,
      overruled: redpen,
    };
  });
  return { ...check, marks, counts: countsOf(marks) };
}
