import { z } from "zod";
import { CertificateId } from "./certificates";
import { EssayResponse } from "./essays";
import { CountedGrade, EssayReview, LatestDraft } from "./progress";
import { booleanFromQuery } from "./query";
import { withFieldWords } from "./validation-sentences";

/** The longest search GET /essays takes, in characters. */
export const ESSAY_SEARCH_MAX_CHARS = 100;

/**
 * Where a teacher is with an essay, as the list filters by it (an essay may be in several):
 * - `pending`: still being corrected;
 * - `to_check`: corrected, with corrections the teacher has not checked yet;
 * - `checked`: corrected, every correction checked (an essay with none counts as checked);
 * - `shared`: it has a live share link;
 * - `draft_in`: the student has sent a later draft through its link.
 */
export const ESSAY_LIST_STATES = ["pending", "to_check", "checked", "shared", "draft_in"] as const;
export const EssayListState = z.enum(ESSAY_LIST_STATES);
export type EssayListState = z.infer<typeof EssayListState>;

/** GET /essays query: the caller's own SUCCESS and PENDING essays, newest first, filtered as asked (all filters at once). */
export const EssayListQuery = withFieldWords(
  z.object({
    /** Essays to skip. */
    offset: z.coerce.number().int().min(0).default(0),
    /** Essays to return, 1 to 100. */
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Only essays with (true) or without (false) a topic. */
    filter_has_topic: booleanFromQuery.optional(),
    /** Only the essays of this class of the caller's. */
    class_id: z.uuid().optional(),
    /** Only the essays of this student of the caller's. */
    student_id: z.uuid().optional(),
    /**
     * Only the essays whose student's name, class's name or task (the topic as text) holds every
     * word of the search, whatever the case and the accents ("lucia 4b" finds Lucía of 4B); blank: all.
     */
    q: z.string().max(ESSAY_SEARCH_MAX_CHARS, `at most ${ESSAY_SEARCH_MAX_CHARS} characters`).optional(),
    /** Only the essays written for this certificate option (GET /essays/certificates). */
    certificate_id: CertificateId.optional(),
    /** Only the essays in this state (see ESSAY_LIST_STATES). */
    state: EssayListState.optional(),
  }),
  {
    class_id: "the class",
    student_id: "the student",
    offset: "the number of essays to skip",
    limit: "the number of essays asked for",
    filter_has_topic: "the topic filter",
    q: "the search",
    certificate_id: "the certificate",
    state: "the state",
  },
);
export type EssayListQuery = z.infer<typeof EssayListQuery>;

/** What an essay's card in the list shows beyond the essay itself. */
export const EssayCard = z.object({
  /** When it was uploaded, an ISO 8601 date-time. */
  created_at: z.string(),
  /** The name of its class, or null without one. */
  class_name: z.string().nullable(),
  /** The grade shown: the teacher's, else Redpen's advice; null before the correction or when none could be advised. */
  grade: CountedGrade.nullable(),
  /** The teacher's review of it ("5 of 12 checked", shared); `checked` and `total` are 0 before the correction. */
  review: EssayReview,
  /** The student's latest draft of it; null until they send one. */
  latest_draft: LatestDraft.nullable(),
});
export type EssayCard = z.infer<typeof EssayCard>;

/** An essay of the list, with its card. */
export const EssayListEntry = EssayResponse.extend({ card: EssayCard });
export type EssayListEntry = z.infer<typeof EssayListEntry>;

/** GET /essays */
export const EssayListResponse = z.object({
  /** The essays, newest first. */
  data: z.array(EssayListEntry),
  /** How many essays the filters find in all, on every page. */
  total: z.number().int().nonnegative(),
});
export type EssayListResponse = z.infer<typeof EssayListResponse>;
