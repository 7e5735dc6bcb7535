import { z } from "zod";
import { Certificate, CertificateId } from "./certificates";
import { booleanFromQuery } from "./query";
import { PlainText, TEXT_TOO_LONG_MESSAGE } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** The longest a class's name is, in characters after trimming ("4B — B2 First"). */
export const CLASS_NAME_MAX_CHARS = 120;
/** A class's name: trimmed, 1 to CLASS_NAME_MAX_CHARS characters, no control characters. */
export const ClassName = PlainText.trim()
  .min(1, "enter the class's name")
  .max(CLASS_NAME_MAX_CHARS, TEXT_TOO_LONG_MESSAGE);

/** Path parameters of /classes/{class_id}. */
export const ClassIdParams = z.object({ class_id: z.uuid() });
export type ClassIdParams = z.infer<typeof ClassIdParams>;

/** A teacher's class, as its teacher sees it (nobody else does). */
export const ClassResource = z.object({
  /** The class's id (made by the api). */
  id: z.uuid(),
  /** Optimistic version; a PATCH sends it + 1. */
  version: z.number().int(),
  data: z.object({
    /** Its name, e.g. "4B — B2 First". */
    name: z.string(),
    /** The certificate the class usually practises, by the labels it was stored with, or null. */
    certificate: Certificate.nullable(),
    /** Its option's stable id (GET /essays/certificates); null without a certificate or when it matched no option. */
    certificate_id: CertificateId.nullable(),
    /** Whether the teacher archived it (at the end of the year). */
    archived: z.boolean(),
    /** How many students it has. */
    student_count: z.number().int().nonnegative(),
    /** The school the teacher worked in when they made it. */
    organisation_id: z.string(),
    /** ISO 8601 date-times. */
    created_at: z.string(),
    updated_at: z.string(),
  }),
});
export type ClassResource = z.infer<typeof ClassResource>;

/** GET /classes/{class_id}, and the reply of POST /classes and PATCH /classes/{class_id}. */
export const ClassResponse = ClassResource;
export type ClassResponse = z.infer<typeof ClassResponse>;

/** GET /classes query: the caller's own classes, by name. */
export const ClassListQuery = withFieldWords(
  z.object({
    /** Only archived (true) or only current (false) classes; both when absent. */
    filter_archived: booleanFromQuery.optional(),
  }),
  { filter_archived: "the archived filter" },
);
export type ClassListQuery = z.infer<typeof ClassListQuery>;

/** GET /classes */
export const ClassListResponse = z.object({ data: z.array(ClassResource) });
export type ClassListResponse = z.infer<typeof ClassListResponse>;

const CLASS_FIELD_WORDS = {
  data: "the class",
  "data.name": "the class's name",
  "data.certificate_id": "the class's certificate",
  "data.certificate": "the class's certificate",
  "data.certificate.name": "the certificate's name",
  "data.certificate.cefr_level": "the certificate's level",
  "data.certificate.format": "the certificate's format",
  "data.archived": "whether the class is archived",
} as const;

/** POST /classes: a new class of the caller's, in the school they work in now. */
export const ClassCreateRequest = withFieldWords(
  z.strictObject({
    data: z.strictObject({
      name: ClassName,
      /** The certificate it usually practises, by its option id (GET /essays/certificates); optional. */
      certificate_id: CertificateId.nullable().optional(),
      /** The same by its name, level and format: the older way to name it (either, or both naming the same option). */
      certificate: Certificate.strict().nullable().optional(),
    }),
  }),
  CLASS_FIELD_WORDS,
);
export type ClassCreateRequest = z.infer<typeof ClassCreateRequest>;

/** PATCH /classes/{class_id}: rename, change the certificate (null removes it), archive or bring back; version is the stored version + 1. */
export const ClassPatchRequest = withFieldWords(
  z.strictObject({
    /** The stored version + 1. */
    version: z.number().int().min(1),
    data: z
      .strictObject({
        name: ClassName.optional(),
        /** The certificate by its option id; null removes it. */
        certificate_id: CertificateId.nullable().optional(),
        /** The same by its name, level and format (the older way); null removes it. */
        certificate: Certificate.strict().nullable().optional(),
        archived: z.boolean().optional(),
      })
      .refine(
        (data) =>
          data.name !== undefined ||
          data.certificate_id !== undefined ||
          data.certificate !== undefined ||
          data.archived !== undefined,
        // certificate_id is a way to send the certificate.
        "send name, certificate or archived",
      ),
  }),
  { version: "the class's version", ...CLASS_FIELD_WORDS, data: "the change" },
);
export type ClassPatchRequest = z.infer<typeof ClassPatchRequest>;
