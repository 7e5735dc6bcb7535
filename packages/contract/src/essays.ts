import { z } from "zod";
import { Certificate } from "./certificates";
import { ESSAY_IMAGES_MAX } from "./constants";
import { EssayStatus, InputMethod, Rating } from "./enums";
import { EssayText, FeedbackComment, FeedbackText, GradeValue, StudentName, TopicText } from "./validation";

/** One correction made by the engine, on character offsets of the original text. */
export const EssayEdit = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  original: z.string(),
  replacement: z.string(),
  category: z.string(),
  rule_id: z.string(),
  explanation: z.string(),
});
export type EssayEdit = z.infer<typeof EssayEdit>;

const GradePerCriterion = z.record(z.string(), z.number());

/** The teacher's grading and ratings. */
export const UserFeedback = z.object({
  grade: z.number().nullable().optional(),
  grade_per_certificate_criterion: GradePerCriterion.nullable().optional(),
  transcription: Rating.nullable().optional(),
  correction: Rating.nullable().optional(),
  feedback: Rating.nullable().optional(),
  comment: z.string().nullable().optional(),
});
export type UserFeedback = z.infer<typeof UserFeedback>;

export const EssayRelationships = z.object({
  student_image_ids_sorted: z.array(z.uuid()),
  topic_image_id: z.uuid().nullable(),
});

/** An essay's data (SPEC.md 3); what the correction fills in is null until it is done. */
export const EssayData = z.object({
  name: z.string().nullable(),
  original: z.string().nullable(),
  correction: z.string().nullable(),
  status: EssayStatus,
  certificate: Certificate,
  input_method: InputMethod,
  topic_input_method: InputMethod.nullable(),
  topic_text: z.string().nullable(),
  relationships: EssayRelationships,
  grade: z.number().nullable(),
  grade_max: z.number().nullable(),
  grade_per_certificate_criterion: GradePerCriterion.nullable(),
  user_feedback: UserFeedback.nullable(),
  feedback: z.string().nullable(),
  edits: z.array(EssayEdit).nullable(),
});
export type EssayData = z.infer<typeof EssayData>;

/** GET /essays/{essay_id}, and the reply of POST and PATCH. */
export const EssayResponse = z.object({ id: z.uuid(), version: z.number().int(), data: EssayData });
export type EssayResponse = z.infer<typeof EssayResponse>;

export const EssayIdParams = z.object({ essay_id: z.uuid() });
export type EssayIdParams = z.infer<typeof EssayIdParams>;

const booleanFromQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /essays query: newest first, the caller's own essays. */
export const EssayListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  filter_has_topic: booleanFromQuery.optional(),
});
export type EssayListQuery = z.infer<typeof EssayListQuery>;

export const EssayListResponse = z.object({ data: z.array(EssayResponse) });
export type EssayListResponse = z.infer<typeof EssayListResponse>;

/** POST /essays/{essay_id} body: text or photos, a certificate, an optional topic (text or one photo). */
export const EssayCreateRequest = z
  .object({
    data: z
      .object({
        name: StudentName,
        original: z.string().nullable().optional(),
        certificate: Certificate.strict(),
        input_method: InputMethod,
        topic_input_method: InputMethod.nullable().optional(),
        topic_text: TopicText,
        relationships: z
          .object({
            student_image_ids_sorted: z.array(z.uuid()).max(ESSAY_IMAGES_MAX).default([]),
            topic_image_id: z.uuid().nullable().optional(),
          })
          .strict()
          .default({ student_image_ids_sorted: [] }),
      })
      .strict()
      .superRefine((data, ctx) => {
        const images = data.relationships.student_image_ids_sorted;
        if (data.input_method === "TEXT") {
          const result = EssayText.safeParse(data.original ?? "");
          if (!result.success) ctx.addIssue({ code: "custom", path: ["original"], message: result.error.issues[0]?.message ?? "invalid" });
          if (images.length > 0) ctx.addIssue({ code: "custom", path: ["relationships", "student_image_ids_sorted"], message: "a text essay has no photos" });
        } else if (images.length < 1) {
          ctx.addIssue({ code: "custom", path: ["relationships", "student_image_ids_sorted"], message: `add 1 to ${ESSAY_IMAGES_MAX} photos` });
        }
        const hasTopicText = Boolean(data.topic_text?.trim());
        const hasTopicImage = Boolean(data.relationships.topic_image_id);
        if (hasTopicText && hasTopicImage) ctx.addIssue({ code: "custom", path: ["topic_text"], message: "give the topic as text or as one photo, not both" });
        const expected = hasTopicImage ? "IMAGE" : hasTopicText ? "TEXT" : null;
        if ((data.topic_input_method ?? null) !== expected && data.topic_input_method !== undefined) {
          ctx.addIssue({ code: "custom", path: ["topic_input_method"], message: `must be ${expected ?? "null"} for this topic` });
        }
      }),
  })
  .strict();
export type EssayCreateRequest = z.infer<typeof EssayCreateRequest>;

/** PATCH /essays/{essay_id}: one of teacher grading, feedback, or ratings; version is the stored version + 1. */
export const EssayPatchRequest = z
  .object({
    version: z.number().int().min(1),
    data: z.union([
      z.object({ user_feedback: z.object({ grade_per_certificate_criterion: z.record(z.string(), GradeValue), grade: GradeValue }).strict() }).strict(),
      z.object({ feedback: FeedbackText }).strict(),
      z
        .object({
          user_feedback: z
            .object({ transcription: Rating.nullable().optional(), correction: Rating.nullable().optional(), feedback: Rating.nullable().optional(), comment: FeedbackComment.nullable().optional() })
            .strict(),
        })
        .strict(),
    ]),
  })
  .strict();
export type EssayPatchRequest = z.infer<typeof EssayPatchRequest>;
