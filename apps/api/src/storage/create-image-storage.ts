import type { Settings } from "@redpen/server";
import { BucketImageStorage } from "./bucket-image-storage";
import type { ImageStorage } from "./image-storage";
import { LocalImageStorage } from "./local-image-storage";

/** The image storage the settings choose: the S3_BUCKET bucket when set, else files under DATA_DIR/uploads. */
export function createImageStorage(settings: Pick<Settings, "bucket" | "uploadsDir">): ImageStorage {
  return settings.bucket ? new BucketImageStorage(settings.bucket) : new LocalImageStorage(settings.uploadsDir);
}
