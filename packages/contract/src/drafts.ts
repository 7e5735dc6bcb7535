import { z } from "zod";
import { EngineEdit, EssayEdit, EssayEditsPatch } from "./edits";
import { EssayGradingPatch } from "./essay-patch";
import { GradePerCriterion } from "./essays";
import { ShareToken } from "./share-links";
import { EssayText, FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from "./validation";

/**
 * The student's second draft: through the essay's share link, while its teacher allows it, the
 * student sends the essay corrected by themselves; Redpen checks each mark of the first draft
 * (fixed, still wrong, untouched) and corrects the draft as any essay, at no charge.
 */

/** The most drafts after the first a teacher may allow. */
export const DRAFTS_ALLOWED_MAX = 5;
/**
 * A draft keeping less than this share of the first draft's words is another text, not a draft
 * (a student pasting another essay, or the wrong file).
 */
export const DRAFT_MIN_KEPT_WORDS = 0.5;

/** What the student did with a mark: fixed, changed but still wrong, or untouched. */
export const MarkVerdict = z.enum(["fixed", "wrong", "untouched"]);
export type MarkVerdict = z.infer<typeof MarkVerdict>;

/** The check of one mark of the first draft in the student's draft. */
export const DraftMarkResult = z.object({
  /** The mark's span and words in the first draft. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  original: z.string(),
  /** The expected correction; empty when the essay is shared as codes and its answer is not given. */
  replacement: z.string(),
  /** The mark's category (its code comes from it, see codeOfEdit). */
  category: z.string(),
  /** The code the teacher picked for the mark, if any. */
  code: z.string().optional(),
  /** The verdict in force: the teacher's when they overruled Redpen's, else Redpen's. */
  verdict: MarkVerdict,
  /**
   * For a fixed mark: the expected correction, another one the engine finds no error in, or one the
   * teacher judged fixed.
   */
  fixed_as: z.enum(["expected", "accepted", "teacher"]).nullable(),
  /** Redpen's own verdict when the teacher overruled it (absent until then, and on the student's page). */
  overruled: z.object({ verdict: MarkVerdict, fixed_as: z.enum(["expected", "accepted"]).nullable() }).optional(),
  /** Where the mark's words now are in the draft, and what they are. */
  draft_start: z.number().int().min(0),
  draft_end: z.number().int().min(0),
  draft_text: z.string(),
});
export type DraftMarkResult = z.infer<typeof DraftMarkResult>;

/** A mistake the engine found in words the student changed that no mark covers. */
export const DraftNewError = EngineEdit.pick({
  start: true,
  end: true,
  original: true,
  replacement: true,
  category: true,
  explanation: true,
});
export type DraftNewError = z.infer<typeof DraftNewError>;

/** How many marks the student fixed, left wrong or left untouched ("9 of 12 fixed"). */
export const DraftCounts = z.object({
  total: z.number().int().min(0),
  fixed: z.number().int().min(0),
  wrong: z.number().int().min(0),
  untouched: z.number().int().min(0),
});
export type DraftCounts = z.infer<typeof DraftCounts>;

/** The check of a draft: each mark's verdict, the counts and the new mistakes. */
export const DraftCheckResult = z.object({
  marks: z.array(DraftMarkResult),
  counts: DraftCounts,
  new_errors: z.array(DraftNewError),
});
export type DraftCheckResult = z.infer<typeof DraftCheckResult>;

/** A draft as its student sees it, right after sending it and on the share page. */
export const StudentDraft = z.object({
  id: z.string(),
  /** 2 for the second draft, 3 for the next... */
  number: z.number().int().min(2),
  text: z.string(),
  created_at: z.string(),
  check: DraftCheckResult,
});
export type StudentDraft = z.infer<typeof StudentDraft>;

/** A draft as its teacher sees it: the student's view with the engine's correction, the teacher's marking and grading. */
export const TeacherDraft = StudentDraft.extend({
  version: z.number().int(),
  /** The draft's marking: the engine's edits until the teacher changes them. */
  edits: z.array(EssayEdit),
  grade: z.number().nullable(),
  grade_max: z.number().nullable(),
  grade_per_certificate_criterion: GradePerCriterion.nullable(),
  /** When the teacher confirmed the check; null until then. */
  confirmed_at: z.string().nullable(),
});
export type TeacherDraft = z.infer<typeof TeacherDraft>;

/** The body of POST /shared-essays/{share_token}/drafts: the whole text of the student's draft. */
export const SharedDraftCreate = z
  .object({
    /** The draft: as a pasted essay, 30 words to 10000 characters, no control characters. */
    text: EssayText.refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE),
  })
  .strict();
export type SharedDraftCreate = z.infer<typeof SharedDraftCreate>;

/** Path parameters of the student's draft calls. */
export const SharedDraftsParams = z.object({ share_token: ShareToken });
export type SharedDraftsParams = z.infer<typeof SharedDraftsParams>;

/** The reply of POST /shared-essays/{share_token}/drafts (201): the draft and its check, and how many more may be sent. */
export const SharedDraftResponse = z.object({
  data: StudentDraft,
  drafts_left: z.number().int().min(0),
});
export type SharedDraftResponse = z.infer<typeof SharedDraftResponse>;

/** GET /shared-essays/{share_token}/drafts: whether the student may send drafts, how many more, and those sent. */
export const SharedDraftsResponse = z.object({
  data: z.object({
    drafts_allowed: z.number().int().min(0),
    drafts_left: z.number().int().min(0),
    drafts: z.array(StudentDraft),
  }),
});
export type SharedDraftsResponse = z.infer<typeof SharedDraftsResponse>;

/** PUT /essays/{essay_id}/draft-settings: how many drafts after the first the student may send (0 switches drafts off). */
export const DraftSettings = z
  .object({
    drafts_allowed: z
      .number({ error: () => ({ message: "must be a whole number" }) })
      .int("must be a whole number")
      .min(0, "must be 0 (no drafts) or more")
      .max(DRAFTS_ALLOWED_MAX, `at most ${DRAFTS_ALLOWED_MAX} drafts`),
  })
  .strict();
export type DraftSettings = z.infer<typeof DraftSettings>;

/** GET /essays/{essay_id}/drafts: the setting and every draft the student sent, oldest first. */
export const EssayDraftsResponse = z.object({
  data: z.object({
    drafts_allowed: z.number().int().min(0),
    drafts: z.array(TeacherDraft),
  }),
});
export type EssayDraftsResponse = z.infer<typeof EssayDraftsResponse>;

/** The reply of PUT /essays/{essay_id}/draft-settings. */
export const DraftSettingsResponse = z.object({ data: DraftSettings });
export type DraftSettingsResponse = z.infer<typeof DraftSettingsResponse>;

/** Path parameters of PATCH /essays/{essay_id}/drafts/{draft_id}. */
export const EssayDraftParams = z.object({
  essay_id: z.uuid(),
  draft_id: z.uuid(),
});
export type EssayDraftParams = z.infer<typeof EssayDraftParams>;

/** PATCH data: the teacher confirms the check of the draft. */
export const DraftConfirmPatch = z.object({ confirmed: z.literal(true) }).strict();

/**
 * PATCH data: the teacher overrules Redpen's verdict on one mark of the draft's check (`mark`: its
 * place in `check.marks`, from 0); `verdict` null gives Redpen's verdict back.
 */
export const DraftVerdictPatch = z
  .object({
    mark_verdict: z
      .object({
        mark: z
          .number({ error: () => ({ message: "must be the mark's place in the check, from 0" }) })
          .int("must be a whole number")
          .min(0, "must be 0 or more"),
        verdict: MarkVerdict.nullable(),
      })
      .strict(),
  })
  .strict();
export type DraftVerdictPatch = z.infer<typeof DraftVerdictPatch>;

/**
 * The body of PATCH /essays/{essay_id}/drafts/{draft_id}: `version` = current + 1, and one of the
 * teacher's marking of the draft (edits, as for an essay), their grading (user_feedback, as for an
 * essay), the confirmation of the check (confirmed) or their verdict on one mark (mark_verdict).
 */
export const DraftPatch = z
  .object({
    version: z.number().int().min(1),
    data: z.union([EssayEditsPatch, EssayGradingPatch, DraftConfirmPatch, DraftVerdictPatch], {
      error: () => ({ message: "send one of: edits, user_feedback grading, confirmed, or mark_verdict" }),
    }),
  })
  .strict();
export type DraftPatch = z.infer<typeof DraftPatch>;

/** The reply of PATCH /essays/{essay_id}/drafts/{draft_id}. */
export const TeacherDraftResponse = z.object({ data: TeacherDraft });
export type TeacherDraftResponse = z.infer<typeof TeacherDraftResponse>;
