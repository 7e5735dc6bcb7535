import {
  countWords,
  ENGINE_PATCH_KINDS,
  gradeAboveMaxMessage,
  type EssayEdit,
  type EssayPatch,
  type EssayPatchKind,
  type EssayPatchOf,
  type EssayPatchRequest,
  type UserFeedback,
} from "@redpen/contract";
import { findStoredCertificateOption, textChanges } from "@redpen/engine";
import { FEEDBACK_BY, type EssayChanges } from "../../db/essay-columns";
import { storedCertificateOf, updateEssayIfVersion, type Essay } from "../../db/essays.queries";
import { beforeFixOf } from "../../db/correction-jobs.queries";
import { conflict, validationFailed } from "../../errors";
import { mergeMarking, moveMarking } from "./essay-marking";
import { markingOf } from "../../db/essays.queries";
import { topicOf } from "./essay-topic";
import { reviewMarking } from "./marking-review";
import { schoolCalibration } from "../schools/school-calibration";
import { learnFromMarking } from "../schools/school-learning";
import { schoolServedBy } from "../schools/school-served";
import { essayPlacement } from "./essay-student";
import { codesOfSchool } from "../schools/correction-codes";
import { refuseUnknownCodes, sharingChanges } from "./essay-sharing";
import type { CurrentUser } from "../../auth/current-user";
import { type EssaysDeps, queueCalibration } from "./essays.service";
import { queueCorrection } from "./paid-essays";
import { getEssay, getOwnEssay } from "./own-essay";

// PATCH /essays/{essay_id}: each kind of change the contract tells apart is saved by its own patcher below.

const staleVersion = (stored: number) =>
  conflict(
    `The essay was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/** The teacher's grading, checked against the certificate's criteria and their top bands. */
export function gradingChanges(essay: Essay, patch: EssayPatchOf<"grading">["user_feedback"]): UserFeedback {
  const option = findStoredCertificateOption(storedCertificateOf(essay));
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
  const calibration = await schoolCalibration(deps, await schoolServedBy(deps, essay), essay.certificate_id);
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
    // Only 'Suggest again' drafts here: a draft the teacher asked for, which a fix of the text keeps.
    ...(reviewed.feedback === undefined ? {} : { feedback_by_teacher: FEEDBACK_BY.draftedAgain }),
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
    // An essay whose certificate is in no catalogue option (certificate_id null) has no calibration to fit.
    if (essay.certificate_id !== null && (await schoolServedBy(deps, essay)) !== null)
      await queueCalibration(deps, { organisationId: essay.organisation_id, certificateId: essay.certificate_id });
  },
});

/** The teacher's ratings of the help and their comment. */
const saveRatings: Patcher<"ratings"> = (_deps, _user, essay, patch) => ({
  changes: { user_feedback: { ...essay.user_feedback, ...ratingsChanges(essay, patch.user_feedback) } },
});

/** The teacher's feedback for the student, which a fix of the text then keeps. */
const saveFeedback: Patcher<"feedback"> = (_deps, _user, _essay, patch) => ({
  changes: { feedback: patch.feedback, feedback_by_teacher: FEEDBACK_BY.teacher },
});

/**
 * The teacher's marking: reviewed by the engine (graded again). What the teacher corrected
 * themselves, and the suggestions they rejected, teach the school; the marking is saved whatever
 * happens to that lesson. A teacher who left the essay's school (or whose school was deleted)
 * teaches it nothing more: each school's data serves that school alone.
 */
const saveMarking: Patcher<"edits"> = async (deps, user, essay, patch) => {
  refuseUnknownCodes(patch.edits, await codesOfSchool(deps, essay.organisation_id));
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

/** 'Suggest again': the feedback drafted anew from the marking as it stands (replacing the teacher's own), which a fix of the text then keeps. */
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
/** What the share link shows: the corrections, or the codes only (with the answers the teacher gives anyway). */
const saveSharing: Patcher<"sharing"> = (_deps, _user, essay, patch) => ({ changes: sharingChanges(essay, patch) });

const PATCHERS: { [Kind in EssayPatchKind]: Patcher<Kind> } = {
  grading: saveGrading,
  ratings: saveRatings,
  feedback: saveFeedback,
  edits: saveMarking,
  draft: draftFeedbackAgain,
  original: fixText,
  student: fileEssay,
  sharing: saveSharing,
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
  const essay = await getOwnEssay(deps, user, essayId);
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
