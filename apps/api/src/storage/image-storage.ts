/** Where uploaded image files are kept: files under DATA_DIR/uploads by default. */
export interface ImageStorage {
  /** Stores the bytes under the key, replacing nothing: keys are new image ids. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file, if there is one (an upload whose record could not be saved). */
  delete(key: string): Promise<void>;
}
