import { z } from "zod";
import { Certificate } from "./certificates";
import { EssayStatus } from "./enums";
import { GradePerCriterion } from "./essays";
import { ShareMode } from "./share-links";

/**
 * A student's progress and a class's essays at a glance, as the api figures them (GET
 * /students/{student_id}/progress and GET /classes/{class_id}/progress). Only corrected essays
 * have figures; a correction counts when the student sees it (kept, changed or the teacher's own),
 * never when the teacher rejected it.
 */

/** The key of the kinds of error beyond the ones named on their own (in the progress charts). */
export const OTHER_ERROR_KIND = "other";

/** A kind of error: the category the engine or the teacher gave the correction, and what a teacher calls it. */
export const ErrorKind = z.object({
  /** The correction's category ("article", "tense"...), or OTHER_ERROR_KIND. */
  key: z.string(),
  /** Its name in plain English ("Articles (a, an, the)"). */
  label: z.string(),
});
export type ErrorKind = z.infer<typeof ErrorKind>;

/** The grade that counts: the teacher's once they graded every criterion, else Redpen's advice. */
export const CountedGrade = z.object({
  source: z.enum(["teacher", "advised"]),
  total: z.number(),
  /** The certificate's highest total, when known. */
  max: z.number().nullable(),
  per_criterion: GradePerCriterion,
});
export type CountedGrade = z.infer<typeof CountedGrade>;

/** One essay in a progress list. */
export const ProgressEssay = z.object({
  id: z.uuid(),
  /** The student's name as written on the essay, if given. */
  name: z.string().nullable(),
  status: EssayStatus,
  /** When it was uploaded, an ISO 8601 date-time. */
  created_at: z.string(),
  certificate: Certificate,
  /** Words of the student's text; null while it is not read yet. */
  words: z.number().int().nonnegative().nullable(),
  /** The grade that counts; null when none could be advised (or before the correction). */
  grade: CountedGrade.nullable(),
  /** The corrections the student sees; null before the correction. */
  corrections: z.number().int().nonnegative().nullable(),
  /** What to work on: the kind of error corrected most often in it; null without corrections. */
  work_on: ErrorKind.nullable(),
});
export type ProgressEssay = z.infer<typeof ProgressEssay>;

/** A corrected essay's figures over time: its errors per 100 words, in total and per kind of the chart. */
export const ProgressErrorRates = z.object({
  essay_id: z.uuid(),
  total_per_100_words: z.number().nonnegative(),
  /** Per kind of `error_kinds` (the others summed under OTHER_ERROR_KIND); a kind with none is 0. */
  per_100_words: z.record(z.string(), z.number().nonnegative()),
});
export type ProgressErrorRates = z.infer<typeof ProgressErrorRates>;

/** A criterion graded in the student's essays, with its top band when the certificate is still offered. */
export const ProgressCriterion = z.object({ name: z.string(), max: z.number().nullable() });
export type ProgressCriterion = z.infer<typeof ProgressCriterion>;

/** A correction of the student's own essays, as an example of a kind of error. */
export const ErrorExample = z.object({
  essay_id: z.uuid(),
  /** The words the student wrote (empty when a word was missing). */
  original: z.string(),
  /** What the teacher's marking puts instead (empty when the words are to be left out). */
  replacement: z.string(),
  /** Up to four words before and after it, to read it in its sentence. */
  before: z.string(),
  after: z.string(),
  /** Whether the text goes on before `before` (shown as "…"). */
  cut_before: z.boolean(),
  /** Whether the text goes on after `after` (shown as "…"); `after` then ends with no punctuation. */
  cut_after: z.boolean(),
});
export type ErrorExample = z.infer<typeof ErrorExample>;

/** One of the student's most frequent kinds of error, with examples from their essays. */
export const FrequentError = ErrorKind.extend({
  /** Corrections of this kind in all their corrected essays. */
  count: z.number().int().positive(),
  /** Up to three different corrections of it, the most repeated first. */
  examples: z.array(ErrorExample),
});
export type FrequentError = z.infer<typeof FrequentError>;

/**
 * GET /students/{student_id}/progress: the student's essays, oldest first, and the figures of the
 * corrected ones: grade per criterion (in `essays`), errors per 100 words by kind, words per essay,
 * and their three most frequent kinds of error.
 */
export const StudentProgressResponse = z.object({
  data: z.object({
    /** Who they are, and their class. */
    student: z.object({ id: z.uuid(), name: z.string(), class_id: z.uuid(), class_name: z.string() }),
    essays: z.array(ProgressEssay),
    /** The criteria graded in their essays, in the order first met. */
    criteria: z.array(ProgressCriterion),
    /** The kinds of error the charts show on their own, most frequent first, then OTHER_ERROR_KIND if any other. */
    error_kinds: z.array(ErrorKind),
    /** Per corrected essay, oldest first. */
    error_rates: z.array(ProgressErrorRates),
    /** The three kinds of error corrected most often (fewer when there are fewer), most first. */
    frequent_errors: z.array(FrequentError),
  }),
});
export type StudentProgressResponse = z.infer<typeof StudentProgressResponse>;

/** The student's latest draft of an essay, sent through its share link, and how it was checked. */
export const LatestDraft = z.object({
  /** 2 for the second draft, 3 for the next... */
  number: z.number().int().min(2),
  /** When the student sent it, an ISO 8601 date-time. */
  sent_at: z.string(),
  /** The first draft's marks the student fixed in it, of all of them ("9 of 12 fixed"). */
  fixed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type LatestDraft = z.infer<typeof LatestDraft>;

/** How far the teacher went with an essay: its corrections they checked, and what the student was given. */
export const EssayReview = z.object({
  /** The corrections the teacher checked (their own, changed, rejected or kept on purpose), of all of them ("5 of 12 checked"). */
  checked: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Whether the essay has a live share link. */
  shared: z.boolean(),
  /** What its share link shows. */
  share_mode: ShareMode,
  /** How many later drafts the student may send through the link (0: none). */
  drafts_allowed: z.number().int().nonnegative(),
});
export type EssayReview = z.infer<typeof EssayReview>;

/** An essay of a class, with whose it is. */
export const ClassProgressEssay = ProgressEssay.extend({
  /** The class's student it belongs to; null when none was picked (or they were deleted). */
  student_id: z.uuid().nullable(),
  /** The student's latest draft of it; null until they send one. */
  latest_draft: LatestDraft.nullable(),
  /** The teacher's review of it; `checked` and `total` are 0 before the correction. */
  review: EssayReview,
});
export type ClassProgressEssay = z.infer<typeof ClassProgressEssay>;

/** A student of the class, with what they should work on most across their essays. */
export const ClassProgressStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Their essays in this class. */
  essay_count: z.number().int().nonnegative(),
  /** The kind of error corrected most often in their corrected essays; null without any. */
  work_on: ErrorKind.nullable(),
});
export type ClassProgressStudent = z.infer<typeof ClassProgressStudent>;

/** GET /classes/{class_id}/progress: the class's students (by name) and its essays (newest first). */
export const ClassProgressResponse = z.object({
  data: z.object({
    students: z.array(ClassProgressStudent),
    essays: z.array(ClassProgressEssay),
  }),
});
export type ClassProgressResponse = z.infer<typeof ClassProgressResponse>;
