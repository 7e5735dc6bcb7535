import { z } from "zod";

/** Whether a photo's text could be read reliably; BAD opens the photo quality warning. */
export const TranscriptionEvaluation = z.enum(["GOOD", "BAD"]);
export type TranscriptionEvaluation = z.infer<typeof TranscriptionEvaluation>;

/** Image file extensions the product accepts. */
export const ImageFileType = z.enum([".jpg", ".jpeg", ".png", ".tiff"]);
export type ImageFileType = z.infer<typeof ImageFileType>;

/** The MIME type of each accepted image extension. */
const IMAGE_FILE_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".tiff": "image/tiff",
} as const satisfies Record<ImageFileType, string>;

/**
 * The photo picker's `accept` attribute: the image extensions and their MIME types (which phones'
 * pickers go by), images only. A text file is no photo and the api refuses it, so the picker
 * offers images only (issue 31).
 */
export const FILE_PICKER_ACCEPT = [...ImageFileType.options, ...new Set(Object.values(IMAGE_FILE_TYPES))].join(",");

/** The MIME type for a file name by its extension (any case), or null when it is not an accepted image. */
export function imageMimeType(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  const extension = ImageFileType.safeParse(dot < 0 ? "" : fileName.slice(dot).toLowerCase());
  return extension.success ? IMAGE_FILE_TYPES[extension.data] : null;
}

/** Resolution an image is stored and transcribed at. */
export const ImageResolution = z.enum(["ORIGINAL", "HIGH"]);
export type ImageResolution = z.infer<typeof ImageResolution>;

/** How the essay (or its topic) was given: photos or text. */
export const InputMethod = z.enum(["IMAGE", "TEXT"]);
export type InputMethod = z.infer<typeof InputMethod>;

/** Where an essay's correction stands: PENDING leads to SUCCESS or FAILURE. */
export const EssayStatus = z.enum(["SUCCESS", "FAILURE", "PENDING"]);
export type EssayStatus = z.infer<typeof EssayStatus>;

/** A teacher's rating of the transcription, correction or feedback. */
export const Rating = z.enum(["good", "bad"]);
export type Rating = z.infer<typeof Rating>;

/** Analytics events: checkout start, purchase, essay correction and trial start. */
export const TrackedEvent = z.enum(["CorrectEssay", "StartTrial", "InitiateCheckout", "Purchase"]);
export type TrackedEvent = z.infer<typeof TrackedEvent>;
