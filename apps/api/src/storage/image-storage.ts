/**
 * Where uploaded image files are kept: files under DATA_DIR/uploads by default, or an S3-compatible
 * bucket with S3_BUCKET (createImageStorage picks one). Both answer alike: a missing key is null and
 * deleting one is fine; a bucket that fails throws StorageUnavailableError.
 */
export interface ImageStorage {
  /** Stores the bytes under the key, replacing nothing: keys are new image ids. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file, if there is one (an upload whose record could not be saved). */
  delete(key: string): Promise<void>;
}

/**
 * The storage cannot be reached or refused the call (a bucket that is down, slow, or set up
 * wrong). Not the image's fault: an upload answers 503 and a correction job is tried again.
 */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";

  constructor(
    readonly operation: "put" | "get" | "delete",
    key: string,
    cause: unknown,
  ) {
    super(
      `image storage: ${operation} "${key}" failed: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`,
      { cause },
    );
  }
}
