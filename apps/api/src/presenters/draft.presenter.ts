import type { DraftCheckResult, EssayEdit, StudentDraft, TeacherDraft } from "@redpen/contract";
import type { Draft } from "../db/drafts.queries";

/** The draft's marking: the teacher's once they acted, else the engine's edits, all kept. */
export const draftMarkingOf = (draft: Draft): EssayEdit[] =>
  draft.marking ?? draft.edits.map((edit) => ({ ...edit, source: "engine", state: "kept" }));

/**
 * The check as the student may see it: each mark's expected correction only where the first
 * draft's page shows it (`shownAnswers`: the replacement the visitor's essay shows at that span;
 * empty when the essay is shared as codes and the answer is not given).
 */
function checkForStudent(
  check: DraftCheckResult,
  shownAnswers: ReadonlyMap<string, string>,
  asCodes: boolean,
): DraftCheckResult {
  return {
    ...check,
    // Shared as codes, a new mistake shows where it is and its code, not its correct form.
    new_errors: asCodes
      ? check.new_errors.map((error) => ({ ...error, replacement: "", explanation: "" }))
      : check.new_errors,
    // The teacher's verdict stands as the mark's own: the student is not shown Redpen's beside it.
    marks: check.marks.map(({ overruled: _redpens, ...mark }) => ({
      ...mark,
      replacement: shownAnswers.get(`${mark.start}:${mark.end}`) ?? "",
    })),
  };
}

/** The answers the student's page shows, by span, from the visitor's edits. */
export const shownAnswersOf = (visitorEdits: readonly EssayEdit[] | null): Map<string, string> =>
  new Map(
    (visitorEdits ?? [])
      .filter((edit) => edit.answer_hidden !== true)
      .map((edit) => [`${edit.start}:${edit.end}`, edit.replacement]),
  );

/**
 * A draft as its student sees it: their text and its check, never the teacher's marking or
 * grading of it; `asCodes` when the essay is shared as codes.
 */
export function presentDraftToStudent(
  draft: Draft,
  shownAnswers: ReadonlyMap<string, string>,
  asCodes: boolean,
): StudentDraft {
  return {
    id: draft.id,
    number: draft.number,
    text: draft.text,
    created_at: draft.created_at,
    check: checkForStudent(draft.check_result, shownAnswers, asCodes),
  };
}

/** A draft as its teacher sees it: the check with every answer, the marking and the grading. */
export function presentDraftToTeacher(draft: Draft): TeacherDraft {
  return {
    id: draft.id,
    number: draft.number,
    text: draft.text,
    created_at: draft.created_at,
    check: draft.check_result,
    version: draft.version,
    edits: draftMarkingOf(draft),
    grade: draft.grade,
    grade_max: draft.grade_max,
    grade_per_certificate_criterion: draft.grade_per_certificate_criterion,
    confirmed_at: draft.confirmed_at,
  };
}
