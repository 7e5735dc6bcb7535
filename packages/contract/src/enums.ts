import { z } from "zod";

/** Whether a photo's text could be read reliably. */
export const TranscriptionEvaluation = z.enum(["GOOD", "BAD"]);
export type TranscriptionEvaluation = z.infer<typeof TranscriptionEvaluation>;

/** Image files the product accepts, with their MIME types (the picker also accepts text/plain). */
export const IMAGE_FILE_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".tiff": "image/tiff",
} as const;
export const ImageFileType = z.enum([".jpg", ".jpeg", ".png", ".tiff"]);
export type ImageFileType = z.infer<typeof ImageFileType>;

export const ImageResolution = z.enum(["ORIGINAL", "HIGH"]);
export type ImageResolution = z.infer<typeof ImageResolution>;

/** How the essay (or its topic) was given: photos or text. */
export const InputMethod = z.enum(["IMAGE", "TEXT"]);
export type InputMethod = z.infer<typeof InputMethod>;

export const EssayStatus = z.enum(["SUCCESS", "FAILURE", "PENDING"]);
export type EssayStatus = z.infer<typeof EssayStatus>;

/** A teacher's rating of the transcription, correction or feedback. */
export const Rating = z.enum(["good", "bad"]);
export type Rating = z.infer<typeof Rating>;

/** Analytics events. */
export const TrackedEvent = z.enum(["CorrectEssay", "StartTrial", "InitiateCheckout", "Purchase"]);
export type TrackedEvent = z.infer<typeof TrackedEvent>;
