import {
  applyEdits,
  EDIT_EXPLANATION_MAX_CHARS,
  editsOverlap,
  isReviewed,
  visibleEdits,
  type EditState,
  type EssayEdit,
  type EssayEditInput,
} from "@redpen/contract";

/**
 * The teacher's marking as actions on the essay's edits: each action turns one list of edits into
 * the next, so it can be shown at once, sent as one PATCH, undone and redone, and applied again to
 * a newer version of the essay when another tab changed it meanwhile. Keeping a correction checks
 * it; 'keepAll' checks every one not checked yet, in one step.
 */

/** Names an edit across versions: its span, words and rule (the teacher's own by their replacement). */
export const editKey = (edit: Pick<EssayEdit, "start" | "end" | "original" | "rule_id" | "source" | "replacement">) =>
  `${edit.source}:${edit.start}:${edit.end}:${edit.rule_id}:${edit.original}${edit.source === "teacher" ? `:${edit.replacement}` : ""}`;

export type MarkingAction =
  | { kind: "keep"; keys: string[] }
  | { kind: "keepAll" }
  | { kind: "reject"; key: string }
  | { kind: "restore"; key: string }
  | { kind: "change"; key: string; replacement: string; explanation: string }
  | { kind: "remove"; key: string }
  | { kind: "code"; key: string; code: string | null }
  | {
      kind: "add";
      start: number;
      end: number;
      original: string;
      replacement: string;
      explanation: string;
      code?: string;
    };

/** Why an action cannot be applied, in words for the teacher. */
export class MarkingError extends Error {}

const byPosition = (a: EssayEdit, b: EssayEdit) => a.start - b.start || a.end - b.end;

/** The edit in another state; only a kept engine edit carries the teacher's check (`reviewed`). */
function withState(edit: EssayEdit, state: EditState, reviewed = false): EssayEdit {
  const { reviewed: _was, ...rest } = edit;
  return { ...rest, state, ...(reviewed && state === "kept" ? { reviewed: true } : {}) };
}

/** A kept engine edit the teacher has not checked yet. */
const isUnchecked = (edit: EssayEdit) => !isReviewed(edit);

/** How many of the engine's corrections the teacher has checked (kept on purpose, changed or rejected), of all of them. */
export function reviewCount(edits: readonly EssayEdit[]): { checked: number; total: number } {
  const engine = edits.filter((edit) => edit.source === "engine");
  return { checked: engine.filter(isReviewed).length, total: engine.length };
}

/** The edits after the action; a MarkingError when the edit is gone or a new one overlaps another. */
export function applyMarkingAction(edits: readonly EssayEdit[], action: MarkingAction): EssayEdit[] {
  if (action.kind === "keepAll") return edits.map((edit) => (isUnchecked(edit) ? withState(edit, "kept", true) : edit));
  if (action.kind === "keep") {
    const next = [...edits];
    for (const key of action.keys) {
      const index = edits.findIndex((edit) => editKey(edit) === key);
      if (index < 0) throw new MarkingError("This correction was changed in the meantime.");
      if (isUnchecked(edits[index]!)) next[index] = withState(edits[index]!, "kept", true);
    }
    return next;
  }
  if (action.kind === "add") {
    const { kind: _kind, ...fields } = action;
    const added: EssayEdit = { ...fields, category: "", rule_id: "teacher", source: "teacher", state: "added" };
    if (visibleEdits(edits).some((edit) => editsOverlap(edit, added)))
      throw new MarkingError("These words already have a correction: open it to change it, or reject it first.");
    return [...edits, added].sort(byPosition);
  }
  const index = edits.findIndex((edit) => editKey(edit) === action.key);
  const edit = edits[index];
  if (!edit) throw new MarkingError("This correction was changed in the meantime.");
  const next = [...edits];
  switch (action.kind) {
    case "reject":
      next[index] = withState(edit, "rejected");
      break;
    case "restore":
      if (visibleEdits(edits).some((other) => other !== edit && editsOverlap(other, edit)))
        throw new MarkingError("Another correction now covers these words: remove it first.");
      next[index] = withState(edit, "kept", true);
      break;
    case "change":
      next[index] = {
        ...withState(edit, edit.source === "teacher" ? "added" : "changed"),
        replacement: action.replacement,
        explanation: action.explanation,
      };
      break;
    case "remove":
      next.splice(index, 1);
      break;
    case "code": {
      // Picking a code checks the correction as keeping it does; null goes back to its type's code.
      const { code: _was, ...rest } = edit.state === "kept" ? withState(edit, "kept", true) : edit;
      next[index] = action.code === null ? rest : { ...rest, code: action.code };
      break;
    }
  }
  return next;
}

/** What the PATCH sends for the edits: an empty explanation is left out, for the engine to propose one. */
export function markingInputs(edits: readonly EssayEdit[]): EssayEditInput[] {
  return edits.map(
    ({
      start,
      end,
      original,
      replacement,
      category,
      rule_id,
      explanation,
      source,
      state,
      reviewed,
      code,
      answer_given,
    }) => ({
      start,
      end,
      original,
      replacement,
      rule_id,
      source,
      state,
      ...(reviewed ? { reviewed } : {}),
      ...(code === undefined ? {} : { code }),
      ...(answer_given ? { answer_given } : {}),
      ...(explanation.trim()
        ? {
            explanation: explanation.replace(/\s+/g, " ").trim().slice(0, EDIT_EXPLANATION_MAX_CHARS),
            category: category || undefined,
          }
        : {}),
    }),
  );
}

/** The corrected text the student gets with these edits. */
export const markedText = (original: string, edits: readonly EssayEdit[]) =>
  applyEdits(original, visibleEdits(edits).sort(byPosition));

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

/**
 * The words a selection of the original covers, widened to whole words and without the spaces at
 * its ends; a collapsed selection inside a word moves to the word's end (an insertion after it).
 */
export function wordSpan(original: string, start: number, end: number): { start: number; end: number } {
  const isWord = (index: number) => WORD_CHAR.test(original[index] ?? "");
  if (start === end) {
    while (end < original.length && isWord(end) && isWord(end - 1)) end++;
    return { start: end, end };
  }
  while (start < end && /\s/.test(original[start]!)) start++;
  while (end > start && /\s/.test(original[end - 1]!)) end--;
  while (start > 0 && isWord(start - 1) && isWord(start)) start--;
  while (end < original.length && isWord(end) && isWord(end - 1)) end++;
  return { start, end };
}

/** Words typed to go in at a point of the text, with the space that separates them from their neighbours. */
export function insertionText(original: string, at: number, typed: string): string {
  const words = typed.trim();
  if (!words || !/^[\p{L}\p{N}]/u.test(words)) return words;
  const before = original[at - 1];
  const after = original[at];
  if (before !== undefined && WORD_CHAR.test(before)) return ` ${words}`;
  if (after !== undefined && WORD_CHAR.test(after)) return `${words} `;
  return words;
}
