import { z } from "zod";
import { LONG_TEXT_MAX_CHARS } from "./constants";
import { CodeText } from "./correction-codes";
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from "./validation";

/** The most edits one essay's marking holds. */
const ESSAY_EDITS_MAX = 2_000;
/** The longest replacement a teacher may type for one edit. */
export const EDIT_REPLACEMENT_MAX_CHARS = 1_000;
/** The longest explanation of one edit. */
export const EDIT_EXPLANATION_MAX_CHARS = 500;
/** The rule id of a correction the teacher added. */
export const TEACHER_RULE_ID = "teacher";
/** The rule id of a correction suggested from the school's remembered corrections. */
export const SCHOOL_RULE_ID = "school-correction";

/** One correction made by the engine, on character offsets of the original text. */
export const EngineEdit = z.object({
  /** Offset of the first character replaced. */
  start: z.number().int().min(0),
  /** Offset just after the last character replaced (equal to start for an insertion). */
  end: z.number().int().min(0),
  /** The text between start and end. */
  original: z.string(),
  /** What replaces it (empty for a removal). */
  replacement: z.string(),
  /** The category of the mistake (spelling, tense, article...). */
  category: z.string(),
  /** Stable id of the engine rule that found it ('teacher' for the teacher's own). */
  rule_id: z.string(),
  /** One line a learner understands. */
  explanation: z.string(),
});
export type EngineEdit = z.infer<typeof EngineEdit>;

/** Who made an edit. */
export const EditSource = z.enum(["engine", "teacher"]);
export type EditSource = z.infer<typeof EditSource>;

/** What the teacher did with it: an engine edit is kept until the teacher changes or rejects it; the teacher's own are added. */
export const EditState = z.enum(["kept", "changed", "rejected", "added"]);
export type EditState = z.infer<typeof EditState>;

/** One edit of the essay's marking. */
export const EssayEdit = EngineEdit.extend({
  /** engine or teacher. */
  source: EditSource,
  /** kept, changed or rejected (engine edits); added (the teacher's). */
  state: EditState,
  /**
   * Whether the teacher checked a kept engine edit (kept it on purpose); absent means not yet, as
   * in markings saved before it existed. Only kept engine edits carry it: a changed, rejected or
   * added edit is checked by what the teacher did with it (see isReviewed). Never shown to visitors.
   */
  reviewed: z.literal(true).optional(),
  /** The correction code the teacher picked for it; absent, its code comes from its category (see codeOfEdit). */
  code: z.string().optional(),
  /** When the essay is shared as codes: this correction's answer is shown to the student anyway. */
  answer_given: z.literal(true).optional(),
  /**
   * Visitors only, when the essay is shared as codes: the replacement and explanation are withheld
   * (sent empty) so the student finds the correct form from the code.
   */
  answer_hidden: z.literal(true).optional(),
});
export type EssayEdit = z.infer<typeof EssayEdit>;

/** Whether the teacher has checked an edit: their own, one they changed or rejected, or one they kept on purpose. */
export const isReviewed = (edit: Pick<EssayEdit, "source" | "state" | "reviewed">): boolean =>
  edit.source === "teacher" || edit.state !== "kept" || edit.reviewed === true;

/** How many of an essay's marks the teacher has checked, of all of them ("5 of 12 checked"; rejected ones count too). */
export const reviewCounts = (
  edits: readonly Pick<EssayEdit, "source" | "state" | "reviewed">[],
): { checked: number; total: number } => ({ checked: edits.filter(isReviewed).length, total: edits.length });

const ReplacementText = z
  .string()
  .max(EDIT_REPLACEMENT_MAX_CHARS, `at most ${EDIT_REPLACEMENT_MAX_CHARS} characters`)
  .refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);
const ExplanationText = z
  .string()
  .trim()
  .min(1, "write an explanation, or leave the field out to have one proposed")
  .max(EDIT_EXPLANATION_MAX_CHARS, `at most ${EDIT_EXPLANATION_MAX_CHARS} characters`)
  .refine((text) => !/[\n\r]/.test(text), "write the explanation on one line")
  .refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);

/**
 * One edit as the teacher sends it. An engine edit is named by its span, original and rule id; a
 * teacher's edit (or a changed engine edit) without a category or explanation gets the engine's
 * proposal.
 */
export const EssayEditInput = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    original: z.string().max(LONG_TEXT_MAX_CHARS),
    replacement: ReplacementText,
    category: z.string().trim().min(1).max(50).optional(),
    rule_id: z.string().min(1).max(100).optional(),
    explanation: ExplanationText.optional(),
    source: EditSource,
    state: EditState,
    /** true when the teacher checked a kept engine edit; left out, it is not checked yet. */
    reviewed: z.boolean().optional(),
    /** The correction code the teacher picked; left out, the code comes from its category. */
    code: CodeText.optional(),
    /** true to show this correction's answer when the essay is shared as codes. */
    answer_given: z.boolean().optional(),
  })
  .strict()
  .superRefine((edit, ctx) => {
    if (edit.end < edit.start)
      ctx.addIssue({ code: "custom", path: ["end"], message: "must not come before the start" });
    else if (edit.original.length !== edit.end - edit.start)
      ctx.addIssue({
        code: "custom",
        path: ["original"],
        message: `must be the ${edit.end - edit.start} characters from start to end`,
      });
    if (edit.source === "teacher" && edit.state !== "added")
      ctx.addIssue({ code: "custom", path: ["state"], message: "a teacher's edit is 'added'" });
    if (edit.source === "engine" && edit.state === "added")
      ctx.addIssue({ code: "custom", path: ["state"], message: "an engine edit is 'kept', 'changed' or 'rejected'" });
    if (edit.source === "engine" && !edit.rule_id)
      ctx.addIssue({ code: "custom", path: ["rule_id"], message: "name the engine rule of an engine edit" });
    if (edit.state === "added" && edit.original === edit.replacement)
      ctx.addIssue({ code: "custom", path: ["replacement"], message: "a correction must change the text" });
  });
export type EssayEditInput = z.infer<typeof EssayEditInput>;

/** Whether two edits touch the same characters; edits that only meet ('ab' then 'cd') do not, two insertions at one point do. */
export function editsOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  if (a.start === a.end && b.start === b.end) return a.start === b.start;
  return a.start < b.end && b.start < a.end;
}

/** PATCH data: the whole marking of the essay. An engine edit left out counts as rejected; rejected edits may overlap others (they are not applied). */
export const EssayEditsPatch = z
  .object({
    edits: z.array(EssayEditInput).max(ESSAY_EDITS_MAX, `at most ${ESSAY_EDITS_MAX} edits`),
  })
  .strict()
  .superRefine(({ edits }, ctx) => {
    const order = edits
      .map((edit, index) => ({ edit, index }))
      .filter(({ edit }) => edit.state !== "rejected")
      .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end);
    for (let i = 1; i < order.length; i++) {
      const [previous, current] = [order[i - 1]!, order[i]!];
      if (editsOverlap(previous.edit, current.edit)) {
        ctx.addIssue({
          code: "custom",
          path: ["edits", current.index],
          message: `it overlaps correction ${previous.index + 1}; one correction per part of the text`,
        });
      }
    }
  });
export type EssayEditsPatch = z.infer<typeof EssayEditsPatch>;

/** The edits a student sees: all but the rejected ones. */
export const visibleEdits = <T extends { state?: EditState }>(edits: readonly T[]): T[] =>
  edits.filter((edit) => edit.state !== "rejected");

/** The text with the edits applied; the edits are in text order and do not overlap. */
export function applyEdits(
  text: string,
  edits: readonly { start: number; end: number; replacement: string }[],
): string {
  let result = "";
  let cursor = 0;
  for (const edit of edits) {
    result += text.slice(cursor, edit.start) + edit.replacement;
    cursor = edit.end;
  }
  return result + text.slice(cursor);
}
