import { z } from "zod";
import { GRADE_STEP, gradeTotal } from "./constants";
import { EssayEditsPatch } from "./edits";
import { Rating } from "./enums";
import {
  EssayText,
  FeedbackComment,
  FeedbackText,
  FORBIDDEN_CHARACTER_MESSAGE,
  GradeValue,
  hasForbiddenCharacter,
} from "./validation";
import { withFieldWords } from "./validation-sentences";

/** PATCH data: the teacher's grading; the total must be the sum of the criteria. */
export const EssayGradingPatch = z
  .object({
    /** The teacher's grading. */
    user_feedback: z
      .object({
        /** Grade per criterion, each >= 0 and rounded to 2 decimals; at least one; names without control characters. */
        grade_per_certificate_criterion: z
          .record(z.string().min(1).max(200), GradeValue)
          .refine((grades) => Object.keys(grades).length > 0, "grade every criterion")
          // Checked here rather than on the key, so the 400 names this field instead of echoing the faulty key.
          .refine((grades) => !Object.keys(grades).some(hasForbiddenCharacter), FORBIDDEN_CHARACTER_MESSAGE),
        /** The total, rounded to 2 decimals. */
        grade: GradeValue,
      })
      .strict()
      // The client may sum raw values: each rounded criterion, and the rounded total, may drift half a step.
      .refine(
        ({ grade, grade_per_certificate_criterion: grades }) =>
          Math.abs(grade - gradeTotal(grades)) <= (GRADE_STEP / 2) * (Object.keys(grades).length + 1) + 1e-9,
        {
          path: ["grade"],
          message: "the grade must be the sum of the criteria",
          // Only once every grade is valid; a sum over bad grades would just add noise.
          when: (payload) => payload.issues.length === 0,
        },
      ),
  })
  .strict();
export type EssayGradingPatch = z.infer<typeof EssayGradingPatch>;

/** PATCH data: the feedback for the student. */
export const EssayFeedbackPatch = z
  .object({
    /** Feedback for the student: 2 words to 10000 characters. */
    feedback: FeedbackText,
  })
  .strict();
export type EssayFeedbackPatch = z.infer<typeof EssayFeedbackPatch>;

/** PATCH data: the essay's text fixed by the teacher (a misread word, a typo in the paste); it is corrected again, at no charge. */
export const EssayOriginalPatch = z
  .object({
    /** The fixed text: as a pasted essay, 30 words to 10000 characters. */
    original: EssayText,
  })
  .strict();
export type EssayOriginalPatch = z.infer<typeof EssayOriginalPatch>;

/** PATCH data: draft the feedback again from the teacher's marking (replacing the feedback, the teacher's own included). */
export const EssayFeedbackDraftPatch = z
  .object({
    /** Always true. */
    draft_feedback: z.literal(true),
  })
  .strict();
export type EssayFeedbackDraftPatch = z.infer<typeof EssayFeedbackDraftPatch>;

/**
 * PATCH data: the essay's class and student. A student sets the class to theirs (a class sent with
 * them must be it); a class alone leaves the essay with no student; null for both clears them.
 */
export const EssayStudentPatch = z
  .object({
    /** One of the caller's classes, or null. */
    class_id: z.uuid().nullable().optional(),
    /** A student of the caller's, or null. */
    student_id: z.uuid().nullable().optional(),
  })
  .strict();
export type EssayStudentPatch = z.infer<typeof EssayStudentPatch>;

const RATING_KEYS = ["transcription", "correction", "feedback", "comment"] as const;

/** PATCH data: the teacher's ratings of the help and a comment; null clears one, at least one key. */
export const EssayRatingsPatch = z
  .object({
    /** The teacher's ratings. */
    user_feedback: z
      .object({
        /** Rating of the transcription (photo essays). */
        transcription: Rating.nullable().optional(),
        /** Rating of the correction. */
        correction: Rating.nullable().optional(),
        /** Rating of the drafted feedback. */
        feedback: Rating.nullable().optional(),
        /** A comment, 1 to FEEDBACK_COMMENT_MAX_CHARS characters. */
        comment: FeedbackComment.nullable().optional(),
      })
      .strict()
      .refine((ratings) => RATING_KEYS.some((key) => ratings[key] !== undefined), "give a rating or a comment"),
  })
  .strict();
export type EssayRatingsPatch = z.infer<typeof EssayRatingsPatch>;

const GRADING_KEYS = ["grade", "grade_per_certificate_criterion"] as const;
const ONE_KIND_MESSAGE =
  "send one of: user_feedback grading, feedback, user_feedback ratings, edits, original, draft_feedback, or class_id and student_id";

/** The six kinds of PATCH data, each with its schema; the body says which by the keys of its data alone. */
const PATCH_SCHEMAS = {
  grading: EssayGradingPatch,
  feedback: EssayFeedbackPatch,
  ratings: EssayRatingsPatch,
  edits: EssayEditsPatch,
  original: EssayOriginalPatch,
  draft: EssayFeedbackDraftPatch,
  student: EssayStudentPatch,
} as const;

/** The kinds of change of PATCH /essays/{essay_id}. */
export type EssayPatchKind = keyof typeof PATCH_SCHEMAS;

/** The kinds that have the engine work: a marking change (graded again), 'Draft again', and a text fix (corrected again). */
export const ENGINE_PATCH_KINDS: ReadonlySet<EssayPatchKind> = new Set(["edits", "draft", "original"]);

/** Which kind a body's data is, by its keys; null when it is none or several. */
function patchKind(data: Record<string, unknown>): EssayPatchKind | null {
  const userFeedback = data.user_feedback;
  const inner = userFeedback && typeof userFeedback === "object" ? Object.keys(userFeedback) : [];
  const kinds: EssayPatchKind[] = [];
  if (GRADING_KEYS.some((key) => inner.includes(key))) kinds.push("grading");
  if ("feedback" in data) kinds.push("feedback");
  if ("edits" in data) kinds.push("edits");
  if ("original" in data) kinds.push("original");
  if ("draft_feedback" in data) kinds.push("draft");
  if ("class_id" in data || "student_id" in data) kinds.push("student");
  if (inner.some((key) => (RATING_KEYS as readonly string[]).includes(key))) kinds.push("ratings");
  // An empty or unknown user_feedback is read as ratings, whose schema then names what is wrong.
  if (kinds.length === 0 && userFeedback !== undefined) return "ratings";
  return kinds.length === 1 ? (kinds[0] ?? null) : null;
}

/**
 * The data of PATCH /essays/{essay_id} as parsed: the data sent, checked by the schema of its kind,
 * with `kind` saying which of the six it is. `kind` is not sent: the keys of the data tell it.
 */
export type EssayPatch = {
  [Kind in EssayPatchKind]: { kind: Kind } & z.output<(typeof PATCH_SCHEMAS)[Kind]>;
}[EssayPatchKind];

/** The parsed data of one kind. */
export type EssayPatchOf<Kind extends EssayPatchKind> = Extract<EssayPatch, { kind: Kind }>;

/**
 * The data of PATCH /essays/{essay_id}: exactly one of teacher grading, feedback, ratings, the
 * marking (edits), the fixed text (original) or a new feedback draft (draft_feedback), parsed once
 * into its kind. The kind is picked by its keys first, so a 400 names the faulty field instead of
 * a bare union failure.
 */
export const EssayPatchData = z
  .looseObject({
    user_feedback: z.looseObject({}).optional(),
    feedback: z.unknown().optional(),
    edits: z.unknown().optional(),
    original: z.unknown().optional(),
    draft_feedback: z.unknown().optional(),
    class_id: z.unknown().optional(),
    student_id: z.unknown().optional(),
  })
  .transform((data, ctx): EssayPatch => {
    const kind = patchKind(data);
    if (!kind) {
      ctx.addIssue({ code: "custom", message: ONE_KIND_MESSAGE });
      return z.NEVER;
    }
    const result = PATCH_SCHEMAS[kind].safeParse(data);
    if (result.success) return { kind, ...result.data } as EssayPatch;
    // Each issue as its kind's schema found it (its code and limits too), so the reply can say it in words.
    for (const issue of result.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
export type EssayPatchData = z.infer<typeof EssayPatchData>;

/** PATCH /essays/{essay_id} body; version is the stored version + 1 (a stale one is a 409). */
export const EssayPatchRequest = withFieldWords(
  z
    .object({
      /** The stored version + 1. */
      version: z.number().int().min(1),
      /** One kind of change. */
      data: EssayPatchData,
    })
    .strict(),
  {
    version: "the essay's version",
    data: "the change",
    "data.feedback": "the feedback",
    "data.original": "the essay's text",
    "data.user_feedback": "your grading or rating",
    "data.user_feedback.grade": "the total grade",
    "data.user_feedback.grade_per_certificate_criterion": "the grade of each criterion",
    "data.user_feedback.grade_per_certificate_criterion.*": "{key}",
    "data.user_feedback.transcription": "your rating of the transcription",
    "data.user_feedback.correction": "your rating of the correction",
    "data.user_feedback.feedback": "your rating of the feedback",
    "data.user_feedback.comment": "your comment",
    "data.edits": "the corrections",
    "data.edits.*": "correction {n}",
    "data.edits.*.replacement": "the replacement of correction {n}",
    "data.edits.*.explanation": "the explanation of correction {n}",
    "data.draft_feedback": "the feedback draft",
    "data.class_id": "the class",
    "data.student_id": "the student",
  },
);
export type EssayPatchRequest = z.infer<typeof EssayPatchRequest>;

/** What a client may send to PATCH /essays/{essay_id}, precisely typed (the schema's own input type is loose). */
export interface EssayPatchRequestInput {
  /** The stored version + 1. */
  version: number;
  /** One of the six kinds. */
  data: { [Kind in EssayPatchKind]: z.input<(typeof PATCH_SCHEMAS)[Kind]> }[EssayPatchKind];
}
