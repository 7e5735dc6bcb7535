import type { AppDeps } from "../../app-deps";
import { findEssay } from "../../db/essays.queries";
import { findImage, type Image } from "../../db/images.queries";
import { findShareLink } from "../../db/share-links.queries";
import type { ShownImage } from "../../storage/image-format";
import { imageIdsOfEssay } from "../schools/organisation-images";
import { shownImageFile, unknownImage } from "./images.service";

/**
 * A photo of the essay a share link opens (a page or its topic), to anyone with the link while it
 * is live. A revoked or unknown link, or a photo that is not its essay's, answers as an unknown
 * image does: nothing tells a revoked link's holder that the photo is still there.
 */
export async function getSharedImage(deps: Pick<AppDeps, "db">, shareToken: string, imageId: string): Promise<Image> {
  const link = await findShareLink(deps.db, shareToken);
  if (!link || link.revoked_at !== null) throw unknownImage();
  const essay = await findEssay(deps.db, link.essay_id);
  if (!essay || !imageIdsOfEssay(essay).includes(imageId)) throw unknownImage();
  const image = await findImage(deps.db, imageId);
  if (!image) throw unknownImage();
  return image;
}

/** The file of a photo of the essay a live share link opens, as a browser shows it; 404 as for an unknown image otherwise. */
export async function getSharedImageFile(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  shareToken: string,
  imageId: string,
): Promise<ShownImage> {
  return shownImageFile(deps, await getSharedImage(deps, shareToken, imageId));
}
