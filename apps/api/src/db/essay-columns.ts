import {
  CorrectedBy,
  reviewCounts,
  searchable,
  EngineEdit,
  EssayEdit,
  FixFailure,
  GradePerCriterion,
  GradeReasons,
  UserFeedback,
} from "@redpen/contract";
import type { Insertable, Selectable, Updateable } from "kysely";
import { z } from "zod";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

/**
 * Who the essay's feedback is by (`feedback_by_teacher`): Redpen's first draft, which a fix of the
 * text drafts anew; the teacher's own text; or a draft the teacher asked for ('Suggest again').
 * A fix of the text keeps the teacher's and the one they asked for.
 */
export const FEEDBACK_BY = { engine: 0, teacher: 1, draftedAgain: 2 } as const;

/** An essay's row as the database holds it, its JSON values as text: read and written only through `Essay` below. */
export type EssayRow = Selectable<Database["essays"]>;

const Marking = z.array(EssayEdit);

/** An essay's text and marking before a fix of its text, kept until the fixed text is corrected. */
const BeforeFix = z.object({
  original: z.string().nullable(),
  first_original: z.string().nullable(),
  // Kept as the essay's own columns were: JSON text within the JSON.
  marking: jsonColumn(Marking).nullable(),
  dropped_marking: jsonColumn(Marking).nullable(),
});
export type BeforeFix = z.output<typeof BeforeFix>;

/** The essay's JSON text columns, each with the schema of what it holds (see the columns in schema.ts). */
const EssayJson = z.object({
  student_image_ids: jsonColumn(z.array(z.string())),
  grade_per_certificate_criterion: jsonColumn(GradePerCriterion).nullable(),
  grade_reasons: jsonColumn(GradeReasons).nullable(),
  corrected_by: jsonColumn(CorrectedBy).nullable(),
  edits: jsonColumn(z.array(EngineEdit)).nullable(),
  marking: jsonColumn(Marking).nullable(),
  dropped_marking: jsonColumn(Marking).nullable(),
  before_fix: jsonColumn(BeforeFix).nullable(),
  fix_failure: jsonColumn(FixFailure).nullable(),
  school_corrections_left: jsonColumn(z.array(z.string())).nullable(),
  school_corrections_made: jsonColumn(z.array(z.string())).nullable(),
  user_feedback: jsonColumn(UserFeedback).nullable(),
});
type EssayJson = z.output<typeof EssayJson>;
type JsonColumn = keyof EssayJson;

/** An essay as the api works with it: its row with the JSON values read. */
export type Essay = Omit<EssayRow, JsonColumn> & EssayJson;
/** A new essay's row, its JSON values as values. */
export type NewEssay = Omit<Insertable<Database["essays"]>, JsonColumn> &
  Partial<EssayJson> &
  Pick<EssayJson, "student_image_ids">;
/** Changes of an essay's columns, its JSON values as values. */
export type EssayChanges = Omit<Updateable<Database["essays"]>, JsonColumn | "id" | "version"> & Partial<EssayJson>;

/** The essay of a stored row (with any joined columns), its JSON values read and checked; a CorruptColumnError otherwise. */
export const essayOf = <R extends EssayRow>(row: R) => decodeColumns(EssayJson, row, `essay ${row.id}`);

const Pages = EssayJson.pick({ student_image_ids: true });
/** An essay's columns that say which photos it points at, its page ids read. */
export const essayPagesOf = <R extends Pick<EssayRow, "id" | "student_image_ids">>(row: R) =>
  decodeColumns(Pages, row, `essay ${row.id}`);

const EngineEdits = EssayJson.pick({ edits: true });
/** An essay's engine edits, read from its row. */
export const engineEditsOf = <R extends Pick<EssayRow, "id" | "edits">>(row: R) =>
  decodeColumns(EngineEdits, row, `essay ${row.id}`).edits;

const EssayJsonChanges = EssayJson.partial();

/** The essay's name as a search compares it, when the changes set it. */
const searchNameOf = (changes: Pick<EssayChanges, "name">) =>
  "name" in changes ? { search_name: changes.name ? searchable(changes.name) : null } : {};
/** The essay's task as a search compares it, when the changes set it. */
const searchTopicOf = (changes: Pick<EssayChanges, "topic_text">) =>
  "topic_text" in changes ? { search_topic: changes.topic_text ? searchable(changes.topic_text) : null } : {};

/**
 * The marks checked and in all, when the changes set the marking: of the teacher's marking, else
 * (a marking cleared with new edits from a correction) of the engine's edits, none of them checked
 * yet (as markingOf reads them). A change of the edits alone leaves the marking, and so the counts, as they were.
 */
function reviewColumnsOf(changes: Pick<EssayChanges, "marking" | "edits">) {
  if (changes.marking) {
    const { checked, total } = reviewCounts(changes.marking);
    return { review_checked: checked, review_total: total };
  }
  if (changes.marking === null && "edits" in changes)
    return { review_checked: 0, review_total: changes.edits?.length ?? 0 };
  return {};
}

/** The columns kept for the essay list's search and filters (search_*, review_*), from the columns they follow. */
export const listColumnsOf = (changes: EssayChanges) => ({
  ...searchNameOf(changes),
  ...searchTopicOf(changes),
  ...reviewColumnsOf(changes),
});

/**
 * A new essay's list columns, every one of them given (a row inserted beside others has all the
 * same columns): an essay without a marking or edits has no marks yet.
 */
const newListColumnsOf = (essay: NewEssay) => ({
  review_checked: 0,
  review_total: 0,
  ...listColumnsOf({
    name: essay.name ?? null,
    topic_text: essay.topic_text ?? null,
    ...(essay.marking || essay.edits ? { marking: essay.marking ?? null, edits: essay.edits ?? null } : {}),
  }),
});

/** A new essay as its row: the JSON values as text. */
export const newEssayRow = (essay: NewEssay): Insertable<Database["essays"]> =>
  Object.assign({}, essay, EssayJsonChanges.encode(essay), newListColumnsOf(essay));

/** Changes of an essay as changes of its columns: the JSON values as text. */
export const essayColumnChanges = (changes: EssayChanges): Updateable<Database["essays"]> =>
  Object.assign({}, changes, EssayJsonChanges.encode(changes), listColumnsOf(changes));
