import { z } from "zod";
import { Certificate, CertificateId } from "./certificates";
import { DraftSettings } from "./drafts";
import { TranscriptionEvaluation } from "./enums";
import { NewResourceId } from "./ids";
import { ShareMode } from "./share-links";
import { PhotoProblem, ReadPageImage } from "./transcription";
import { EssayText, StudentName, TopicText } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** The most pages (of one PDF, or photos) a class set takes. */
export const CLASS_SET_PAGES_MAX = 60;
/** The largest upload a class set takes: the PDF, or the photos together. */
export const CLASS_SET_MAX_BYTES = 50 * 1024 * 1024;
/** Name of the multipart field(s) that carry the PDF or the photos in POST /class-sets/{class_set_id}. */
export const CLASS_SET_FILE_FIELD = "file_name";
/** Name of the multipart field that carries the set's data (ClassSetCreateData as JSON), sent before the files. */
export const CLASS_SET_DATA_FIELD = "data";

/**
 * READING while its pages are read (in the correction queue); READY once every page is read and
 * the grouping proposed, for the teacher to check; STARTED once its essays were made and queued.
 */
export const ClassSetStatus = z.enum(["READING", "READY", "STARTED"]);
export type ClassSetStatus = z.infer<typeof ClassSetStatus>;

/** Where the pages came from: one PDF, or photos. */
export const ClassSetSource = z.enum(["PDF", "PHOTOS"]);
export type ClassSetSource = z.infer<typeof ClassSetSource>;

/** Path parameters of /class-sets/{class_set_id}. */
export const ClassSetIdParams = z.object({ class_set_id: z.uuid() });
export type ClassSetIdParams = z.infer<typeof ClassSetIdParams>;

/** Path parameters of POST /class-sets/{class_set_id}: a random UUID v4 the client made. */
export const ClassSetCreateParams = z.object({ class_set_id: NewResourceId });
export type ClassSetCreateParams = z.infer<typeof ClassSetCreateParams>;

/** The `data` part of POST /class-sets/{class_set_id}: what the set's essays share. */
export const ClassSetCreateData = withFieldWords(
  z
    .object({
      /** The class the students are in (their names are matched with the pages'); optional. */
      class_id: z.uuid().nullable().optional(),
      /** The certificate every essay of the set is corrected for, by its option id (GET /essays/certificates). */
      certificate_id: CertificateId.optional(),
      /** The same by its name, level and format: the older way to name it (either, or both naming the same option). */
      certificate: Certificate.strict().optional(),
      /** The task the students wrote about, shared by the set; optional. */
      topic_text: TopicText,
      /** What each essay's share link shows (corrections, or codes only); 'corrections' when absent. */
      share_mode: ShareMode.optional(),
      /** How many drafts after the first each essay's student may send (0, the default: none). */
      drafts_allowed: DraftSettings.shape.drafts_allowed.optional(),
    })
    .strict()
    .refine((data) => data.certificate_id !== undefined || data.certificate !== undefined, {
      path: ["certificate"],
      message: "is missing",
    }),
  {
    class_id: "the class",
    certificate_id: "the certificate",
    certificate: "the certificate",
    "certificate.name": "the certificate's name",
    "certificate.cefr_level": "the certificate's level",
    "certificate.format": "the certificate's format",
    topic_text: "the task",
    share_mode: "what the share links show",
    drafts_allowed: "the drafts allowed",
  },
);
export type ClassSetCreateData = z.infer<typeof ClassSetCreateData>;

/** A page number of a set: 1 for its first page. */
const PageNumber = z.number().int().min(1).max(CLASS_SET_PAGES_MAX);

/** One page of a set as it was read. */
export const ClassSetPage = z.object({
  /** 1 for the first page of the PDF, or the first photo. */
  page_number: z.number().int().positive(),
  /** Whether it was read (its reading below is then final). */
  read: z.boolean(),
  /** The page's image once there is one (a PDF page is made an image when it is read). */
  image_id: z.uuid().nullable(),
  /** Address of the page's image (null until there is one). */
  uri: z.string().nullable(),
  /** The text read on the page (a PDF page with text is taken as it is); null until read. */
  text: z.string().nullable(),
  /** How well the page could be read; null until read, or for a page taken as text. */
  transcription_evaluation: TranscriptionEvaluation.nullable(),
  /** What is wrong with the page's photo when it was judged BAD, in the engine's order; empty otherwise. */
  problems: z.array(PhotoProblem),
  /**
   * The page as read (upright, in greyscale) and its words, placed in `text`, for the teacher to
   * check the unsure ones on the page; null until read, or for a page taken as typed text.
   */
  reading: ReadPageImage.nullable(),
  /** The student's name its first line gives, if it has a name line. */
  name_line: z.string().nullable(),
  /** Why the page could not be read, in words for the teacher; null when it was. */
  error: z.string().nullable(),
});
export type ClassSetPage = z.infer<typeof ClassSetPage>;

/** One essay of the set: its pages in order, its student, and the text the teacher checked. */
export const ClassSetGroup = z
  .object({
    /** Its pages, first page first: at least one. */
    page_numbers: z.array(PageNumber).min(1, "a group needs at least one page").max(CLASS_SET_PAGES_MAX),
    /** The student of the class who wrote it; null when none is picked. */
    student_id: z.uuid().nullable().optional(),
    /** The student's name as the essay's name (taken from the student when one is picked and no name is given). */
    name: StudentName,
    /** The essay's text as the teacher checked it; null or absent: the text read from its pages. */
    original: EssayText.nullable().optional(),
  })
  .strict();
export type ClassSetGroup = z.infer<typeof ClassSetGroup>;

/**
 * A checked text a regrouping set aside: its essay's pages changed, so it no longer matched them.
 * It is given back to an essay that has exactly these pages again (the page moved back).
 */
export const ClassSetTextAside = z.object({
  page_numbers: z.array(PageNumber).min(1).max(CLASS_SET_PAGES_MAX),
  original: z.string(),
});
export type ClassSetTextAside = z.infer<typeof ClassSetTextAside>;

/** A class set: its pages, how they group into essays, and what they share. */
export const ClassSetData = z.object({
  status: ClassSetStatus,
  source: ClassSetSource,
  /** How many pages it has, and how many are read so far (the progress bar). */
  pages_total: z.number().int().nonnegative(),
  pages_read: z.number().int().nonnegative(),
  class_id: z.uuid().nullable(),
  /** The certificate by the labels it was stored with. */
  certificate: Certificate,
  /** Its option's stable id (GET /essays/certificates); null for a set whose certificate matched no option. */
  certificate_id: CertificateId.nullable(),
  topic_text: z.string().nullable(),
  /** What the share link of each essay it makes shows. */
  share_mode: ShareMode,
  /** How many drafts after the first each essay it makes lets its student send. */
  drafts_allowed: z.number().int().min(0),
  pages: z.array(ClassSetPage),
  /** The essays it makes: proposed once READY, as the teacher regrouped them after; empty while READING. */
  groups: z.array(ClassSetGroup),
  /** The checked texts the teacher's regroupings set aside, newest first (see ClassSetTextAside). */
  texts_aside: z.array(ClassSetTextAside),
  /** The essays made when it was started, one per group in order; empty before. */
  essay_ids: z.array(z.uuid()),
  created_at: z.string(),
});
export type ClassSetData = z.infer<typeof ClassSetData>;

/** GET, POST and PATCH /class-sets/{class_set_id}, and its start. */
export const ClassSetResponse = z.object({
  id: z.uuid(),
  version: z.number().int(),
  data: ClassSetData,
});
export type ClassSetResponse = z.infer<typeof ClassSetResponse>;

/** PATCH /class-sets/{class_set_id}: the groups as the teacher set them (every page in exactly one group). */
export const ClassSetPatchRequest = withFieldWords(
  z
    .object({
      /** The stored version + 1. */
      version: z.number().int().positive(),
      data: z
        .object({ groups: z.array(ClassSetGroup).min(1, "keep at least one essay").max(CLASS_SET_PAGES_MAX) })
        .strict(),
    })
    .strict(),
  {
    version: "the version",
    data: "the change",
    "data.groups": "the list of essays",
    "data.groups.*": "essay {n}",
    "data.groups.*.page_numbers": "the page list of essay {n}",
    "data.groups.*.page_numbers.*": "a page of essay {n}",
    "data.groups.*.student_id": "the student of essay {n}",
    "data.groups.*.name": "the name of essay {n}",
    "data.groups.*.original": "the text of essay {n}",
  },
);
export type ClassSetPatchRequest = z.infer<typeof ClassSetPatchRequest>;

/** POST /class-sets/{class_set_id}/start: corrects one essay per group, charging one credit each. */
export const ClassSetStartRequest = withFieldWords(
  z.object({ /** The stored version + 1. */ version: z.number().int().positive() }).strict(),
  { version: "the version" },
);
export type ClassSetStartRequest = z.infer<typeof ClassSetStartRequest>;

/** One class set of a class, as the class page lists it: where it is, and how far. */
export const ClassSetSummary = z.object({
  id: z.uuid(),
  version: z.number().int(),
  data: z.object({
    status: ClassSetStatus,
    source: ClassSetSource,
    pages_total: z.number().int().nonnegative(),
    pages_read: z.number().int().nonnegative(),
    certificate: Certificate,
    topic_text: z.string().nullable(),
    /** How many essays it made when started (0 before). */
    essays_made: z.number().int().nonnegative(),
    /** How many of those are corrected. */
    essays_corrected: z.number().int().nonnegative(),
    /** How many of those could not be corrected (failed, or held until their text is checked): the set moves no further on them. */
    essays_failed: z.number().int().nonnegative(),
    created_at: z.string(),
  }),
});
export type ClassSetSummary = z.infer<typeof ClassSetSummary>;

/** GET /classes/{class_id}/class-sets: the class's sets, newest first. */
export const ClassSetListResponse = z.object({ data: z.array(ClassSetSummary) });
export type ClassSetListResponse = z.infer<typeof ClassSetListResponse>;
