import type { ColumnType, Generated } from "kysely";

/**
 * A certificate's catalogue option id (migration 20261129-0045): null when the row's labels matched
 * no option. Optional on insert only for rows written before it was there (the older migrations'
 * tests); the product writes it with the labels through certificateColumns.
 */
type CertificateIdColumn = ColumnType<string | null, string | null | undefined, string | null>;

/** The product's tables, as the migrations make them. Columns are snake_case like the api fields. */
export interface Database {
  users: {
    id: string;
    /** `sub` of the identity provider's tokens. */
    subject: string;
    email: string;
    /** The teacher's name (migration 20261129-0075), or null: then they are called by their email (teacherCalled). */
    name: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: string;
    /** The school the teacher chose to work in (new essays are charged to it); null or a school they left: see `currentOrganisationOf`. */
    current_organisation_id: string | null;
  };
  organisations: {
    id: string;
    name: string;
    version: Generated<number>;
    logo_image_id: string | null;
    created_at: string;
    /** Set once its owner deleted it: the row stays, emptied, for the essays its former teachers keep. */
    deleted_at: string | null;
    /** Its postal address and VAT number for its receipts, set by an owner (migration 20261129-0070). */
    address: ColumnType<string | null, string | null | undefined, string | null>;
    vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  };
  organisation_members: {
    organisation_id: string;
    user_id: string;
    /** "teacher" unless made an owner. */
    role: Generated<MemberRole>;
    created_at: string;
  };
  organisation_invitations: {
    id: string;
    organisation_id: string;
    email: string;
    invited_by_user_id: string | null;
    created_at: string;
    accepted_at: string | null;
  };
  /** Every change of an organisation's credits; the balance is the sum of `delta`. */
  credit_ledger: {
    id: string;
    /** No foreign key: the entries of an organisation deleted at its request stay for the accounts, pointing at nothing. */
    organisation_id: string;
    delta: number;
    reason: CreditReason;
    /** What caused it (essay id, checkout session id...); unique per reason, so each is applied once. */
    reference: string;
    /** The teacher who caused it; null once their organisation was deleted. */
    user_id: string | null;
    created_at: string;
  };
  /** The corrections a school's teachers made themselves, remembered to suggest on its later essays. */
  school_corrections: {
    id: string;
    organisation_id: string;
    original: string;
    replacement: string;
    category: string;
    /** The teacher's explanation, shown with the suggestion. */
    explanation: string;
    /** JSON text: the words seen before and after the wrong words, lower-cased. */
    before_words: string;
    after_words: string;
    /** How often the school's teachers made it. */
    added: number;
    /** JSON text: the ids of the teachers who made it. */
    teacher_ids: string;
    /** How often it was suggested on an essay, and how often a teacher rejected the suggestion. */
    suggested: Generated<number>;
    rejected: Generated<number>;
    /** How often a teacher left its words as written where it would apply, unsuggested; it counts against it as a rejection does. */
    left_as_written: Generated<number>;
    /** 1 once a teacher switched it off. */
    switched_off: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** Each school's calibration of the advised grades per certificate group, refitted as its teachers' grades grow. */
  school_calibrations: {
    organisation_id: string;
    calibration_group: string;
    /** 1 for the first fit, then one more per refit. */
    version: number;
    /** The graded essays it was given (the model says how many it could grade and learnt from). */
    examples: number;
    /** 1 when it grades closer to the teachers than the general model (cross-validated), else 0. */
    use: number;
    /** Why it is not used, when it is not. */
    reason: string | null;
    /** JSON text: the engine's Calibration. */
    model: string;
    fitted_at: string;
  };
  /** Uploaded photos (essay pages, topics, logos); the bytes live in the image storage under `storage_key`. */
  images: {
    id: string;
    owner_user_id: string;
    content_type: string;
    byte_size: number;
    storage_key: string;
    resolution: "ORIGINAL" | "HIGH";
    /** 1 when the photo was transcribed on upload, else 0 (an integer on both databases). */
    has_transcription: number;
    transcription: string | null;
    transcription_evaluation: "GOOD" | "BAD" | null;
    /** JSON text: the evaluation's reasons and confidence. */
    transcription_details: string | null;
    /** Storage key of the page as it was read (a greyscale JPEG), the image the word boxes are in. */
    read_page_key: string | null;
    /** JSON text: the page's size and every word read, with its confidence and box (see `PageWords`). */
    read_words: string | null;
    /**
     * The random key its file's address carries (images/{id}/file?key=): given to its teacher, never
     * to a student, who loads it through their share link. Null only on a row written without one.
     */
    file_key: string | null;
    created_at: string;
  };
  /** Essays; JSON values (image ids, grades, edits, user feedback) are stored as text, read and written through essay-columns.ts. */
  essays: {
    id: string;
    owner_user_id: string;
    /** The organisation charged for it. */
    organisation_id: string;
    version: Generated<number>;
    status: "PENDING" | "SUCCESS" | "FAILURE";
    name: string | null;
    original: string | null;
    correction: string | null;
    /** The catalogue option's stable id; null when its labels below matched no option (see certificateColumns). */
    certificate_id: CertificateIdColumn;
    certificate_name: string;
    certificate_cefr_level: string;
    certificate_format: string;
    input_method: "IMAGE" | "TEXT";
    topic_input_method: "IMAGE" | "TEXT" | null;
    topic_text: string | null;
    /** JSON text: array of image ids, first page first. */
    student_image_ids: string;
    topic_image_id: string | null;
    grade: number | null;
    grade_max: number | null;
    /** JSON text: criterion name -> grade. */
    grade_per_certificate_criterion: string | null;
    /** JSON text: criterion name -> why the engine advised its grade (the contract's `GradeReasons`); null when none. */
    grade_reasons: string | null;
    /** JSON text: which engine corrected, with an LLM provider set (the contract's `CorrectedBy`); null before it was kept. */
    corrected_by: string | null;
    /** JSON text: the engine's edits. */
    edits: string | null;
    /** JSON text: the teacher's marking (every edit with its source and state); null until the teacher acts. */
    marking: string | null;
    /** The text as first read or pasted, kept when the teacher fixes it; null until then. */
    first_original: string | null;
    /** JSON text: the teacher's corrections that the last fix of the text dropped (their words changed). */
    dropped_marking: string | null;
    /** Who the feedback is by (FEEDBACK_BY in essay-columns.ts): 0 Redpen's first draft, 1 the teacher's own, 2 a draft the teacher asked for; a fix of the text keeps 1 and 2. */
    feedback_by_teacher: Generated<number>;
    /** JSON text: the text and marking before a fix of the text, while the fixed text is being corrected (see `BeforeFix`). */
    before_fix: string | null;
    /** JSON text: why the last fix could not be corrected, and the text it tried (the contract's `FixFailure`); null otherwise. */
    fix_failure: string | null;
    /** How many of its school's graded essays the advised grades were calibrated on; null when Redpen's general model advised them. */
    advised_from_school_essays: number | null;
    /** JSON text: the ids of the school's remembered corrections whose words the teacher left as written in this essay (counted in `left_as_written`); null before any. */
    school_corrections_left: string | null;
    /** JSON text: the ids of the school's remembered corrections the teacher made themselves in this essay's marking as it stands (counted in `added`), once per edit; null before any were counted so. */
    school_corrections_made: string | null;
    feedback: string | null;
    /** JSON text: the teacher's grading and ratings. */
    user_feedback: string | null;
    failure_reason: string | null;
    /** The teacher's class the essay was given, if any (cleared when the class is deleted). */
    class_id: string | null;
    /** The student of that class who wrote it, if any (cleared when the student is deleted). */
    student_id: string | null;
    /** How many drafts after the first the teacher lets the student send through the share link (0: none). */
    drafts_allowed: Generated<number>;
    /** A worker's claim on the essay until this time (ISO), so a crashed worker's essay is taken again. */
    locked_until: string | null;
    /** What its share link shows: the corrections, or only the correction codes (the contract's ShareMode). */
    share_mode: Generated<"corrections" | "codes">;
    /** `name` as a search compares it (searchable(): lower case, no accents); written with it in essay-columns.ts. */
    search_name: ColumnType<string | null, string | null | undefined, string | null>;
    /** `topic_text` as a search compares it; written with it in essay-columns.ts. */
    search_topic: ColumnType<string | null, string | null | undefined, string | null>;
    /** The marks the teacher checked, of `review_total` (0 before the correction); written with the marking in essay-columns.ts. */
    review_checked: Generated<number>;
    /** The essay's marks in all (0 before the correction). */
    review_total: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** A teacher's classes, theirs alone (other teachers of the school do not see them). */
  classes: {
    id: string;
    owner_user_id: string;
    /** The school the teacher worked in when they made it. */
    organisation_id: string;
    name: string;
    /** The certificate the class usually practises (the four parts are all set or all null; the id is null too when its labels matched no option). */
    certificate_id: CertificateIdColumn;
    certificate_name: string | null;
    certificate_cefr_level: string | null;
    certificate_format: string | null;
    /** `name` as a search compares it (searchable(): lower case, no accents); written with it in classes.queries.ts. */
    search_name: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 once archived (at the end of the year), else 0. */
    archived: Generated<number>;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** The students of a class; they go with it. */
  students: {
    id: string;
    class_id: string;
    name: string;
    /** The teacher's own notes on the student. */
    notes: string | null;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** A school's own correction codes, saved by an owner; a school without a row uses Redpen's defaults. */
  correction_codes: {
    organisation_id: string;
    /** 1 for the first save, then one more per save. */
    version: number;
    /** JSON text: the contract's CorrectionCode list, in the school's order. */
    codes: string;
    updated_at: string;
  };
  /** The links teachers give students to read an essay; at most one per essay is not revoked. */
  essay_share_links: {
    /** The secret the address /s/{token} ends with (an essay's id for the link it had before share links). */
    token: string;
    essay_id: string;
    created_at: string;
    /** When its teacher revoked it; null while it opens the essay. */
    revoked_at: string | null;
  };
  /** The student's later drafts of an essay, sent through its share link. */
  essay_drafts: {
    id: string;
    essay_id: string;
    /** 2 for the second draft, 3 for the next... */
    number: number;
    version: Generated<number>;
    text: string;
    /** JSON text: the check of each mark of the first draft and the new mistakes (the contract's `DraftCheckResult`). */
    check_result: string;
    /** JSON text: the engine's edits of the draft. */
    edits: string;
    /** JSON text: the teacher's marking of the draft; null until they act. */
    marking: string | null;
    grade: number | null;
    grade_max: number | null;
    /** JSON text: criterion name -> grade. */
    grade_per_certificate_criterion: string | null;
    /** When the teacher confirmed the check; null until then. */
    confirmed_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** A whole class's essays uploaded at once (one PDF or photos), read page by page, grouped, then started. */
  class_sets: {
    id: string;
    owner_user_id: string;
    /** The class its students are in; null when none was picked. */
    class_id: string | null;
    /** The catalogue option's stable id; null when its labels below matched no option (see certificateColumns). */
    certificate_id: CertificateIdColumn;
    certificate_name: string;
    certificate_cefr_level: string;
    certificate_format: string;
    topic_text: string | null;
    source: "PDF" | "PHOTOS";
    /** Storage key of the uploaded PDF (a PDF set), rendered page by page as it is read; null once started or for photos. */
    pdf_key: string | null;
    pages_total: number;
    status: "READING" | "READY" | "STARTED";
    /** JSON text: the contract's ClassSetGroup[]; null while the pages are read. */
    groups: string | null;
    /** JSON text: the ids of the essays it made when started; null before. */
    /** JSON text: the checked texts a regrouping set aside, by their pages (the contract's ClassSetTextAside); null for none. */
    texts_aside: string | null;
    essay_ids: string | null;
    /** What the share link of each essay it makes shows (as the essays' own column). */
    share_mode: Generated<"corrections" | "codes">;
    /** How many drafts after the first each essay it makes lets its student send (as the essays' own column). */
    drafts_allowed: Generated<number>;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** The pages of a class set: the image each became and whether it was read. */
  class_set_pages: {
    class_set_id: string;
    /** 1 for the first page. */
    page_number: number;
    /** The page's image: a photo at upload, a PDF page once rendered. */
    image_id: string | null;
    /** When it was read; null until then. */
    read_at: string | null;
    /** Why it could not be read, for the teacher; null when it was. */
    read_error: string | null;
    /** How often its reading was begun (a try cut short by a killed process counts too). */
    read_attempts: Generated<number>;
  };
  /** Checkouts started on GET /payments; the payment event credits the organisation once and completes it. */
  checkout_sessions: {
    /** The payment provider's session id (cs_local_... or Stripe's cs_...). */
    id: string;
    /** The organisation credited. */
    organisation_id: string;
    /** The teacher who started it. */
    user_id: string;
    product_name: string;
    price_cents: number;
    essay_quantity: number;
    provider: PaymentProviderName;
    status: "open" | "completed";
    created_at: string;
    completed_at: string | null;
    /** The opener's browser and address, for the purchase's analytics event: only while analytics run, cleared on completion. */
    visitor_user_agent: string | null;
    visitor_address: string | null;
  };
  /** Each paid pack, with what its receipt shows as it was when paid (migration 20261129-0070). */
  purchases: {
    id: string;
    /** Counts every purchase of this installation from 1. */
    receipt_number: number;
    /** No foreign key: a deleted school's purchases stay for the accounts. */
    organisation_id: string;
    /** The paid checkout; unique, so a replayed payment event records nothing more. */
    checkout_session_id: string;
    buyer_user_id: string | null;
    pack_name: string;
    essay_quantity: number;
    net_cents: number;
    /** Hundredths of a percent: 2000 is 20%. */
    vat_rate_basis_points: number;
    vat_cents: number;
    total_cents: number;
    currency: string;
    school_name: string;
    school_address: string | null;
    school_vat_number: string | null;
    seller_name: string;
    seller_address: string | null;
    seller_vat_number: string | null;
    /** Stripe's receipt or invoice page; null for the local checkout. */
    provider_receipt_url: string | null;
    purchased_at: string;
  };
}

export type MemberRole = "owner" | "teacher";

export type PaymentProviderName = "local" | "stripe";

export type CreditReason = "trial" | "purchase" | "essay" | "refund";
