import type { FastifyBaseLogger } from "fastify";
import { essayNameLine } from "@redpen/contract";
import { TranscriptionInputError, type Calibration } from "@redpen/engine";
import {
  claimPendingEssay,
  findImageForCorrection,
  releaseClaim,
  renewClaim,
  restoreBeforeFix,
  storeCorrectionFailure,
  storeCorrectionSuccess,
  storeImageReading,
  type CorrectionResultFields,
} from "../db/correction-jobs.queries";
import { FEEDBACK_BY } from "../db/essay-columns";
import { storedCertificateOf, type Essay } from "../db/essays.queries";
import { correctionFailures, correctionSeconds } from "../metrics/process-metrics";
import { schoolCalibration } from "../services/schools/school-calibration";
import { countSuggested, schoolSuggestions } from "../services/schools/school-corrections";
import { schoolServedBy } from "../services/schools/school-served";
import type { AppDeps } from "../app-deps";
import { EngineCallError } from "../engine/engine-call-errors";
import { EngineClosedError } from "../engine/engine-closed-error";
import { withCarriedDecisions } from "../services/essays/essay-marking";
import { markingOf } from "../db/essays.queries";
import { topicOf } from "../services/essays/essay-topic";
import { reviewMarking } from "../services/essays/marking-review";
import * as credits from "../services/billing/credits.service";
import { storePageReading } from "../services/images/page-readings";
import { joinPages, mostlyUncertainReading } from "../services/essays/read-text";

/** Where a job logs; Fastify's logger (pino) fits. */
export type JobLogger = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** What the correction job needs: the app's pieces (AppDeps), a logger and, in tests, a shorter lease. */
export type CorrectionJobDeps = Pick<AppDeps, "db" | "engine" | "storage"> & {
  logger: JobLogger;
  /** How long a claim on an essay lasts before another worker may take it; renewed while the job runs. */
  leaseMs?: number;
};

/**
 * done: the essay is SUCCESS now; skipped: it was not PENDING, another worker holds it, or the
 * engine was closed; failed: stored FAILURE. A database or storage error is thrown, the essay left
 * PENDING with no claim, for the queue to try again.
 */
export type JobOutcome = "done" | "skipped" | "failed";

/**
 * Short, so that an essay whose worker was stopped is taken again soon after; a running job renews
 * it every third of it.
 */
export const DEFAULT_LEASE_MS = 2 * 60_000;

/** Why an essay cannot be corrected, in words for the teacher. */
class CorrectionError extends Error {}

/** Whether the error is the essay's (stored as FAILURE) rather than a passing one of the database or storage (retried). */
const isAboutTheEssay = (error: unknown) =>
  error instanceof CorrectionError || error instanceof TranscriptionInputError || error instanceof EngineCallError;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * The claim on an essay, renewed every third of its lease while the job runs; `settle` stops the
 * renewal and gives the claim as it stands (the job's writes check it).
 */
function holdClaim(deps: CorrectionJobDeps, essayId: string, leaseMs: number, first: string) {
  let claim = first;
  let renewing = Promise.resolve(true);
  const renewal = setInterval(() => {
    renewing = renewing.then(async (held) => {
      if (!held) return false;
      const next = later(leaseMs);
      const renewed = await renewClaim(deps.db, essayId, claim, next).catch(() => false);
      if (renewed) claim = next;
      return renewed;
    });
  }, leaseMs / 3);
  const settle = async () => {
    clearInterval(renewal);
    await renewing;
    return claim;
  };
  return { settle, stop: () => clearInterval(renewal) };
}

/**
 * Corrects one essay: claims it, reads the photos' text (image essays), corrects, grades and drafts
 * feedback, and stores SUCCESS. An error about the essay (no text, a bad photo, the engine failing
 * on it or running out of time) stores FAILURE and gives the credit back, or, for a text the
 * teacher fixed, puts the essay back as it was before the fix (nothing to give back); any other error (the
 * database, the storage) releases the claim and is thrown, so the essay is tried again. Idempotent:
 * an essay that is no longer PENDING, or that another worker holds, is skipped.
 */
export async function correctEssayJob(deps: CorrectionJobDeps, essayId: string): Promise<JobOutcome> {
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const first = later(leaseMs);
  const essay = await claimPendingEssay(deps.db, essayId, new Date().toISOString(), first);
  if (!essay) return "skipped";
  const timer = correctionSeconds.startTimer({ input_method: essay.input_method });
  const claim = holdClaim(deps, essayId, leaseMs, first);
  try {
    const { fields, suggested } = await assessClaimedEssay(deps, essay);
    const stored = await storeCorrectionSuccess(
      deps.db,
      essayId,
      await claim.settle(),
      fields,
      new Date().toISOString(),
    );
    if (!stored) return "skipped";
    timer();
    await countSuggested(deps, suggested);
    return "done";
  } catch (error) {
    if (error instanceof EngineClosedError) {
      // Stopped by a shutdown, not by the essay: it stays PENDING and is taken again at the next start.
      await releaseClaim(deps.db, essayId, await claim.settle());
      return "skipped";
    }
    if (!isAboutTheEssay(error)) {
      // Not the essay's fault (a database or storage error, likely passing): no FAILURE, no refund;
      // the claim is let go so that the queue's retry or next sweep takes the essay again at once.
      await releaseClaim(deps.db, essayId, await claim.settle()).catch(() => undefined);
      throw error;
    }
    return storeFailure(deps, essay, error as Error, claim.settle);
  } finally {
    claim.stop();
  }
}

/** The claimed essay read, corrected, graded and given feedback: the fields to store, and the school's corrections suggested. */
async function assessClaimedEssay(
  deps: CorrectionJobDeps,
  essay: Essay,
): Promise<{ fields: CorrectionResultFields; suggested: string[] }> {
  const essayId = essay.id;
  const { text, name } = await essayText(deps, essay);
  if (!text.trim())
    throw new CorrectionError(
      essay.input_method === "IMAGE" ? "No writing could be read on the photos." : "The essay has no text.",
    );
  const topic = await topicText(deps, essay);
  const servedSchool = await schoolServedBy(deps, essay);
  const calibration = await schoolCalibration(deps, servedSchool, essay.certificate_id);
  // The school's remembered corrections join the engine's, where no engine edit stands on their words.
  const remembered = await schoolSuggestions(deps, servedSchool).catch((error: unknown) => {
    // A suggestion is a help, never a reason for the essay to wait: the engine's edits go on alone.
    deps.logger.warn(
      { essayId, error: error instanceof Error ? error.message : String(error) },
      "the school's suggestions could not be added",
    );
    return [];
  });
  const { suggested, ...assessment } = await deps.engine.assess({
    text,
    certificate: storedCertificateOf(essay),
    topic,
    calibration,
    remembered,
  });
  const advised = { advised_from_school_essays: calibration?.examples ?? null };
  const fields = await withTeacherMarking(
    deps,
    essay,
    { original: text, marking: null, ...assessment, ...advised, ...(name === undefined ? {} : { name }) },
    topic,
    calibration,
  );
  return { fields, suggested };
}

/**
 * An essay that cannot be corrected: FAILURE with its reason in words for the teacher and its
 * credit given back in the same write, or, for a text the teacher fixed, the essay as it was
 * before the fix (a fixed text is corrected again for free, so nothing is given back).
 */
async function storeFailure(
  deps: CorrectionJobDeps,
  essay: Essay,
  error: Error,
  settleClaim: () => Promise<string>,
): Promise<JobOutcome> {
  const essayId = essay.id;
  correctionFailures.inc({
    reason:
      error instanceof EngineCallError
        ? "engine"
        : error instanceof TranscriptionInputError
          ? "unreadable-photo"
          : "no-text",
  });
  const reason =
    error instanceof EngineCallError ? `The engine could not correct the essay: ${error.message}` : error.message;
  const now = new Date().toISOString();
  if (essay.before_fix !== null) {
    const restored = await restoreBeforeFix(
      deps.db,
      essayId,
      await settleClaim(),
      essay.before_fix,
      { reason, original: essay.original ?? "" },
      now,
    );
    if (!restored) return "skipped";
    deps.logger.warn({ essayId, reason }, "correction of a fixed text failed; the essay is as before the fix");
    return "failed";
  }
  const settled = await settleClaim();
  // The failure and the credit it gives back are one write: both, or neither.
  const refunded = await deps.db.transaction().execute(async (trx) => {
    if (!(await storeCorrectionFailure(trx, essayId, settled, reason, now))) return undefined;
    return credits.refundFailedEssay(trx, essay, now);
  });
  if (refunded === undefined) return "skipped";
  deps.logger.warn(
    { essayId, reason },
    refunded ? "essay correction failed; credit refunded" : "correction of a fixed text failed",
  );
  return "failed";
}

/**
 * A correction of a fixed text keeps the teacher's work: their decisions carried onto the new
 * engine edits (the correction and the advised grades then follow the marking, as after any
 * marking change), and their own feedback (or the draft they asked for) instead of a new draft.
 */
async function withTeacherMarking(
  deps: CorrectionJobDeps,
  essay: Essay,
  fields: CorrectionResultFields,
  topic: string | null,
  calibration: Calibration | undefined,
): Promise<CorrectionResultFields> {
  // The teacher's own feedback, or a draft they asked for, is kept; Redpen's first draft is drafted anew.
  const kept =
    essay.feedback_by_teacher !== FEEDBACK_BY.engine && essay.feedback !== null ? { feedback: essay.feedback } : {};
  const { edits: marking, unmatched } = withCarriedDecisions(fields.edits, markingOf(essay) ?? []);
  if (unmatched.length > 0)
    fields = {
      ...fields,
      dropped_marking: [...(essay.dropped_marking ?? []), ...unmatched],
    };
  if (!marking) return { ...fields, ...kept };
  const reviewed = await reviewMarking(deps, { essay, text: fields.original, marking, topic, calibration });
  return { ...fields, ...kept, ...reviewed };
}

/**
 * The essay's text: pasted, checked before the correction or fixed by the teacher, or else read
 * from its photos (joinPages: a later page's header line, "p. 2", is left out), which is refused
 * when mostly uncertain. A first line of the photos that only names the student or dates the page
 * (or names the essay's student as written: see essayNameLine) is not the essay's: it is left out,
 * and its name becomes the essay's when the teacher gave none.
 */
async function essayText(deps: CorrectionJobDeps, essay: Essay): Promise<{ text: string; name?: string }> {
  if (essay.input_method === "TEXT" || essay.original !== null) return { text: essay.original ?? "" };
  const imageIds = essay.student_image_ids;
  if (imageIds.length === 0) throw new CorrectionError("The essay has no photos.");
  const pages: string[] = [];
  for (const [index, imageId] of imageIds.entries()) pages.push(await photoText(deps, imageId, index));
  const unsure = await mostlyUncertainReading(deps.db, imageIds);
  if (unsure) throw new CorrectionError(unsure);
  const text = joinPages(pages);
  const nameLine = essayNameLine(text, essay.name);
  if (!nameLine) return { text };
  const name = nameLine.name !== null && essay.name === null ? { name: nameLine.name } : {};
  return { text: text.slice(nameLine.essayStart), ...name };
}

/** The photo's text: the one read at upload, or read now and kept on the image. */
async function photoText(deps: CorrectionJobDeps, imageId: string, index: number): Promise<string> {
  const image = await findImageForCorrection(deps.db, imageId);
  if (image?.transcription != null) return image.transcription;
  const bytes = image ? await deps.storage.get(image.storage_key) : null;
  if (!image || !bytes) throw new CorrectionError(`Photo ${index + 1} could not be found; send the photo again.`);
  try {
    const { pages } = await deps.engine.transcribe([bytes]);
    const page = pages[0]!;
    const reading = await storePageReading(deps.storage, imageId, page);
    // The page file is the row's only once the row points at it.
    const stored = await storeImageReading(deps.db, imageId, reading).catch(async (error: unknown) => {
      await deps.storage.delete(reading.read_page_key!);
      throw error;
    });
    if (!stored) await deps.storage.delete(reading.read_page_key!);
    return page.text;
  } catch (error) {
    // The engine names a lone photo "photo 1"; here it is one page of several.
    if (error instanceof TranscriptionInputError)
      throw new CorrectionError(error.message.replace(/^photo 1\b/i, `Photo ${index + 1}`));
    throw error;
  }
}

/** The topic as text: typed, or read from its photo (grading goes on without it if the photo cannot be read). */
function topicText(deps: CorrectionJobDeps, essay: Essay): Promise<string | null> {
  return topicOf(deps.db, essay, async (imageId) => {
    try {
      return await photoText(deps, imageId, 0);
    } catch (error) {
      if (!isAboutTheEssay(error)) throw error;
      deps.logger.warn(
        { essayId: essay.id, error: error instanceof Error ? error.message : String(error) },
        "the topic photo could not be read; grading without the topic",
      );
      return null;
    }
  });
}
