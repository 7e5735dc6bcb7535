import { randomBytes } from "node:crypto";
import type { PageTranscription } from "@redpen/engine";
import type { ImageRow } from "../db/images.queries";
import type { ImageStorage } from "../storage/image-storage";

/** The words of a page as read, stored on its image: the page's size, and each word with its box [x0, y0, x1, y1]. */
export interface PageWords {
  width: number;
  height: number;
  words: { text: string; confidence: number; box: [number, number, number, number] }[];
}

/** What a photo's reading keeps on its image. */
export type PageReadingColumns = Pick<
  ImageRow,
  "transcription" | "transcription_evaluation" | "transcription_details" | "read_page_key" | "read_words"
>;

/** A photo's reading before any is made. */
export const NO_READING: PageReadingColumns = {
  transcription: null,
  transcription_evaluation: null,
  transcription_details: null,
  read_page_key: null,
  read_words: null,
};

/**
 * Keeps a photo's reading: the page as read goes to the image storage (a fresh key each time, so
 * two readings never write one file), its text, evaluation and words to the returned columns.
 */
export async function storePageReading(
  storage: ImageStorage,
  imageId: string,
  page: PageTranscription,
): Promise<PageReadingColumns> {
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
    transcription_details: JSON.stringify({ reasons: page.reasons, confidence: page.confidence }),
    read_page_key: key,
    read_words: JSON.stringify(words),
  };
}
