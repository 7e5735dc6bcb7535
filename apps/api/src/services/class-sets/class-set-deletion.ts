import type { AppDeps } from "../../app-deps";
import { deleteClassSet, listClassSetPages } from "../../db/class-sets.queries";
import { listEssayImageReferencesOfOwners } from "../../db/essays.queries";
import { deleteImages, listImages } from "../../db/images.queries";
import { notFound } from "../../errors";
import { forgetClassSetPdf } from "../../jobs/class-set-pdf-bytes";
import { getOwnClassSet } from "./class-sets.service";
import type { CurrentUser } from "../../auth/current-user";
import { imageIdsOfEssay } from "../schools/organisation-images";
import { imageFileKeys } from "../../storage/image-format";

/** What deleting a class set needs. */
type ClassSetDeletionDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/**
 * Deletes the teacher's class set (404 when unknown, 403 when another teacher's, whatever its
 * status): its pages, their images and files, and its PDF when it is still kept. The images of
 * pages an essay of the teacher's was made from stay with that essay: a started set's essays are
 * not deleted with it. A page under reading meanwhile finds its set gone and drops its image.
 */
export async function deleteOwnClassSet(
  deps: ClassSetDeletionDeps,
  user: CurrentUser,
  classSetId: string,
): Promise<void> {
  const set = await getOwnClassSet(deps, user, classSetId);
  const images = await deps.db.transaction().execute(async (trx) => {
    const pages = await listClassSetPages(trx, set.id);
    const pageImageIds = pages.flatMap((page) => (page.image_id ? [page.image_id] : []));
    const essays = await listEssayImageReferencesOfOwners(trx, [set.owner_user_id]);
    const usedByEssays = new Set(essays.flatMap(imageIdsOfEssay));
    const freed = await listImages(
      trx,
      pageImageIds.filter((id) => !usedByEssays.has(id)),
    );
    // A deletion sent twice at once: the second finds the set gone.
    if (!(await deleteClassSet(trx, set.id))) throw notFound("This class set");
    await deleteImages(
      trx,
      freed.map((image) => image.id),
    );
    return freed;
  });
  if (set.pdf_key) forgetClassSetPdf(deps.storage, set.pdf_key);
  // Files go once the rows are gone for good: a file left behind costs only disk, a row without its file a broken page.
  await removeFiles(deps, [...images.flatMap(imageFileKeys), set.pdf_key]);
}

async function removeFiles(deps: ClassSetDeletionDeps, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.error({ err: error, key }, "could not delete a file of a deleted class set");
    }
  }
}
