import { randomBytes, timingSafeEqual } from "node:crypto";
import type { ImageUploadQuery } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import { TranscriptionInputError } from "@redpen/engine";
import { findImage, insertImage, newImageFileKey, type Image } from "../../db/images.queries";
import { isIdTaken } from "../../db/new-ids";
import { conflict, engineBusy, engineFailed, invalidImage, notFound } from "../../errors";
import { EngineBusyError, EngineCallError } from "../../engine/engine-call-errors";
import {
  BROWSER_COPY_TYPE,
  browserCopyKey,
  browserImage,
  IMAGE_EXTENSIONS,
  type ShownImage,
  prepareImage,
  sniffImageType,
  UnreadableImageError,
} from "../../storage/image-format";
import { NO_READING, storePageReading } from "./page-readings";
import type { CurrentUser } from "../../auth/current-user";

/** What the image calls need. */
type ImagesDeps = Pick<AppDeps, "db" | "storage" | "engine">;

const takenId = () => conflict("An image with this id exists already: upload it with a new id.");

/**
 * Stores an uploaded photo under the client's id: checks it is a JPEG, PNG or TIFF by its bytes,
 * keeps it at the asked resolution and, when asked, reads its text and judges it GOOD or BAD (503
 * ENGINE_BUSY when too many photos already wait for the engine).
 * Nothing is stored when any step fails (a storage that cannot be reached is a StorageUnavailableError,
 * answered 503 STORAGE_UNAVAILABLE).
 */
export async function uploadImage(
  deps: ImagesDeps,
  user: CurrentUser,
  imageId: string,
  query: ImageUploadQuery,
  upload: Buffer,
): Promise<Image> {
  if (await isIdTaken(deps.db, "images", imageId)) throw takenId();
  if (upload.length === 0) throw invalidImage("The file is empty: please choose a photo.");
  const contentType = sniffImageType(upload);
  if (!contentType)
    throw invalidImage(
      "The file is not a JPEG, PNG or TIFF image: please choose a photo (.jpg, .jpeg, .png or .tiff).",
    );
  let bytes: Buffer;
  try {
    bytes = await prepareImage(upload, contentType, query.resolution);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw invalidImage(error.message);
    throw error;
  }

  let reading = NO_READING;
  if (query.has_transcription) {
    try {
      // Refused when many photos already wait, rather than holding this one in memory meanwhile.
      const result = await deps.engine.transcribe([bytes], { refuseWhenBusy: true });
      reading = await storePageReading(deps.storage, imageId, result.pages[0]!);
    } catch (error) {
      if (error instanceof TranscriptionInputError) throw invalidImage(error.message);
      if (error instanceof EngineBusyError) throw engineBusy();
      // Too slow, or its thread died: nothing is stored, and the teacher can simply send it again.
      if (error instanceof EngineCallError) throw engineFailed();
      throw error;
    }
  }

  // A fresh suffix per upload: two racing uploads of one id never write the same file.
  const storageKey = `${imageId}-${randomBytes(4).toString("hex")}.${IMAGE_EXTENSIONS[contentType]}`;
  const row: Image = {
    id: imageId,
    owner_user_id: user.id,
    content_type: contentType,
    byte_size: bytes.length,
    storage_key: storageKey,
    file_key: newImageFileKey(),
    resolution: query.resolution,
    has_transcription: query.has_transcription ? 1 : 0,
    ...reading,
    created_at: new Date().toISOString(),
  };
  let inserted = false;
  try {
    await deps.storage.put(storageKey, bytes);
    inserted = await insertImage(deps.db, row);
  } finally {
    // No object without its row. Every delete is tried, and what stopped the upload is thrown, never
    // a failing clean-up's error (a storage gone down meanwhile): what that leaves no row points at.
    if (!inserted)
      await Promise.allSettled(
        [storageKey, reading.read_page_key].flatMap((key) => (key ? [deps.storage.delete(key)] : [])),
      );
  }
  if (!inserted) throw takenId();
  return row;
}

/**
 * What every refusal to show an image answers, whatever the reason (no such id, another teacher's,
 * a wrong key, a revoked or unknown share link): the caller learns nothing of what exists.
 */
export const unknownImage = () => notFound("This image");

/** The image, for its uploader; 404 for anyone else, as for an unknown id. */
export async function getOwnImage(deps: Pick<AppDeps, "db">, user: CurrentUser, imageId: string): Promise<Image> {
  const image = await findImage(deps.db, imageId);
  if (!image || image.owner_user_id !== user.id) throw unknownImage();
  return image;
}

/** Whether `key` is the image's file key (compared in constant time); never for a row without one. */
function opensWith(image: Image, key: string | undefined): boolean {
  if (!image.file_key || key === undefined) return false;
  const given = Buffer.from(key);
  const expected = Buffer.from(image.file_key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The image whose address carries its file key, or 404 as for an unknown id. */
async function getKeyedImage(deps: Pick<AppDeps, "db">, imageId: string, key: string | undefined): Promise<Image> {
  const image = await findImage(deps.db, imageId);
  if (!image || !opensWith(image, key)) throw unknownImage();
  return image;
}

/** The page as it was read (a greyscale JPEG, upright, the image its word boxes are in), or 404. */
export async function getImagePage(
  deps: Pick<AppDeps, "db" | "storage">,
  imageId: string,
  key: string | undefined,
): Promise<Buffer> {
  const image = await getKeyedImage(deps, imageId, key);
  const bytes = image.read_page_key ? await deps.storage.get(image.read_page_key) : null;
  if (!bytes) throw notFound("This photo's page as read");
  return bytes;
}

/** The image's file as a browser can show it (see shownImageFile), when the address carries its key; or 404. */
export async function getImageFile(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  imageId: string,
  key: string | undefined,
): Promise<ShownImage> {
  return shownImageFile(deps, await getKeyedImage(deps, imageId, key));
}

/**
 * The image's file as a browser can show it, or 404 when the storage lost it. A file converted for
 * the browser (a TIFF becomes a PNG) is converted once: the copy is kept beside the original
 * (browserCopyKey) and served from then on. A copy that cannot be kept is converted again next time.
 */
export async function shownImageFile(deps: Pick<AppDeps, "storage" | "logger">, image: Image): Promise<ShownImage> {
  const copyKey = browserCopyKey(image.storage_key, image.content_type);
  const kept = copyKey ? await deps.storage.get(copyKey) : null;
  if (kept) return { bytes: kept, contentType: BROWSER_COPY_TYPE };
  const bytes = await deps.storage.get(image.storage_key);
  if (!bytes) throw notFound("This image's file");
  const shown = await browserImage(bytes, image.content_type);
  if (copyKey)
    await deps.storage.put(copyKey, shown.bytes).catch((error: unknown) => {
      deps.logger.warn({ err: error, imageId: image.id }, "an image's browser copy could not be kept");
    });
  return shown;
}
