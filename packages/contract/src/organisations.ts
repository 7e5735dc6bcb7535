import { z } from "zod";
import { OrganisationRole, UserResource } from "./users";
import { ImageResponse } from "./images";
import { InviteEmail, SchoolAddress, SchoolName, VatNumber } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** Path parameters of /organisations/{organisation_id}. */
export const OrganisationIdParams = z.object({ organisation_id: z.uuid() });
export type OrganisationIdParams = z.infer<typeof OrganisationIdParams>;

/** GET /organisations/{organisation_id} */
export const OrganisationResponse = z.object({
  /** The organisation's id. */
  id: z.string(),
  /** Optimistic version; a PATCH sends it + 1. */
  version: z.number().int(),
  /** The resource's fields. */
  data: z.object({
    /** The logo printed on corrections, or null. */
    logo_image_id: z.string().nullable(),
    /** The organisation's name, which its deletion asks to be typed. */
    name: z.string(),
    /** Its owners: who may remove teachers, name owners, rename, delete and export it. */
    owner_user_ids: z.array(z.string()),
    /** Its postal address for receipts (lines apart), or null. */
    address: z.string().nullable(),
    /** Its VAT number for receipts, or null. */
    vat_number: z.string().nullable(),
  }),
});
export type OrganisationResponse = z.infer<typeof OrganisationResponse>;

/** The longest name typed to confirm a deletion: a school never renamed is called "<its creator's email (up to 320 characters)>'s organisation". */
const TYPED_NAME_MAX_CHARS = 340;

/**
 * DELETE /organisations/{organisation_id}: the organisation's name, typed by its owner to confirm
 * (a different one is a 400 and deletes nothing).
 */
export const OrganisationDeleteRequest = withFieldWords(
  z.object({ data: z.strictObject({ name: z.string().min(1).max(TYPED_NAME_MAX_CHARS) }) }).strict(),
  { "data.name": "the school's name" },
);
export type OrganisationDeleteRequest = z.infer<typeof OrganisationDeleteRequest>;

/** GET /organisations/{organisation_id}/deletion: what deleting the school would delete and keep, for its owners' dialog. */
export const OrganisationDeletionPreviewResponse = z.object({
  data: z.object({
    /** The essays that would go: those of its teachers who are in no other school (listed by email). */
    deleted_essays: z.number().int().nonnegative(),
    teachers_losing_essays: z.array(z.string()),
    /** The essays that stay their teachers': of teachers also in another school, or who left or were removed earlier. */
    kept_essays: z.number().int().nonnegative(),
    teachers_keeping_essays: z.array(z.string()),
    /** The credits that would be lost, and the invitations withdrawn. */
    credits_remaining: z.number().int().nonnegative(),
    open_invitations: z.number().int().nonnegative(),
  }),
});
export type OrganisationDeletionPreviewResponse = z.infer<typeof OrganisationDeletionPreviewResponse>;

/** Whether the name typed to confirm a deletion is the organisation's: exactly, but for spaces around it. */
export function organisationNameMatches(typed: string, name: string): boolean {
  return typed.trim() === name.trim();
}

/**
 * PATCH /organisations/{organisation_id}: version is the stored version + 1 (a stale one is a 409).
 * Any teacher may set the logo; only an owner may rename the school or set its address and VAT
 * number (null or an empty text removes them).
 */
export const OrganisationPatchRequest = withFieldWords(
  z
    .object({
      /** The stored version + 1. */
      version: z.number().int().min(1),
      data: z
        .object({
          /** The new logo (an uploaded image's id), or null to remove it. */
          logo_image_id: z.uuid().nullable().optional(),
          /** The school's new name. */
          name: SchoolName.optional(),
          /** The school's postal address, printed on its receipts. */
          address: SchoolAddress.nullable().optional(),
          /** The school's VAT number, printed on its receipts. */
          vat_number: VatNumber.nullable().optional(),
        })
        .strict()
        .refine(
          (data) => Object.values(data).some((value) => value !== undefined),
          "send logo_image_id, name, address or vat_number",
        ),
    })
    .strict(),
  {
    version: "the school's version",
    data: "the change",
    "data.logo_image_id": "the logo",
    "data.name": "the school's name",
    "data.address": "the school's address",
    "data.vat_number": "the school's VAT number",
  },
);
export type OrganisationPatchRequest = z.infer<typeof OrganisationPatchRequest>;

/** GET /organisations/{organisation_id}/logo: the logo image; 404 when there is none. */
export const OrganisationLogoResponse = ImageResponse;
export type OrganisationLogoResponse = z.infer<typeof OrganisationLogoResponse>;

/** One row of the usage table. */
export const UserUsage = z.object({
  /** The teacher's email. */
  email: z.string(),
  /** Their name, or null (see teacherCalled). */
  name: z.string().nullable(),
  /** Essays they had corrected in the period. */
  essays_corrected: z.number().int().min(0),
});
export type UserUsage = z.infer<typeof UserUsage>;

/** GET /organisations/{organisation_id}/billing */
export const OrganisationBillingResponse = z.object({
  /** The envelope of a reply's data.data (docs/behaviour/api.md). */
  data: z.object({
    /** Credits left, shared by the organisation's teachers. */
    essay_quantity_remaining: z.number().int(),
    /** Usage per teacher over a period. */
    essays_corrected_per_user: z.object({
      /** Start of the period, an ISO 8601 date-time. */
      start_date: z.string(),
      /** End of the period, an ISO 8601 date-time. */
      end_date: z.string(),
      /** One row per teacher, most essays first. */
      users: z.array(UserUsage),
    }),
  }),
});
export type OrganisationBillingResponse = z.infer<typeof OrganisationBillingResponse>;

/** Usage rows as the billing page shows them: most essays first, then by email (a sorted copy). */
export function sortUsageByEssays<T extends UserUsage>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => b.essays_corrected - a.essays_corrected || a.email.localeCompare(b.email));
}

/** A teacher of an organisation: an owner, a teacher, or invited and not joined yet (listed under the invitation's id). */
export const OrganisationUser = z.object({
  id: z.string(),
  data: UserResource.shape.data.extend({ role: z.enum([...OrganisationRole.options, "invited"]) }),
});
export type OrganisationUser = z.infer<typeof OrganisationUser>;

/** GET /organisations/{organisation_id}/users */
export const OrganisationUserListResponse = z.object({ data: z.array(OrganisationUser) });
export type OrganisationUserListResponse = z.infer<typeof OrganisationUserListResponse>;

/** POST /organisations/{organisation_id}/users: invite a teacher by email. */
export const OrganisationUserInviteRequest = withFieldWords(
  z.object({ data: z.object({ email: InviteEmail }).strict() }).strict(),
  { data: "the invitation", "data.email": "the email address" },
);
export type OrganisationUserInviteRequest = z.infer<typeof OrganisationUserInviteRequest>;

/** POST /organisations/{organisation_id}/users reply: the invited teacher, added to the list. */
export const OrganisationUserInviteResponse = z.object({ data: OrganisationUser });
export type OrganisationUserInviteResponse = z.infer<typeof OrganisationUserInviteResponse>;

/**
 * Path parameters of /organisations/{organisation_id}/users/{user_id}. DELETE removes a teacher (an
 * owner only), lets a teacher leave (their own id), or withdraws an invitation (its id).
 */
export const OrganisationUserParams = OrganisationIdParams.extend({ user_id: z.uuid() });
export type OrganisationUserParams = z.infer<typeof OrganisationUserParams>;

/** PATCH /organisations/{organisation_id}/users/{user_id}: an owner makes a teacher an owner, or an owner a teacher again. */
export const OrganisationUserPatchRequest = withFieldWords(
  z.strictObject({ data: z.strictObject({ role: OrganisationRole }) }),
  { data: "the change", "data.role": "the teacher's role" },
);
export type OrganisationUserPatchRequest = z.infer<typeof OrganisationUserPatchRequest>;

/** The PATCH reply: the teacher with their new role. */
export const OrganisationUserResponse = z.object({ data: OrganisationUser });
export type OrganisationUserResponse = z.infer<typeof OrganisationUserResponse>;

/** Path parameters of /organisations/{organisation_id}/corrections/{correction_id}. */
export const SchoolCorrectionParams = OrganisationIdParams.extend({ correction_id: z.uuid() });
export type SchoolCorrectionParams = z.infer<typeof SchoolCorrectionParams>;

/** A correction the school's teachers made themselves, remembered to suggest on later essays. */
export const SchoolCorrection = z.object({
  id: z.uuid(),
  original: z.string(),
  replacement: z.string(),
  category: z.string(),
  explanation: z.string(),
  /** How often the school's teachers made it, and how many teachers. */
  added: z.number().int().nonnegative(),
  teachers: z.number().int().nonnegative(),
  /** How often it was suggested on an essay, and rejected there. */
  suggested: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** How often a teacher left its words as written where it would apply, unsuggested: it counts against it, as a rejection does. */
  left_as_written: z.number().int().nonnegative(),
  /** Whether it is suggested on new essays now: made often enough, kept often enough, and not switched off. */
  active: z.boolean(),
  /** Why it is or is not suggested. */
  status: z.enum(["suggested", "switched-off", "rejected-too-often", "made-too-few-times"]),
  /** Whether a teacher switched it off. */
  switched_off: z.boolean(),
});
export type SchoolCorrection = z.infer<typeof SchoolCorrection>;

/** GET /organisations/{organisation_id}/corrections */
export const SchoolCorrectionListResponse = z.object({ data: z.array(SchoolCorrection) });
export type SchoolCorrectionListResponse = z.infer<typeof SchoolCorrectionListResponse>;

/** PATCH /organisations/{organisation_id}/corrections/{correction_id}: switch a remembered correction off, or on again. */
export const SchoolCorrectionPatchRequest = withFieldWords(
  z.object({ data: z.strictObject({ switched_off: z.boolean() }) }),
  { data: "the change", "data.switched_off": "whether the correction is switched off" },
);
export type SchoolCorrectionPatchRequest = z.infer<typeof SchoolCorrectionPatchRequest>;

/** The PATCH reply: the correction as it is now. */
export const SchoolCorrectionResponse = z.object({ data: SchoolCorrection });
export type SchoolCorrectionResponse = z.infer<typeof SchoolCorrectionResponse>;

/** How closely grades agree with the teachers' saved ones: shares exact and within one band, rank correlation, mean absolute difference. */
export const GradeAgreement = z.object({
  exact: z.number(),
  within_one: z.number(),
  spearman: z.number().nullable(),
  mean_absolute_difference: z.number(),
});
export type GradeAgreement = z.infer<typeof GradeAgreement>;

/**
 * How the corrections fared with the teachers: Redpen's they kept, changed and rejected, the
 * teachers' own added, and apart, Redpen's nobody checked yet (which tell nothing of how it fared).
 */
export const CorrectionsFared = z.object({
  /** Redpen's corrections a teacher checked and kept as they were (see isReviewed). */
  kept: z.number().int(),
  changed: z.number().int(),
  rejected: z.number().int(),
  added: z.number().int(),
  /** Redpen's corrections still as it made them, that no teacher checked: counted in none of the above. */
  unchecked: z.number().int(),
});
export type CorrectionsFared = z.infer<typeof CorrectionsFared>;

/** A school's calibration as the Agreement card shows it: cross-validated agreement of the general model and of the calibration. */
export const AgreementCalibration = z.object({
  version: z.number().int(),
  examples: z.number().int(),
  /** Whether it advises the school's essays; when not, why. */
  use: z.boolean(),
  reason: z.string().nullable(),
  fitted_at: z.string(),
  criteria: z.array(z.object({ name: z.string(), hand_set: GradeAgreement, calibrated: GradeAgreement })),
  total: z.object({ hand_set: GradeAgreement, calibrated: GradeAgreement }),
});

/** GET /organisations/{organisation_id}/marking: how Redpen's advice agrees with the school's teachers. */
export const AgreementResponse = z.object({
  data: z.object({
    certificates: z.array(
      z.object({
        /** The certificates graded alike (one calibration group). */
        group: z.string(),
        /** Essays a teacher graded per criterion. */
        graded: z.number().int(),
        /** The advised grades as shown beside the teachers' saved ones, per criterion and of the total; null with no graded essay. */
        criteria: z.array(z.object({ name: z.string(), advised: GradeAgreement.nullable() })),
        total: GradeAgreement.nullable(),
        calibration: AgreementCalibration.nullable(),
      }),
    ),
    /** Per category, over every corrected essay of the school. */
    corrections: z.array(CorrectionsFared.extend({ category: z.string() })),
    /** Per teacher: their graded essays, the advised total's agreement with theirs, and how Redpen's corrections fared with them. */
    teachers: z.array(
      z.object({
        user_id: z.uuid(),
        email: z.string(),
        /** Their name, or null (see teacherCalled). */
        name: z.string().nullable(),
        graded: z.number().int(),
        total: GradeAgreement.nullable(),
        corrections: CorrectionsFared,
      }),
    ),
  }),
});
export type AgreementResponse = z.infer<typeof AgreementResponse>;
