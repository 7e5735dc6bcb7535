import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import { searchWords, type EssayCreateData, type EssayListQuery } from "@redpen/contract";
import { findEssayWithOwnerSubject, type Essay } from "../../db/essays.queries";
import { listEssaysOfOwner, type ListedEssay } from "../../db/essay-list.queries";
import { listLatestDraftsOfEssays, type LatestDraftRow } from "../../db/drafts.queries";
import { listOwnedImageIds } from "../../db/images.queries";
import type { Database } from "../../db/schema";
import { isIdTaken } from "../../db/new-ids";
import { conflict, notFound, validationFailed } from "../../errors";
import { mostlyUncertainReading } from "./read-text";
import { chargeAndQueueEssays, EssayIdTakenError } from "./paid-essays";
import { getEssay } from "./own-essay";
import { isSharedByItsId } from "./share-links.service";
import { essayPlacement } from "./essay-student";
import { getOwnClass } from "../classes/classes.service";
import { certificateColumns, requiredCertificate } from "../certificates/certificate-choice";
import { getOwnStudent } from "../classes/students.service";
import type { CalibrationRequest } from "../../correction-queue";
import type { CurrentUser } from "../../auth/current-user";

/** What the essay calls need. */
export type EssaysDeps = Pick<AppDeps, "db" | "queue" | "engine" | "logger">;

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
  { waitMs = 0 }: { waitMs?: number } = {},
): Promise<Essay> {
  if (await isIdTaken(deps.db, "essays", essayId)) throw takenId();
  const certificate = requiredCertificate(data, "data.");
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
  const unsure =
    data.input_method === "IMAGE" && original === null && (await mostlyUncertainReading(deps.db, imageIds));
  if (unsure) throw validationFailed(unsure);

  const topicText = topicImageId ? null : blankToNull(data.topic_text);
  try {
    await chargeAndQueueEssays(deps, user, [
      {
        id: essayId,
        name: placement.studentName ?? blankToNull(data.name),
        class_id: placement.class_id,
        student_id: placement.student_id,
        original,
        ...certificateColumns(certificate),
        input_method: data.input_method,
        topic_input_method: topicImageId ? "IMAGE" : topicText ? "TEXT" : null,
        topic_text: topicText,
        student_image_ids: imageIds,
        topic_image_id: topicImageId,
      },
    ]);
  } catch (error) {
    throw error instanceof EssayIdTakenError ? takenId() : error;
  }
  // Asked to (`Prefer: wait`), an idle queue's correction is waited for: the reply then holds the corrected essay.
  await deps.queue.waitForCorrection(essayId, waitMs);
  return getEssay(deps, essayId);
}

/** Queues a refit of the school's calibration; a queue that fails loses nothing, as the next grading queues it again. */
export async function queueCalibration(deps: EssaysDeps, request: CalibrationRequest): Promise<void> {
  try {
    await deps.queue.enqueueCalibration(request);
  } catch (error) {
    deps.logger.error(
      { err: error, organisationId: request.organisationId },
      "could not queue the school's calibration",
    );
  }
}

/**
 * A page of the caller's own SUCCESS and PENDING essays, newest first, as the query narrows them
 * (of one of their classes or students: 404 for another teacher's), with how many it finds in all
 * and each listed essay's latest draft.
 */
export async function listEssays(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  query: EssayListQuery,
): Promise<{ essays: ListedEssay[]; total: number; drafts: Map<string, LatestDraftRow> }> {
  if (query.class_id) await getOwnClass({ db }, user, query.class_id);
  if (query.student_id) await getOwnStudent({ db }, user, query.student_id);
  const filters = {
    hasTopic: query.filter_has_topic,
    classId: query.class_id,
    studentId: query.student_id,
    certificateId: query.certificate_id,
    words: searchWords(query.q ?? ""),
    state: query.state,
  };
  const { essays, total } = await listEssaysOfOwner(db, user.id, filters, query);
  const drafts = await listLatestDraftsOfEssays(
    db,
    essays.map((essay) => essay.id),
  );
  return { essays, total, drafts };
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
