import { z } from "zod";
import { ErrorExample, ErrorKind } from "./progress";

/**
 * GET /classes/{class_id}/overview: what to teach the class next, from each writer's latest
 * corrected essay (a writer is a student of the class, or an essay of it with no student picked).
 * Counted as on the progress pages: the grade that counts, the corrections the student sees.
 */

/** The class's grades of one criterion, on the certificate's scale (0 to `scale_max`). */
export const CriterionSpread = z.object({
  name: z.string(),
  /** The criterion's top band, when the certificate is known. */
  scale_max: z.number().nullable(),
  /** The latest essays graded on it. */
  essays: z.number().int().positive(),
  /** Rounded to one decimal. */
  mean: z.number(),
  lowest: z.number(),
  highest: z.number(),
  /** The population standard deviation, rounded to one decimal (0 for one essay). */
  standard_deviation: z.number().nonnegative(),
});
export type CriterionSpread = z.infer<typeof CriterionSpread>;

/** A correction in a student's latest essay, with whose it is. */
export const ClassErrorExample = ErrorExample.extend({
  /** The student's name, else the name written on the essay, else "No name". */
  student_name: z.string(),
});
export type ClassErrorExample = z.infer<typeof ClassErrorExample>;

/** A kind of error, with how many writers made it in their latest essay. */
export const ClassFrequentError = ErrorKind.extend({
  /** Writers with at least one correction of this kind. */
  students: z.number().int().positive(),
  /** Corrections of this kind in all those essays. */
  corrections: z.number().int().positive(),
  /** Up to three corrections of it, each from a different writer. */
  examples: z.array(ClassErrorExample),
});
export type ClassFrequentError = z.infer<typeof ClassFrequentError>;

/** One corrected essay's figures, for comparing a student's latest essay with the one before. */
export const EssayFigures = z.object({
  essay_id: z.uuid(),
  created_at: z.string(),
  /** The grade that counts as a share of the highest total (0 to 1, two decimals); null without one. */
  grade_share: z.number().nullable(),
  errors_per_100_words: z.number().nonnegative(),
});
export type EssayFigures = z.infer<typeof EssayFigures>;

/** A student with two corrected essays or more: their latest against the one before. */
export const StudentChange = z.object({
  student_id: z.uuid(),
  name: z.string(),
  before: EssayFigures,
  latest: EssayFigures,
  /**
   * By the grade when both essays have one (a change under 0.05 of the total is "same"), else by
   * errors per 100 words (fewer is better; a change under 1 is "same").
   */
  change: z.enum(["improved", "same", "worse"]),
});
export type StudentChange = z.infer<typeof StudentChange>;

/** A student of the class, named. */
export const OverviewStudent = z.object({ id: z.uuid(), name: z.string() });
export type OverviewStudent = z.infer<typeof OverviewStudent>;

export const ClassOverviewResponse = z.object({
  data: z.object({
    /** The class's students. */
    students: z.number().int().nonnegative(),
    /** The latest corrected essays the figures count (one a writer). */
    essays_counted: z.number().int().nonnegative(),
    /** Each criterion graded in them, in the order first met. */
    criteria: z.array(CriterionSpread),
    /** The kinds of error most writers made, most writers first (at most five; "other kinds" never). */
    frequent_errors: z.array(ClassFrequentError),
    /** Students whose latest essay did better than the one before, and those whose did not, by name. */
    improved: z.array(StudentChange),
    not_improved: z.array(StudentChange),
    /** Students with no essay in the class at all, by name. */
    no_essay: z.array(OverviewStudent),
    /** The class's latest started class set and the students with no essay in it; null without one. */
    latest_set: z
      .object({
        id: z.uuid(),
        created_at: z.string(),
        topic: z.string().nullable(),
        missing: z.array(OverviewStudent),
      })
      .nullable(),
  }),
});
export type ClassOverviewResponse = z.infer<typeof ClassOverviewResponse>;
