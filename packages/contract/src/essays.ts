import { z } from "zod";
import { CorrectedBy } from "./model-use";
import { Certificate, CertificateId } from "./certificates";
import { ESSAY_IMAGES_MAX } from "./constants";
import { CorrectionCode } from "./correction-codes";
import { EssayEdit } from "./edits";
import { EssayStatus, InputMethod, Rating } from "./enums";
import { GradingCriterion } from "./grading";
import { NewResourceId } from "./ids";
import { ShareMode } from "./share-links";
import { EssayText, StudentName, TopicText } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** Grade per certificate criterion, keyed by the criterion's name. */
export const GradePerCriterion = z.record(z.string().min(1).max(200), z.number());
export type GradePerCriterion = z.infer<typeof GradePerCriterion>;

/** The teacher's grading and ratings as stored on the essay; each part is null until given. */
export const UserFeedback = z.object({
  /** Teacher's total grade. */
  grade: z.number().nullable().optional(),
  /** Teacher's grade per criterion. */
  grade_per_certificate_criterion: GradePerCriterion.nullable().optional(),
  /** Rating of the transcription (photo essays only). */
  transcription: Rating.nullable().optional(),
  /** Rating of the correction. */
  correction: Rating.nullable().optional(),
  /** Rating of the drafted feedback. */
  feedback: Rating.nullable().optional(),
  /** The teacher's comment on the help they got. */
  comment: z.string().nullable().optional(),
});
export type UserFeedback = z.infer<typeof UserFeedback>;

/** The photos of an essay, in page order, and its topic photo. */
export const EssayRelationships = z.object({
  /** The essay's photos, first page first; empty for a text essay. */
  student_image_ids_sorted: z.array(z.uuid()),
  /** The topic's photo, if the topic was given as one. */
  topic_image_id: z.uuid().nullable(),
});
export type EssayRelationships = z.infer<typeof EssayRelationships>;

/** Why the teacher's last fix of the text could not be corrected, and the fixed text it tried. */
export const FixFailure = z.object({ reason: z.string(), original: z.string() });
export type FixFailure = z.infer<typeof FixFailure>;

/** An essay's data (docs/behaviour/api.md); what the correction fills in is null until it is done. */
export const EssayData = z.object({
  /** The student's name, if given. */
  name: z.string().nullable(),
  /** The essay's text: pasted, or transcribed from the photos (null while pending). */
  original: z.string().nullable(),
  /** The corrected text: the original with the marking applied. */
  correction: z.string().nullable(),
  /** PENDING, then SUCCESS or FAILURE. */
  status: EssayStatus,
  /** The certificate the essay is written for, by the labels it was stored with. */
  certificate: Certificate,
  /** Its option's stable id (GET /essays/certificates); null for an essay whose certificate matched no option. */
  certificate_id: CertificateId.nullable(),
  /** Photos or pasted text. */
  input_method: InputMethod,
  /** How the topic was given, or null without a topic. */
  topic_input_method: InputMethod.nullable(),
  /** The topic as text. */
  topic_text: z.string().nullable(),
  /** Photos of the essay and of the topic. */
  relationships: EssayRelationships,
  /** The advised total grade. */
  grade: z.number().nullable(),
  /** Highest possible total grade for the certificate. */
  grade_max: z.number().nullable(),
  /** The advised grade per certificate criterion. */
  grade_per_certificate_criterion: GradePerCriterion.nullable(),
  /** The certificate's criteria in its order, each with its top band, its step and why its grade was advised; null when the certificate is no longer offered. */
  grading_criteria: z.array(GradingCriterion).nullable(),
  /** The teacher's grading and ratings. */
  user_feedback: UserFeedback.nullable(),
  /** Feedback for the student: drafted, then the teacher's. */
  feedback: z.string().nullable(),
  /** The text as first pasted or read from the photos, once the teacher has fixed it; else null (and null for visitors). */
  first_original: z.string().nullable(),
  /** The teacher's corrections that the last fix of the text dropped, because their words changed; null before any fix (and for visitors). */
  dropped_edits: z.array(EssayEdit).nullable(),
  /** How many of the school's graded essays its calibration of the advised grades learnt from; null when Redpen's general model advised them. */
  advised_from_school_essays: z.number().int().nonnegative().nullable(),
  /** Why the teacher's last fix of the text could not be corrected, and the fixed text it tried (the essay is as before the fix); null otherwise (and for visitors). */
  fix_failure: FixFailure.nullable(),
  /**
   * Why a FAILURE essay was not corrected, in words for its teacher (what to do is said too), its
   * teacher's only: null otherwise, and for visitors.
   */
  failure_reason: z.string().nullable().optional(),
  /** Whether the feedback is the teacher's own (a fix of the text keeps it) rather than the engine's draft. */
  feedback_by_teacher: z.boolean(),
  /** Whether a fix of the text keeps the feedback: the teacher's own, or one they had Redpen draft again (false for its first draft, which a fix drafts anew). */
  feedback_kept_on_fix: z.boolean(),
  /** The teacher's class the essay was given, or null (null for visitors too). */
  class_id: z.string().nullable(),
  /** The student of that class who wrote it, or null (null for visitors too); `name` is then the student's name. */
  student_id: z.string().nullable(),
  /** The marking on the original text: the engine's edits with what the teacher did with them, and the teacher's own (a visitor gets all but the rejected ones). */
  edits: z.array(EssayEdit).nullable(),
  /** Which engine corrected it, when an LLM provider is set, for its teacher; null before the correction, for essays corrected before it was kept, and for visitors. */
  corrected_by: CorrectedBy.nullable().optional(),
  /** What its share link shows the student: the corrections, or only the correction codes (then a visitor's edits hide their answers, and `correction` is null). */
  share_mode: ShareMode,
  /** The correction codes of the essay's school (Redpen's defaults until an owner changes them): see codeOfEdit. */
  correction_codes: z.array(CorrectionCode),
  /** How its teacher is called (teacherCalled: their name, else their email), for the printout and the student's page; absent from lists. */
  teacher: z.string().nullable().optional(),
  /** The name of its school, for the printout; absent from lists, null once the school is deleted. */
  school_name: z.string().nullable().optional(),
});
export type EssayData = z.infer<typeof EssayData>;

/** GET /essays/{essay_id}, and the reply of POST and PATCH /essays/{essay_id}. */
export const EssayResponse = z.object({
  /** Client-generated UUID. */
  id: z.uuid(),
  /** Optimistic version; a PATCH sends it + 1. */
  version: z.number().int(),
  /** The essay. */
  data: EssayData,
});
export type EssayResponse = z.infer<typeof EssayResponse>;

/**
 * POST /essays/{essay_id}/retry: a FAILURE essay corrected again from its own pages (or text),
 * class, student and task. An essay charged before (its failure gave the credit back) is corrected
 * again at no charge; one not charged yet (held before charging) takes its one credit now.
 */
export const EssayRetryRequest = withFieldWords(
  z
    .object({
      /** The stored version + 1. */
      version: z.number().int().positive(),
      data: z
        .object({
          /** The essay's text as the teacher checked it; null or absent: the text read from its pages again. */
          original: EssayText.nullable().optional(),
        })
        .strict(),
    })
    .strict(),
  { version: "the version", data: "the change", "data.original": "the essay's text" },
);
export type EssayRetryRequest = z.infer<typeof EssayRetryRequest>;

/** Path parameters of /essays/{essay_id}. */
export const EssayIdParams = z.object({ essay_id: z.uuid() });
export type EssayIdParams = z.infer<typeof EssayIdParams>;

/** Path parameters of POST /essays/{essay_id}: a new essay's id is a random UUID v4 the client made. */
export const EssayCreateParams = z.object({ essay_id: NewResourceId });
export type EssayCreateParams = z.infer<typeof EssayCreateParams>;

const photosMessage = `add 1 to ${ESSAY_IMAGES_MAX} photos`;
const imagesPath = ["relationships", "student_image_ids_sorted"];

/** The data of POST /essays/{essay_id}: text or 1-3 photos, a certificate, an optional topic (text or one photo). */
export const EssayCreateData = z
  .object({
    /** Student name, optional; with `student_id` it is the student's name as the class has it. */
    name: StudentName,
    /** One of the caller's classes, optional. */
    class_id: z.uuid().nullable().optional(),
    /** A student of the caller's (of `class_id` when it is given; their class otherwise), optional. */
    student_id: z.uuid().nullable().optional(),
    /**
     * The essay's text: pasted (TEXT, required), or for a photo essay the text read from its photos
     * as the teacher checked it (IMAGE, optional: without it the text is read from the photos).
     * Either is checked as a pasted essay is (30 words, 10000 characters, no control characters).
     */
    original: z.string().nullable().optional(),
    /** The certificate's option id (GET /essays/certificates); or `certificate`, or both naming the same option. */
    certificate_id: CertificateId.optional(),
    /** Certificate name, CEFR level and format, without format_description: the older way to name it. */
    certificate: Certificate.strict().optional(),
    /** Photos or pasted text. */
    input_method: InputMethod,
    /** IMAGE, TEXT or null/absent; when given it must match the topic sent. */
    topic_input_method: InputMethod.nullable().optional(),
    /** The topic as text, optional. */
    topic_text: TopicText,
    /** The essay's photos (IMAGE only) and the topic's photo. */
    relationships: z
      .object({
        /** Uploaded essay photos, first page first: 1 to 3 for IMAGE, none for TEXT. */
        student_image_ids_sorted: z.array(z.uuid()).default([]),
        /** An uploaded topic photo, instead of topic_text. */
        topic_image_id: z.uuid().nullable().optional(),
      })
      .strict()
      .default({ student_image_ids_sorted: [] }),
  })
  .strict()
  .superRefine((data, ctx) => {
    if (data.certificate_id === undefined && data.certificate === undefined)
      ctx.addIssue({ code: "custom", path: ["certificate"], message: "is missing" });
    const images = data.relationships.student_image_ids_sorted;
    const topicImage = data.relationships.topic_image_id ?? null;
    if (data.input_method === "TEXT") {
      const issue = EssayText.safeParse(data.original ?? "").error?.issues[0];
      if (issue) ctx.addIssue({ code: "custom", path: ["original"], message: issue.message, params: paramsOf(issue) });
      if (images.length > 0) ctx.addIssue({ code: "custom", path: imagesPath, message: "a text essay has no photos" });
    } else {
      // Blank or absent: the text is read from the photos when the essay is corrected.
      const message = data.original?.trim() ? EssayText.safeParse(data.original).error?.issues[0]?.message : undefined;
      if (message) ctx.addIssue({ code: "custom", path: ["original"], message });
      if (images.length < 1 || images.length > ESSAY_IMAGES_MAX)
        ctx.addIssue({ code: "custom", path: imagesPath, message: photosMessage });
    }
    if (new Set(images).size !== images.length)
      ctx.addIssue({ code: "custom", path: imagesPath, message: "each photo can be sent only once" });
    if (topicImage && images.includes(topicImage))
      ctx.addIssue({
        code: "custom",
        path: ["relationships", "topic_image_id"],
        message: "the topic photo cannot be a page of the essay",
      });
    const hasTopicText = Boolean(data.topic_text?.trim());
    if (hasTopicText && topicImage)
      ctx.addIssue({
        code: "custom",
        path: ["topic_text"],
        message: "give the topic as text or as one photo, not both",
      });
    const expected = topicImage ? "IMAGE" : hasTopicText ? "TEXT" : null;
    if (data.topic_input_method !== undefined && data.topic_input_method !== expected) {
      ctx.addIssue({
        code: "custom",
        path: ["topic_input_method"],
        message: `must be ${expected ?? "null"} for this topic`,
      });
    }
  });
export type EssayCreateData = z.infer<typeof EssayCreateData>;

/** A custom issue's params (the limit a word-count message is about), to pass it on. */
const paramsOf = (issue: z.core.$ZodIssue) => (issue.code === "custom" ? issue.params : undefined);

/** POST /essays/{essay_id} body; the id in the path is a client-generated UUID. */
export const EssayCreateRequest = withFieldWords(
  z
    .object({
      /** The new essay. */
      data: EssayCreateData,
    })
    .strict(),
  {
    data: "the essay",
    "data.name": "the student's name",
    "data.class_id": "the class",
    "data.student_id": "the student",
    "data.original": "the essay's text",
    "data.certificate_id": "the certificate",
    "data.certificate": "the certificate",
    "data.certificate.name": "the certificate's name",
    "data.certificate.cefr_level": "the certificate's level",
    "data.certificate.format": "the certificate's format",
    "data.input_method": "the kind of essay (photos or text)",
    "data.topic_input_method": "the kind of topic (photo or text)",
    "data.topic_text": "the topic",
    "data.relationships": "the photos",
    "data.relationships.student_image_ids_sorted": "the essay's photos",
    "data.relationships.student_image_ids_sorted.*": "photo {n} of the essay",
    "data.relationships.topic_image_id": "the topic's photo",
  },
);
export type EssayCreateRequest = z.infer<typeof EssayCreateRequest>;
