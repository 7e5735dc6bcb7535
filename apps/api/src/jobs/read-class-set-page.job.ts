import { randomBytes, randomUUID } from "node:crypto";
import { TranscriptionInputError } from "@redpen/engine";
import {
  countReadingAttempt,
  countReadPages,
  findClassSet,
  findClassSetPage,
  listClassSetPages,
  markClassSetPageRead,
  storeProposal,
  type ClassSet,
} from "../db/class-sets.queries";
import { findImageForCorrection, storeImageReading, type ImageReading } from "../db/correction-jobs.queries";
import { deleteImages, insertImage } from "../db/images.queries";
import { EngineCallError } from "../engine/engine-call-errors";
import { EngineClosedError } from "../engine/engine-closed-error";
import { proposeGroups } from "../services/class-sets/class-set-grouping";
import { classStudentsFor } from "../services/class-sets/class-set-students";
import { NO_READING, storePageReading } from "../services/images/page-readings";
import { UnreadablePdfError } from "../services/images/pdf-pages";
import { classSetPdfBytes, forgetClassSetPdf } from "./class-set-pdf-bytes";
import type { CorrectionJobDeps, JobOutcome } from "./correct-essay.job";
import type { PageToRead } from "../correction-queue";

/** Whether the error is the page's (it is marked read with the reason) rather than a passing one of the database or storage (retried). */
const isAboutThePage = (error: unknown) =>
  error instanceof TranscriptionInputError || error instanceof EngineCallError || error instanceof UnreadablePdfError;

/**
 * Tries at a page before it is marked failed: a try cut short by a killed process, or by a
 * database or storage error, is begun again by the queue, but a page that kills its process each
 * time would otherwise be sent again every minute for ever.
 */
export const PAGE_READING_ATTEMPTS_MAX = 3;

const TOO_MANY_ATTEMPTS =
  "The page could not be read after several tries: scan it again, or type its text in its essay.";

/** Why the page could not be read, in words for the teacher (shown on its thumbnail). */
function pageErrorMessage(error: Error): string {
  if (error instanceof EngineCallError)
    return "The page could not be read: it may be damaged, or far too large. Scan it again, or type its text in its essay.";
  return error.message.replace(/^photo 1\b/i, "The page");
}

/**
 * Reads one page of a class set: a PDF page is made an image (its text layer taken as it is when it
 * was typed, else read as a photo is), a photo is read; the page is marked read, with the reason
 * when it could not be read. The job that reads the set's last page proposes the grouping and
 * makes the set READY. Idempotent: a page read already, or a set no longer READING, is skipped; a
 * database or storage error is thrown for the queue to try again.
 */
export async function readClassSetPageJob(deps: CorrectionJobDeps, page: PageToRead): Promise<JobOutcome> {
  const set = await findClassSet(deps.db, page.classSetId);
  const row = await findClassSetPage(deps.db, page.classSetId, page.pageNumber);
  if (!set || set.status !== "READING" || !row) return "skipped";
  if (row.read_at !== null) {
    await proposeWhenAllRead(deps, set);
    return "skipped";
  }
  const attempt = await countReadingAttempt(deps.db, set.id, page.pageNumber);
  if (attempt === undefined) return "skipped";
  if (attempt > PAGE_READING_ATTEMPTS_MAX)
    return markRead(deps, set, page.pageNumber, row.image_id, undefined, TOO_MANY_ATTEMPTS);
  let imageId = row.image_id;
  let readError: string | null = null;
  let madeImage: { id: string; keys: string[] } | undefined;
  try {
    if (set.source === "PDF") {
      madeImage = await renderAndRead(deps, set, page.pageNumber);
      imageId = madeImage.id;
    } else if (imageId) {
      await readPhoto(deps, imageId);
    }
  } catch (error) {
    if (error instanceof EngineClosedError) return "skipped";
    if (!isAboutThePage(error)) throw error;
    deps.logger.info({ err: error, page }, "a class set page could not be read");
    readError = pageErrorMessage(error as Error);
  }
  return markRead(deps, set, page.pageNumber, imageId, madeImage, readError);
}

/** Marks the page read (failed when `readError` is set), and proposes the grouping when it was the set's last. */
async function markRead(
  deps: CorrectionJobDeps,
  set: ClassSet,
  pageNumber: number,
  imageId: string | null,
  madeImage: { id: string; keys: string[] } | undefined,
  readError: string | null,
): Promise<JobOutcome> {
  const marked = await markClassSetPageRead(
    deps.db,
    { class_set_id: set.id, page_number: pageNumber, image_id: imageId, read_error: readError },
    new Date().toISOString(),
  );
  if (!marked) {
    // Another worker read it first, or the teacher deleted the set meanwhile: this one's image is nobody's.
    if (madeImage) {
      await deleteImages(deps.db, [madeImage.id]);
      await Promise.allSettled(madeImage.keys.map((key) => deps.storage.delete(key)));
    }
    return "skipped";
  }
  await proposeWhenAllRead(deps, set);
  return readError ? "failed" : "done";
}

/** Renders the PDF's page, reads it (or takes its typed text), and keeps it as a photo of the teacher's. */
async function renderAndRead(
  deps: CorrectionJobDeps,
  set: ClassSet,
  pageNumber: number,
): Promise<{ id: string; keys: string[] }> {
  const pdf = set.pdf_key ? await classSetPdfBytes(deps.storage, set.pdf_key) : null;
  if (!pdf) throw new UnreadablePdfError("The uploaded PDF could not be found: upload the class set again.");
  const rendered = await deps.engine.renderPdfPage(pdf, pageNumber);
  const id = randomUUID();
  let reading: ImageReading = NO_READING;
  if (rendered.text !== null)
    reading = { ...NO_READING, transcription: rendered.text, transcription_evaluation: "GOOD" };
  else
    reading = await storePageReading(
      deps.storage,
      id,
      (await deps.engine.transcribe([rendered.jpeg], { background: true })).pages[0]!,
    );
  const storageKey = `${id}-${randomBytes(4).toString("hex")}.jpg`;
  const keys = [storageKey, ...(reading.read_page_key ? [reading.read_page_key] : [])];
  try {
    await deps.storage.put(storageKey, rendered.jpeg);
    await insertImage(deps.db, {
      id,
      owner_user_id: set.owner_user_id,
      content_type: "image/jpeg",
      byte_size: rendered.jpeg.length,
      storage_key: storageKey,
      resolution: "ORIGINAL",
      has_transcription: 1,
      ...reading,
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    throw error;
  }
  return { id, keys };
}

/** Reads an uploaded photo of the set, unless it was read already, and keeps the reading on its image. */
async function readPhoto(deps: CorrectionJobDeps, imageId: string): Promise<void> {
  const image = await findImageForCorrection(deps.db, imageId);
  if (!image || image.transcription !== null) return;
  const bytes = await deps.storage.get(image.storage_key);
  if (!bytes) throw new UnreadablePdfError("The photo of this page could not be found: upload the class set again.");
  const reading = await storePageReading(
    deps.storage,
    imageId,
    (await deps.engine.transcribe([bytes], { background: true })).pages[0]!,
  );
  if (!(await storeImageReading(deps.db, imageId, reading))) await deps.storage.delete(reading.read_page_key!);
}

/** Once every page of the set is read, proposes its grouping (from the pages' texts and its class's students) and makes it READY. */
async function proposeWhenAllRead(deps: CorrectionJobDeps, set: ClassSet): Promise<void> {
  if ((await countReadPages(deps.db, set.id)) < set.pages_total) return;
  const pages = await listClassSetPages(deps.db, set.id);
  const students = await classStudentsFor(deps, set);
  const groups = proposeGroups(
    pages.map((row) => ({ pageNumber: row.page_number, text: row.transcription })),
    students,
  ).map((group) => ({ page_numbers: group.pageNumbers, student_id: group.studentId, name: group.name }));
  if (set.pdf_key) forgetClassSetPdf(deps.storage, set.pdf_key);
  if ((await storeProposal(deps.db, set.id, groups, new Date().toISOString())) && set.pdf_key)
    // Its pages are photos now: the PDF is kept no longer.
    await deps.storage.delete(set.pdf_key).catch(() => undefined);
}
