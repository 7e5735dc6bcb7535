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
  /** Where it is in the essay's current `original` (end-exclusive); in a PhotoReading, in its `text`. */
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
  data: z.object({
    pages: z.array(ReadPage),
    /**
     * The text the words are placed in: the essay's text, or, for a photo essay that could not be
     * corrected before its text was kept, the text read from its pages (to check before trying
     * again); null for a text essay, or a photo essay still waiting for its reading.
     */
    text: z.string().nullable().optional(),
  }),
});
export type EssayTranscriptionResponse = z.infer<typeof EssayTranscriptionResponse>;

/**
 * What is wrong with a photo that reads badly, one code a problem, so that the photo tips can say
 * it: blurred, too dark, faint (the writing hardly stands out), tilted beyond straightening, cut
 * off (writing runs over an edge of the photo), too small (the writing is too small to read), no
 * writing on it at all, or none of these but its text could not be read reliably ("unreadable").
 */
export const PhotoProblem = z.enum([
  "blurred",
  "too-dark",
  "faint",
  "tilted",
  "cut-off",
  "too-small",
  "no-writing",
  "unreadable",
]);
export type PhotoProblem = z.infer<typeof PhotoProblem>;

/** A page as read without its image id: the page image, its size, and its words placed in a text given beside it. */
export const ReadPageImage = ReadPage.omit({ image_id: true });
export type ReadPageImage = z.infer<typeof ReadPageImage>;

/**
 * One photo as it was read when it was uploaded: the page as read, its text, and its words placed
 * in that text (`start` and `end` are offsets in `text`, not in an essay's). The new-essay page
 * shows it for the teacher to check before anything is charged.
 */
export const PhotoReading = ReadPageImage.extend({
  /** The photo's text as read: lines of a paragraph joined by a space, paragraphs by a blank line. */
  text: z.string(),
  /** What is wrong with the photo when it was judged BAD, in the engine's order; empty when GOOD. */
  problems: z.array(PhotoProblem),
});
export type PhotoReading = z.infer<typeof PhotoReading>;

/** Over this share of its words read unsurely, a reading is mostly guesswork. */
export const MOSTLY_UNCERTAIN_SHARE = 1 / 3;

/**
 * Whether a reading is mostly uncertain: over a third of its words read unsurely (and not checked
 * by the teacher since). Such a reading is not corrected as it stands: the teacher checks or
 * retypes it first, or takes a clearer photo. No word read is not "mostly uncertain": it is empty.
 */
export function isMostlyUncertain(uncertainWords: number, words: number): boolean {
  return words > 0 && uncertainWords > words * MOSTLY_UNCERTAIN_SHARE;
}
