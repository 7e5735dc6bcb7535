import { randomBytes, randomUUID } from "node:crypto";
import {
  CLASS_SET_FILE_FIELD,
  CLASS_SET_PAGES_MAX,
  type ClassSetCreateData,
  type ClassSetGroup,
  type ClassSetPatchRequest,
  type ClassSetStartRequest,
} from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import {
  findClassSet,
  insertClassSet,
  listClassSetPages,
  markStartedIfVersion,
  updateGroupsIfVersion,
  type ClassSet,
} from "../../db/class-sets.queries";
import { insertImage } from "../../db/images.queries";
import { isIdTaken } from "../../db/new-ids";
import { AppError, conflict, forbidden, notFound, validationFailed } from "../../errors";
import { IMAGE_EXTENSIONS, prepareImage, sniffImageType, UnreadableImageError } from "../../storage/image-format";
import { checkOwnClass, groupPlacement } from "./class-set-students";
import { startGroupEssays } from "./class-set-start";
import { textsAsideAfter } from "./class-set-texts-aside";
import { NO_READING } from "../images/page-readings";
import { countPdfPages, looksLikePdf, UnreadablePdfError } from "../images/pdf-pages";
import type { CurrentUser } from "../../auth/current-user";
import { certificateColumns, requiredCertificate } from "../certificates/certificate-choice";

/** What the class set calls need. */
type ClassSetsDeps = Pick<AppDeps, "db" | "storage" | "queue" | "logger">;

/** 400 about the uploaded file(s), naming their field. */
const refusedFile = (message: string) => new AppError(400, "INVALID_IMAGE", message, CLASS_SET_FILE_FIELD);
const takenId = () => conflict("A class set with this id exists already: upload it with a new id.");

/** A class set, or 404; another teacher's is a 403, as their essays are. */
export async function getOwnClassSet(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  classSetId: string,
): Promise<ClassSet> {
  const set = await findClassSet(deps.db, classSetId);
  if (!set) throw notFound("This class set");
  if (set.owner_user_id !== user.id)
    throw forbidden("Only the teacher who uploaded this class set can see or change it.");
  return set;
}

/** The set and its pages, for its teacher. */
export async function readClassSet(deps: Pick<AppDeps, "db">, user: CurrentUser, classSetId: string) {
  const set = await getOwnClassSet(deps, user, classSetId);
  return { set, pages: await listClassSetPages(deps.db, set.id) };
}

/**
 * Accepts a class set under the client's id: one PDF (checked to be a PDF that opens without a
 * password, with at most CLASS_SET_PAGES_MAX pages) or up to that many photos, for a certificate
 * (and a class of the teacher's, and a task). Nothing is charged yet: its pages are queued to be
 * read, and its grouping is proposed once they are. Nothing is kept when a file is refused.
 */
export async function uploadClassSet(
  deps: ClassSetsDeps,
  user: CurrentUser,
  classSetId: string,
  data: ClassSetCreateData,
  files: Buffer[],
) {
  if (await isIdTaken(deps.db, "class_sets", classSetId)) throw takenId();
  const certificate = requiredCertificate(data, "data.");
  if (data.class_id) await checkOwnClass(deps, user, data.class_id);
  if (files.length === 0)
    throw validationFailed(
      "The upload has no file: send the scan as one PDF, or the pages as photos.",
      CLASS_SET_FILE_FIELD,
    );
  const empty = files.findIndex((bytes) => bytes.length === 0);
  if (empty >= 0)
    throw refusedFile(
      files.length === 1
        ? "The file is empty: choose the PDF of the scanned essays, or photos of the pages."
        : `File ${empty + 1} is empty: choose photos of the pages.`,
    );
  const isPdf = looksLikePdf(files[0]!);
  const stored: string[] = [];
  try {
    let pagesTotal: number;
    let pdfKey: string | null = null;
    let imageIds: (string | null)[];
    if (isPdf) {
      if (files.length > 1) throw refusedFile("Send one PDF per class set, or photos only.");
      pagesTotal = await countPdfPages(files[0]!);
      pdfKey = `class-set-${classSetId}-${randomBytes(4).toString("hex")}.pdf`;
      await deps.storage.put(pdfKey, files[0]!);
      stored.push(pdfKey);
      imageIds = Array.from({ length: pagesTotal }, () => null);
    } else {
      imageIds = await storePhotos(deps, user, files, stored);
      pagesTotal = imageIds.length;
    }
    const now = new Date().toISOString();
    const inserted = await insertClassSet(
      deps.db,
      {
        id: classSetId,
        owner_user_id: user.id,
        class_id: data.class_id ?? null,
        ...certificateColumns(certificate),
        topic_text: data.topic_text?.trim() ? data.topic_text : null,
        share_mode: data.share_mode ?? "corrections",
        drafts_allowed: data.drafts_allowed ?? 0,
        source: isPdf ? "PDF" : "PHOTOS",
        pdf_key: pdfKey,
        pages_total: pagesTotal,
        status: "READING",
        created_at: now,
        updated_at: now,
      },
      imageIds,
    );
    if (!inserted) throw takenId();
    stored.length = 0;
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw refusedFile(error.message);
    if (error instanceof UnreadableImageError) throw refusedFile(error.message);
    throw error;
  } finally {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
  }
  const set = await getOwnClassSet(deps, user, classSetId);
  for (let pageNumber = 1; pageNumber <= set.pages_total; pageNumber++) {
    // A page the queue could not take is sent again by its sweep.
    await deps.queue
      .enqueuePageReading({ classSetId, pageNumber })
      .catch((error: unknown) => deps.logger.error({ err: error, classSetId }, "could not queue a class set page"));
  }
  return { set, pages: await listClassSetPages(deps.db, classSetId) };
}

/** Checks and keeps the photos of a set (as an essay's photos are kept), in order; their storage keys go to `stored`. */
async function storePhotos(deps: ClassSetsDeps, user: CurrentUser, files: Buffer[], stored: string[]) {
  if (files.length > CLASS_SET_PAGES_MAX)
    throw refusedFile(`A class set takes at most ${CLASS_SET_PAGES_MAX} photos: split it in two sets.`);
  const prepared = [];
  for (const [index, bytes] of files.entries()) {
    const contentType = sniffImageType(bytes);
    if (!contentType)
      throw refusedFile(
        `${files.length === 1 ? "The file" : `File ${index + 1}`} is neither a PDF nor a JPEG, PNG or TIFF photo: ` +
          "send the scan as a PDF, or photos of the pages.",
      );
    try {
      prepared.push({ contentType, bytes: await prepareImage(bytes, contentType, "HIGH") });
    } catch (error) {
      if (error instanceof UnreadableImageError) throw refusedFile(`Photo ${index + 1}: ${error.message}`);
      throw error;
    }
  }
  const ids: string[] = [];
  for (const { contentType, bytes } of prepared) {
    const id = randomUUID();
    const storageKey = `${id}-${randomBytes(4).toString("hex")}.${IMAGE_EXTENSIONS[contentType]}`;
    await deps.storage.put(storageKey, bytes);
    stored.push(storageKey);
    await insertImage(deps.db, {
      id,
      owner_user_id: user.id,
      content_type: contentType,
      byte_size: bytes.length,
      storage_key: storageKey,
      resolution: "HIGH",
      has_transcription: 1,
      ...NO_READING,
      created_at: new Date().toISOString(),
    });
    ids.push(id);
  }
  return ids;
}

/** 400 naming the field when the groups do not hold every page of the set exactly once. */
function checkGroups(set: ClassSet, groups: ClassSetGroup[]): void {
  const seen = new Set<number>();
  for (const [index, group] of groups.entries()) {
    for (const page of group.page_numbers) {
      if (page > set.pages_total)
        throw validationFailed(
          `Essay ${index + 1} has page ${page}, but the class set has ${set.pages_total} pages.`,
          `data.groups.${index}.page_numbers`,
        );
      if (seen.has(page))
        throw validationFailed(
          `Page ${page} is in two essays: put each page in one essay only.`,
          `data.groups.${index}.page_numbers`,
        );
      seen.add(page);
    }
  }
  const missing = Array.from({ length: set.pages_total }, (_, i) => i + 1).filter((page) => !seen.has(page));
  if (missing.length > 0)
    throw validationFailed(
      `${missing.length === 1 ? `Page ${missing[0]} is` : `Pages ${missing.join(", ")} are`} in no essay: put every page in one.`,
      "data.groups",
    );
}

/** 409 for a set that is not READY: still being read, or started. */
function checkReady(set: ClassSet, doing: string): void {
  if (set.status === "READING")
    throw conflict(`The pages are still being read: wait until they are all read to ${doing}.`);
  if (set.status === "STARTED") throw conflict(`This class set was started already: its essays are being corrected.`);
}

const staleVersion = () =>
  conflict("The class set was changed meanwhile (or the version is not the current one + 1): reload it and try again.");

/**
 * The teacher's grouping of a READY set (pages moved, groups split or joined, students set, texts
 * checked): every page in exactly one group, each student one of theirs; version + 1. A checked
 * text whose essay's pages changed is set aside, by its pages (textsAsideAfter), for the web to
 * give back when the pages are moved back.
 */
export async function regroupClassSet(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  classSetId: string,
  request: ClassSetPatchRequest,
) {
  const set = await getOwnClassSet(deps, user, classSetId);
  if (request.version !== set.version + 1) throw staleVersion();
  checkReady(set, "regroup them");
  checkGroups(set, request.data.groups);
  await checkStudents(deps, user, set, request.data.groups);
  const { groups } = request.data;
  const aside = textsAsideAfter(set.groups ?? [], groups, set.texts_aside ?? []);
  if (!(await updateGroupsIfVersion(deps.db, set.id, request.version, groups, aside, new Date().toISOString())))
    throw staleVersion();
  return readClassSet(deps, user, classSetId);
}

/** 404 naming the group whose student is not one of the teacher's (400 when not in the set's class). */
async function checkStudents(deps: Pick<AppDeps, "db">, user: CurrentUser, set: ClassSet, groups: ClassSetGroup[]) {
  for (const [index, group] of groups.entries())
    if (group.student_id) await groupPlacement(deps, user, set, group.student_id, index);
}

/**
 * Corrects the set: one essay per group, a credit charged at once for each one ready (refused
 * whole, with how many the school has, when it has fewer), each queued as an uploaded photo essay
 * is; an essay too unsure to correct as read is held, uncharged (see startGroupEssays). Version + 1.
 */
export async function startClassSet(
  deps: Pick<AppDeps, "db" | "queue" | "logger">,
  user: CurrentUser,
  classSetId: string,
  request: ClassSetStartRequest,
) {
  const set = await getOwnClassSet(deps, user, classSetId);
  if (request.version !== set.version + 1) throw staleVersion();
  checkReady(set, "start correcting");
  const groups = set.groups ?? [];
  const pages = new Map((await listClassSetPages(deps.db, set.id)).map((page) => [page.page_number, page]));
  // Checked again: a student may have been deleted, or moved to another class, since the grouping.
  const placements = [];
  for (const [index, group] of groups.entries())
    placements.push(await groupPlacement(deps, user, set, group.student_id, index));
  await startGroupEssays(deps, user, set, groups, placements, pages, async (trx, ids, at) => {
    if (!(await markStartedIfVersion(trx, set.id, request.version, ids, at))) throw staleVersion();
  });
  return readClassSet(deps, user, classSetId);
}
