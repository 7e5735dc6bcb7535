import { z } from "zod";

/** Where a word was read: its box in pixels of the page as read, left, top (inclusive) and right, bottom (exclusive). */
export const WordBox = z.object({
  x0: z.number().int().nonnegative(),
  y0: z.number().int().nonnegative(),
  x1: z.number().int().positive(),
  y1: z.number().int().positive(),
});
export type WordBox = z.infer<typeof WordBox>;

/** A word of the essay's text as the OCR read it. */
export const ReadWord = z.object({
  /** The word as read. */
  text: z.string(),
  /** Where it is in the essay's current `original` (end-exclusive). */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** The OCR's confidence, 0 (a guess) to 1 (certain). */
  confidence: z.number().min(0).max(1),
  /** Whether the OCR read it unsurely, so the teacher should check it against the photo. */
  uncertain: z.boolean(),
  box: WordBox,
});
export type ReadWord = z.infer<typeof ReadWord>;

/** One photo of the essay as read: the page image the boxes are in, and its words still in the text. */
export const ReadPage = z.object({
  /** The photo's image id. */
  image_id: z.uuid(),
  /** Address of the page as read: cleaned up, straightened and upright, in greyscale. */
  uri: z.string(),
  /** The page image's size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The words read on this page that the text still has as read (a word the teacher fixed is left out), in text order. */
  words: z.array(ReadWord),
});
export type ReadPage = z.infer<typeof ReadPage>;

/** GET /essays/{essay_id}/transcription (the essay's owner only): how its photos were read; no page for a text essay. */
export const EssayTranscriptionResponse = z.object({
  id: z.uuid(),
  data: z.object({ pages: z.array(ReadPage) }),
});
export type EssayTranscriptionResponse = z.infer<typeof EssayTranscriptionResponse>;
