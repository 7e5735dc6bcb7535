import type { Kysely } from "kysely";
import type { AppDeps } from "../app-deps";
import {
  countWords,
  ENGINE_PATCH_KINDS,
  ESSAY_CREDIT_COST,
  gradeAboveMaxMessage,
  type CertificateOption,
  type EssayCreateData,
  type EssayEdit,
  type EssayListQuery,
  type EssayPatch,
  type EssayPatchKind,
  type EssayPatchOf,
  type EssayPatchRequest,
  type UserFeedback,
} from "@redpen/contract";
import { findCertificateOptionFor, listCertificateOptions, textChanges } from "@redpen/engine";
import { creditBalance } from "../db/credits.queries";
import type { EssayChanges } from "../db/essay-columns";
import {
  certificateOf,
  findEssay,
  findEssayWithOwnerSubject,
  insertEssay,
  NOT_YET_CORRECTED,
  listEssaysOfOwner,
  updateEssayIfVersion,
  type Essay,
} from "../db/essays.queries";
import { beforeFixOf } from "../db/correction-jobs.queries";
import { listOwnedImageIds } from "../db/images.queries";
import { isMember } from "../db/organisations.queries";
import { lockOrganisationRow } from "../db/row-lock";
import type { Database } from "../db/schema";
import { conflict, forbidden, notFound, paymentRequired, validationFailed } from "../errors";
import * as credits from "./credits.service";
import { markingOf, mergeMarking, moveMarking } from "./essay-marking";
import { topicOf } from "./essay-topic";
import { reviewMarking } from "./marking-review";
import { MOSTLY_UNCERTAIN_MESSAGE, photosReadMostlyUncertain } from "./read-text";
import { schoolCalibration } from "./school-calibration";
import { learnFromMarking } from "./school-corrections";
import { schoolServedBy } from "./school-served";
import { isSharedByItsId } from "./share-links.service";
import { essayPlacement } from "./essay-student";
import { getOwnClass } from "./classes.service";
import { getOwnStudent } from "./students.service";
import type { CalibrationRequest } from "../jobs/correction-queue";
import type { CurrentUser } from "./current-user";

/** What the essay calls need. */
type EssaysDeps = Pick<AppDeps, "db" | "queue" | "engine" | "logger">;

/** The certificate picker's choices, from the engine's catalogue. */
export function listCertificates(): CertificateOption[] {
  return listCertificateOptions().map(({ name, cefr_level, format, format_description }) => ({
    name,
    cefr_level,
    format,
    format_description,
  }));
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);
const takenId = () => conflict("An essay with this id exists already: create it with a new id.");

/** 400 naming the photo when a photo id is not one of the caller's uploads; `field` is where the ids are, `words` what they are. */
async function checkOwnImages(
  db: Kysely<Database>,
  user: CurrentUser,
  { field, words }: { field: string; words: string },
  ids: string[],
): Promise<void> {
  const owned = new Set(await listOwnedImageIds(db, user.id, ids));
  const foreign = ids.filter((id) => !owned.has(id));
  if (foreign.length > 0)
    throw validationFailed(
      `No photo you uploaded has the id ${foreign.join(", ")} given for ${words}: upload the photo first.`,
      field,
    );
}

const NOT_A_MEMBER_ANY_MORE =
  "You are no longer a teacher of this organisation, so its credits are not yours to use: reload the page.";

/**
 * Accepts a new essay under the client's id: checks the certificate against the catalogue and that
 * the photos are the caller's own uploads (another teacher's photo gets the same 400 as an unknown
 * id, so the reply does not tell whether it exists), then, in one transaction, charges one credit of the caller's current
 * organisation and stores the essay PENDING. Once committed, the essay is queued for correction.
 * A photo essay sent with the text the teacher checked is corrected on that text; one sent without
 * it is refused (400, nothing charged) when its photos were read mostly unsurely.
 */
export async function createEssay(
  deps: EssaysDeps,
  user: CurrentUser,
  essayId: string,
  data: EssayCreateData,
): Promise<Essay> {
  if (await findEssay(deps.db, essayId)) throw takenId();
  if (!findCertificateOptionFor(data.certificate)) {
    const { name, cefr_level, format } = data.certificate;
    throw validationFailed(
      `The certificate "${name}" (${cefr_level}, ${format}) is not in the list of certificates: pick one from it.`,
      "data.certificate",
    );
  }
  const imageIds = data.input_method === "IMAGE" ? data.relationships.student_image_ids_sorted : [];
  const topicImageId = data.relationships.topic_image_id ?? null;
  const pages = { field: "data.relationships.student_image_ids_sorted", words: "the essay's pages" };
  await checkOwnImages(deps.db, user, pages, imageIds);
  const topicPhoto = { field: "data.relationships.topic_image_id", words: "the topic" };
  if (topicImageId) await checkOwnImages(deps.db, user, topicPhoto, [topicImageId]);
  // A photo essay's text: the one the teacher checked, or else the one read from the photos, which
  // is not charged and corrected as it stands when it is mostly guesswork.
  const original = blankToNull(data.original);
  const placement = await essayPlacement(deps, user, data);
  if (data.input_method === "IMAGE" && original === null && (await photosReadMostlyUncertain(deps.db, imageIds)))
    throw validationFailed(MOSTLY_UNCERTAIN_MESSAGE);

  const organisationId = user.organisationIds[0];
  if (!organisationId)
    throw paymentRequired(
      "You do not belong to an organisation, so you have no credits: ask a colleague to invite you.",
    );
  const topicText = topicImageId ? null : blankToNull(data.topic_text);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    // Removal takes the same lock: a teacher removed while this request ran is not charged to the organisation.
    if (!(await isMember(trx, organisationId, user.id))) throw paymentRequired(NOT_A_MEMBER_ANY_MORE);
    if ((await creditBalance(trx, organisationId)) < ESSAY_CREDIT_COST) {
      throw paymentRequired("Your organisation has no credits left. Buy more on the billing page.");
    }
    const inserted = await insertEssay(trx, {
      id: essayId,
      owner_user_id: user.id,
      organisation_id: organisationId,
      status: "PENDING",
      name: placement.studentName ?? blankToNull(data.name),
      class_id: placement.class_id,
      student_id: placement.student_id,
      original,
      certificate_name: data.certificate.name,
      certificate_cefr_level: data.certificate.cefr_level,
      certificate_format: data.certificate.format,
      input_method: data.input_method,
      topic_input_method: topicImageId ? "IMAGE" : topicText ? "TEXT" : null,
      topic_text: topicText,
      student_image_ids: imageIds,
      topic_image_id: topicImageId,
      ...NOT_YET_CORRECTED,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw takenId();
    await credits.charge(trx, { id: essayId, organisation_id: organisationId, owner_user_id: user.id }, now);
  });
  await queueCorrection(deps, essayId);
  return getEssay(deps, essayId);
}

/** Queues a PENDING essay; if the queue fails, the essay is saved and paid for, and the queue takes PENDING essays up again when it starts. */
async function queueCorrection(deps: EssaysDeps, essayId: string): Promise<void> {
  try {
    await deps.queue.enqueue(essayId);
  } catch (error) {
    deps.logger.error({ err: error, essayId }, "could not queue the essay for correction");
  }
}

/** Queues a refit of the school's calibration; a queue that fails loses nothing, as the next grading queues it again. */
async function queueCalibration(deps: EssaysDeps, request: CalibrationRequest): Promise<void> {
  try {
    await deps.queue.enqueueCalibration(request);
  } catch (error) {
    deps.logger.error(
      { err: error, organisationId: request.organisationId },
      "could not queue the school's calibration",
    );
  }
}

/** The caller's own SUCCESS and PENDING essays, newest first; of one of their classes or students when asked (404 for another teacher's). */
export async function listEssays(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  query: EssayListQuery,
): Promise<Essay[]> {
  if (query.class_id) await getOwnClass({ db }, user, query.class_id);
  if (query.student_id) await getOwnStudent({ db }, user, query.student_id);
  return listEssaysOfOwner(db, user.id, {
    offset: query.offset,
    limit: query.limit,
    hasTopic: query.filter_has_topic,
    classId: query.class_id,
    studentId: query.student_id,
  });
}

/**
 * An essay by its id, and whether the caller with `viewerSubject` (the identity provider's subject;
 * null for a visitor) is its owner, who sees more of it (presentEssay) than anyone else
 * (presentEssayToVisitor). Anyone else reads it through a share link (share-links.service), or by
 * its id only while the link it had before share links is not revoked: otherwise it is a 404, as
 * for an unknown id.
 */
export async function readEssay(
  { db }: Pick<AppDeps, "db">,
  viewerSubject: string | null,
  essayId: string,
): Promise<{ essay: Essay; viewerIsOwner: boolean }> {
  const essay = await findEssayWithOwnerSubject(db, essayId);
  if (!essay) throw notFound("This essay");
  const viewerIsOwner = viewerSubject !== null && viewerSubject === essay.owner_subject;
  if (!viewerIsOwner && !(await isSharedByItsId({ db }, essayId))) throw notFound("This essay");
  return { essay, viewerIsOwner };
}

/** Any essay by its id, or 404. */
export async function getEssay({ db }: Pick<AppDeps, "db">, essayId: string): Promise<Essay> {
  const essay = await findEssay(db, essayId);
  if (!essay) throw notFound("This essay");
  return essay;
}

const staleVersion = (stored: number) =>
  conflict(
    `The essay was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/** The teacher's grading, checked against the certificate's criteria and their top bands. */
function gradingChanges(essay: Essay, patch: EssayPatchOf<"grading">["user_feedback"]): UserFeedback {
  const option = findCertificateOptionFor(certificateOf(essay));
  if (!option)
    throw conflict("This essay's certificate is no longer in the list of certificates, so it cannot be graded.");
  const field = "data.user_feedback.grade_per_certificate_criterion";
  const expected = option.criteria.map((criterion) => criterion.name);
  const given = Object.keys(patch.grade_per_certificate_criterion);
  const missing = expected.filter((name) => !given.includes(name));
  const extra = given.filter((name) => !expected.includes(name));
  const problems = [
    ...(missing.length > 0
      ? [
          `Grade every criterion of ${option.name}: ${missing.join(", ")} ${missing.length > 1 ? "have" : "has"} no grade.`,
        ]
      : []),
    ...(extra.length > 0
      ? [`${option.name} has no ${extra.length > 1 ? "criteria" : "criterion"} called ${extra.join(", ")}.`]
      : []),
  ];
  if (problems.length > 0) throw validationFailed(problems.join(" "), field);
  for (const criterion of option.criteria) {
    const grade = patch.grade_per_certificate_criterion[criterion.name] ?? 0;
    if (grade > criterion.max)
      throw validationFailed(gradeAboveMaxMessage(criterion.name, criterion.max), `${field}.${criterion.name}`);
  }
  if (patch.grade > option.grade_max)
    throw validationFailed(gradeAboveMaxMessage("The total grade", option.grade_max), "data.user_feedback.grade");
  return { grade: patch.grade, grade_per_certificate_criterion: patch.grade_per_certificate_criterion };
}

function ratingsChanges(essay: Essay, patch: EssayPatchOf<"ratings">["user_feedback"]): UserFeedback {
  if (essay.input_method === "TEXT" && patch.transcription) {
    throw validationFailed(
      "A pasted essay has no transcription to rate: rate the correction or the feedback.",
      "data.user_feedback.transcription",
    );
  }
  // Absent keys keep their value; null clears one.
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/**
 * The teacher's marking reviewed by the engine (see reviewMarking), with the school's calibration
 * of the advised grades; with `draftFeedback`, the feedback drafted again from it.
 */
async function markingChanges(deps: EssaysDeps, essay: Essay, marking: EssayEdit[], { draftFeedback = false } = {}) {
  const calibration = await schoolCalibration(deps, await schoolServedBy(deps, essay), certificateOf(essay));
  const reviewed = await reviewMarking(deps, {
    essay,
    text: essay.original ?? "",
    marking,
    topic: await topicOf(deps.db, essay),
    calibration,
    draftFeedback,
  });
  return {
    ...reviewed,
    advised_from_school_essays: calibration?.examples ?? null,
    ...(reviewed.feedback === undefined ? {} : { feedback_by_teacher: 0 }),
  };
}

/**
 * A fix of a pasted essay may change this many words, or this share of its words if more: beyond,
 * it is another essay, which would be corrected for free. A photo essay's fix has no limit: its
 * pages stay the same, however badly they were read.
 */
const MAX_FIXED_WORDS = 10;
const MAX_FIXED_SHARE = 0.5;

/** 400 when the fix of a pasted essay changes so many of its words that it is another essay. */
function refuseAnotherEssay(before: string, changes: ReturnType<typeof textChanges>): void {
  const words = countWords(before);
  const changed = changes.reduce(
    (sum, change) => sum + Math.max(countWords(change.original), countWords(change.replacement)),
    0,
  );
  if (changed > Math.max(MAX_FIXED_WORDS, words * MAX_FIXED_SHARE))
    throw validationFailed(
      `This changes ${changed} of the essay's ${words} words: that is a different essay, not a fix of this one. ` +
        "Fix only what was mistyped, and correct a different essay as a new one.",
      "data.original",
    );
}

/**
 * The teacher's fix of the text: stored as the essay's text (the first reading kept for the record),
 * with the teacher's decisions moved onto it where their words did not change, and the essay
 * PENDING again for the queue to correct, grade and draft anew. Nothing is charged.
 */
function textFixChanges(essay: Essay, text: string) {
  const before = essay.original ?? "";
  if (text === before)
    throw validationFailed(
      "This is the text as it stands: change what was misread or mistyped, then save.",
      "data.original",
    );
  const changes = textChanges(before, text);
  if (essay.input_method === "TEXT") refuseAnotherEssay(before, changes);
  const { carried, dropped } = moveMarking(before, text, changes, markingOf(essay) ?? []);
  return {
    original: text,
    first_original: essay.first_original ?? before,
    status: "PENDING" as const,
    marking: carried,
    dropped_marking: dropped,
    before_fix: beforeFixOf(essay),
    failure_reason: null,
    locked_until: null,
  };
}

/**
 * Whether a PATCH's data has the engine work, as patchEssay runs it: a marking change (re-graded,
 * with the missing explanations proposed), 'Draft again', and a text fix (corrected again). These
 * are the costly PATCH calls; grading, feedback and ratings are plain saves.
 */
export function patchRunsEngine(data: EssayPatch): boolean {
  return ENGINE_PATCH_KINDS.has(data.kind);
}

/** What one kind of change writes to the essay, and what follows once it is written. */
interface PatchOutcome {
  changes: EssayChanges;
  /** Run once the change is stored. */
  afterSave?: () => Promise<void>;
}

/** One kind of change of the essay by its owner. */
type Patcher<Kind extends EssayPatchKind> = (
  deps: EssaysDeps,
  user: CurrentUser,
  essay: Essay,
  patch: EssayPatchOf<Kind>,
) => PatchOutcome | Promise<PatchOutcome>;

/** The teacher's own grading; each one saved is an example for the school's calibration (while the teacher is still in it). */
const saveGrading: Patcher<"grading"> = (deps, _user, essay, patch) => ({
  changes: { user_feedback: { ...essay.user_feedback, ...gradingChanges(essay, patch.user_feedback) } },
  afterSave: async () => {
    if ((await schoolServedBy(deps, essay)) !== null)
      await queueCalibration(deps, { organisationId: essay.organisation_id, certificate: certificateOf(essay) });
  },
});

/** The teacher's ratings of the help and their comment. */
const saveRatings: Patcher<"ratings"> = (_deps, _user, essay, patch) => ({
  changes: { user_feedback: { ...essay.user_feedback, ...ratingsChanges(essay, patch.user_feedback) } },
});

/** The teacher's feedback for the student, which a fix of the text then keeps. */
const saveFeedback: Patcher<"feedback"> = (_deps, _user, _essay, patch) => ({
  changes: { feedback: patch.feedback, feedback_by_teacher: 1 },
});

/**
 * The teacher's marking: reviewed by the engine (graded again). What the teacher corrected
 * themselves, and the suggestions they rejected, teach the school; the marking is saved whatever
 * happens to that lesson. A teacher who left the essay's school (or whose school was deleted)
 * teaches it nothing more: each school's data serves that school alone.
 */
const saveMarking: Patcher<"edits"> = async (deps, user, essay, patch) => {
  const changes = await markingChanges(deps, essay, mergeMarking(essay, patch.edits));
  return {
    changes,
    afterSave: async () => {
      if ((await schoolServedBy(deps, essay)) === null) return;
      await learnFromMarking(deps, essay, user.id, markingOf(essay) ?? [], changes.marking).catch((error: unknown) =>
        deps.logger.error(
          { err: error, essayId: essay.id },
          "the school's remembered corrections could not learn from this marking",
        ),
      );
    },
  };
};

/** 'Draft again': the feedback drafted anew from the marking as it stands (replacing the teacher's own). */
const draftFeedbackAgain: Patcher<"draft"> = async (deps, _user, essay) => ({
  changes: await markingChanges(deps, essay, markingOf(essay) ?? [], { draftFeedback: true }),
});

/** The teacher's fix of the text, queued to be corrected again at no charge. */
const fixText: Patcher<"original"> = (deps, _user, essay, patch) => ({
  changes: textFixChanges(essay, patch.original),
  afterSave: () => queueCorrection(deps, essay.id),
});

/** The essay's class and student: the caller's own (404 otherwise), the student in the class; the essay takes the student's name. */
const fileEssay: Patcher<"student"> = async (deps, user, _essay, patch) => {
  const placement = await essayPlacement(deps, user, patch);
  return {
    changes: {
      class_id: placement.class_id,
      student_id: placement.student_id,
      ...(placement.studentName === undefined ? {} : { name: placement.studentName }),
    },
  };
};

const PATCHERS: { [Kind in EssayPatchKind]: Patcher<Kind> } = {
  grading: saveGrading,
  ratings: saveRatings,
  feedback: saveFeedback,
  edits: saveMarking,
  draft: draftFeedbackAgain,
  original: fixText,
  student: fileEssay,
};

/** Runs the patcher of the patch's own kind. */
const runPatcher = <Kind extends EssayPatchKind>(
  deps: EssaysDeps,
  user: CurrentUser,
  essay: Essay,
  patch: EssayPatchOf<Kind>,
) => (PATCHERS[patch.kind] as Patcher<Kind>)(deps, user, essay, patch);

/**
 * Applies one change of the essay's owner (its kind parsed by the contract, see EssayPatch) when
 * `version` is the stored version + 1 and the essay is corrected. The write is conditional on the
 * version, so of two changes sent at once with the same version one succeeds and the other is a 409.
 */
export async function patchEssay(
  deps: EssaysDeps,
  user: CurrentUser,
  essayId: string,
  request: EssayPatchRequest,
): Promise<Essay> {
  const essay = await getEssay(deps, essayId);
  if (essay.owner_user_id !== user.id) throw forbidden("Only the teacher who uploaded this essay can change it.");
  if (request.version !== essay.version + 1) throw staleVersion(essay.version);
  // Filing an essay under a class and a student touches nothing the correction writes.
  if (essay.status === "PENDING" && request.data.kind !== "student")
    throw conflict("The essay is still being corrected: wait until it is done, then try again.");
  if (essay.status === "FAILURE")
    throw conflict("This essay could not be corrected, so it cannot be changed: upload it again.");

  const { changes, afterSave } = await runPatcher(deps, user, essay, request.data);
  const now = new Date().toISOString();
  // A failed fix is news until the teacher does something else: then the note goes (a fix sets its own).
  if (
    !(await updateEssayIfVersion(deps.db, essayId, essay.version, { fix_failure: null, ...changes, updated_at: now }))
  )
    throw staleVersion((await getEssay(deps, essayId)).version);
  await afterSave?.();
  return getEssay(deps, essayId);
}
