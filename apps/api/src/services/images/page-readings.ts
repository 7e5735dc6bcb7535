import { randomBytes } from "node:crypto";
import type { PageTranscription } from "@redpen/engine";
import type { ImageReading } from "../../db/correction-jobs.queries";
import type { PageWords } from "../../db/images.queries";
import type { ImageStorage } from "../../storage/image-storage";

/** A photo's reading before any is made. */
export const NO_READING: ImageReading = {
  transcription: null,
  transcription_evaluation: null,
  transcription_details: null,
  read_page_key: null,
  read_words: null,
};

/**
 * Keeps a photo's reading: the page as read goes to the image storage (a fresh key each time, so
 * two readings never write one file), its text, evaluation (with what is wrong, as codes and sentences) and words to the returned columns.
 */
export async function storePageReading(
  storage: ImageStorage,
  imageId: string,
  page: PageTranscription,
): Promise<ImageReading> {
  const key = `${imageId}-read-${randomBytes(4).toString("hex")}.jpg`;
  await storage.put(key, Buffer.from(page.image.jpeg));
  const words: PageWords = {
    width: page.image.width,
    height: page.image.height,
    words: page.words.map(({ text, confidence, box }) => ({ text, confidence, box: [box.x0, box.y0, box.x1, box.y1] })),
  };
  return {
    transcription: page.text,
    transcription_evaluation: page.evaluation,
    transcription_details: { reasons: page.reasons, problems: page.problems, confidence: page.confidence },
    read_page_key: key,
    read_words: words,
  };
}
