import type { ImageStorage } from "../storage/image-storage";

/** The PDF whose pages this process reads, as fetched from a storage. */
interface KeptPdf {
  key: string;
  bytes: Promise<Buffer | null>;
}

// One PDF a storage: the pages of a set come one after another, and a scan is up to 50 MB.
const kept = new WeakMap<ImageStorage, KeptPdf>();

/**
 * A class set's PDF, fetched once for all the pages this process reads of it rather than once a
 * page: from a bucket, a 50 MB scan of 60 pages would otherwise be downloaded 60 times. Only the
 * last PDF is kept; a missing file or a failed fetch is not kept, so that the next page asks again.
 */
export function classSetPdfBytes(storage: ImageStorage, key: string): Promise<Buffer | null> {
  const current = kept.get(storage);
  if (current?.key === key) return current.bytes;
  const entry: KeptPdf = { key, bytes: storage.get(key) };
  kept.set(storage, entry);
  const forget = () => {
    if (kept.get(storage) === entry) kept.delete(storage);
  };
  entry.bytes.then((bytes) => bytes ?? forget(), forget);
  return entry.bytes;
}

/** Lets the set's PDF go once its pages are all read (and the file deleted). */
export function forgetClassSetPdf(storage: ImageStorage, key: string): void {
  if (kept.get(storage)?.key === key) kept.delete(storage);
}
