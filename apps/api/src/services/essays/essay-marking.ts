import {
  editsOverlap,
  isReviewed,
  TEACHER_RULE_ID,
  visibleEdits,
  type EngineEdit,
  type EssayEdit,
  type EssayEditInput,
} from "@redpen/contract";
import type { TextChange } from "@redpen/engine";
import type { Essay } from "../../db/essays.queries";
import { validationFailed } from "../../errors";
import { movedSpanStart } from "./moved-span";

/**
 * The teacher's marking of an essay: the engine's edits with what the teacher did with each (kept,
 * changed, rejected; a kept one they checked is `reviewed`) and the teacher's own (added). Stored whole in `marking` once the teacher
 * acts; until then it is the engine's edits, all kept.
 */

const byPosition = (a: EngineEdit, b: EngineEdit) => a.start - b.start || a.end - b.end;
const engineKey = (edit: { start: number; end: number; original: string; rule_id?: string }) =>
  `${edit.start}:${edit.end}:${edit.rule_id}:${edit.original}`;

/** The engine's own edits, as the correction stored them. */
export const engineEditsOf = (essay: Pick<Essay, "edits">): EngineEdit[] => essay.edits ?? [];

/** The code the teacher picked for an edit, and whether its answer is given when shared as codes, as stored (absent when not). */
const teacherChoices = (
  input: Pick<EssayEditInput, "code" | "answer_given">,
): Pick<EssayEdit, "code" | "answer_given"> => ({
  ...(input.code === undefined ? {} : { code: input.code }),
  ...(input.answer_given ? { answer_given: true as const } : {}),
});

/**
 * The marking the teacher sent, checked against the essay's text and the engine's edits: each edit
 * lies within the text and names its words exactly; each engine edit is one the engine made, and
 * one left out counts as rejected. A 400 names the first edit and field that is wrong.
 */
export function mergeMarking(essay: Pick<Essay, "original" | "edits">, sent: EssayEditInput[]): EssayEdit[] {
  const text = essay.original ?? "";
  const engineEdits = new Map(engineEditsOf(essay).map((edit) => [engineKey(edit), edit]));
  const named = new Set<string>();
  const merged = sent.map((input, i): EssayEdit => {
    const field = `data.edits.${i}`;
    const correction = `Correction ${i + 1}`;
    if (input.end > text.length)
      throw validationFailed(
        `${correction} ends after the text: the text has ${text.length} characters, so a correction ends at ${text.length} at most.`,
        `${field}.end`,
      );
    const actual = text.slice(input.start, input.end);
    if (actual !== input.original)
      throw validationFailed(
        `${correction} is not on the text as it stands: the text from ${input.start} to ${input.end} is ${JSON.stringify(actual)}, not ${JSON.stringify(input.original)}. Reload the page.`,
        `${field}.original`,
      );
    if (input.source === "teacher") {
      // An empty category or explanation is filled in with the engine's proposal; the teacher's own need no check.
      const { reviewed: _own, code: _code, answer_given: _given, ...own } = input;
      return {
        ...own,
        ...teacherChoices(input),
        rule_id: TEACHER_RULE_ID,
        category: input.category ?? "",
        explanation: input.explanation ?? "",
        source: "teacher",
        state: "added",
      };
    }
    const engine = engineEdits.get(engineKey(input));
    if (!engine)
      throw validationFailed(
        `${correction} is not one Redpen made: it made no correction of ${JSON.stringify(input.original)} at ${input.start}–${input.end} with rule ${input.rule_id} (a correction of your own has source 'teacher').`,
        field,
      );
    named.add(engineKey(engine));
    if (input.state === "rejected") return { ...engine, source: "engine", state: "rejected", ...teacherChoices(input) };
    const replacementChanged = input.replacement !== engine.replacement;
    const explanation = input.explanation ?? (replacementChanged ? "" : engine.explanation);
    const changed =
      replacementChanged ||
      explanation !== engine.explanation ||
      (input.category !== undefined && input.category !== engine.category);
    // The state follows the words: a 'kept' edit with other words is stored as changed, a 'changed' one with the engine's as kept.
    const category = input.category ?? (replacementChanged && input.explanation === undefined ? "" : engine.category);
    // A kept edit carries the teacher's check: one sent as checked, or one they changed back to the engine's words.
    const checked = !changed && (input.reviewed === true || input.state === "changed");
    return {
      ...engine,
      replacement: input.replacement,
      explanation,
      category,
      source: "engine",
      state: changed ? "changed" : "kept",
      ...(checked ? { reviewed: true } : {}),
      ...teacherChoices(input),
    };
  });
  const rejected = [...engineEdits.values()]
    .filter((edit) => !named.has(engineKey(edit)))
    .map((edit): EssayEdit => ({ ...edit, source: "engine", state: "rejected" }));
  return [...merged, ...rejected].sort(byPosition);
}

/** The edits a student sees, in text order, checked not to overlap (the contract checks the list sent; this guards the stored one). */
export function studentEdits(marking: readonly EssayEdit[]): EssayEdit[] {
  const shown = visibleEdits(marking).sort(byPosition);
  for (let i = 1; i < shown.length; i++)
    if (editsOverlap(shown[i - 1]!, shown[i]!)) throw new Error("The stored marking has overlapping edits.");
  return shown;
}

/** Whether the teacher did something with the edit: their own, or an engine edit they changed, rejected or kept on purpose. */
const isTeacherDecision = isReviewed;
/** A kept engine edit the teacher only checked: nothing of theirs is lost when a fix or a new correction drops it. */
const isCheckOnly = (edit: EssayEdit) => edit.source === "engine" && edit.state === "kept";

/**
 * The teacher's decisions moved onto the fixed text (`after`, from `before` by the word `changes`):
 * each one whose words the fix left alone, found again where the fix put them; the others are dropped
 * (a kept edit the teacher only checked goes without a word: nothing of theirs is lost).
 */
export function moveMarking(
  before: string,
  after: string,
  changes: readonly TextChange[],
  marking: readonly EssayEdit[],
): { carried: EssayEdit[]; dropped: EssayEdit[] } {
  const carried: EssayEdit[] = [];
  const dropped: EssayEdit[] = [];
  for (const edit of marking.filter(isTeacherDecision)) {
    const start = movedSpanStart(before, after, changes, edit);
    if (start === undefined) {
      if (!isCheckOnly(edit)) dropped.push(edit);
    } else carried.push({ ...edit, start, end: start + edit.end - edit.start });
  }
  return { carried, dropped };
}

/**
 * A new correction's edits with the teacher's carried decisions: an engine edit the teacher had
 * changed, rejected or checked gets the same decision when the engine makes it again (a change or
 * rejection of an edit it no longer makes is `unmatched`); the teacher's own corrections stand, and an engine edit over
 * their words is left out. `edits` is null when nothing was carried.
 */
export function withCarriedDecisions(
  engineEdits: readonly EngineEdit[],
  carried: readonly EssayEdit[],
): { edits: EssayEdit[] | null; unmatched: EssayEdit[] } {
  if (carried.length === 0) return { edits: null, unmatched: [] };
  const decisions = new Map(carried.filter((edit) => edit.source === "engine").map((edit) => [engineKey(edit), edit]));
  const remade = new Set(engineEdits.map(engineKey));
  const teachers = carried.filter((edit) => edit.source === "teacher");
  const engine = engineEdits
    .filter((edit) => !teachers.some((own) => editsOverlap(own, edit)))
    .map((edit): EssayEdit => {
      const decision = decisions.get(engineKey(edit));
      if (!decision) return { ...edit, source: "engine", state: "kept" };
      const choices = teacherChoices(decision);
      if (isCheckOnly(decision)) return { ...edit, source: "engine", state: "kept", reviewed: true, ...choices };
      return decision.state === "rejected"
        ? { ...edit, source: "engine", state: "rejected", ...choices }
        : {
            ...choices,
            ...edit,
            replacement: decision.replacement,
            explanation: decision.explanation,
            category: decision.category,
            source: "engine",
            state: "changed",
          };
    });
  return {
    edits: [...engine, ...teachers].sort(byPosition),
    unmatched: [...decisions.values()].filter((decision) => !remade.has(engineKey(decision)) && !isCheckOnly(decision)),
  };
}
