import { z } from "zod";
import { NewResourceId } from "./ids";
import { ImageResolution, TranscriptionEvaluation } from "./enums";
import { booleanFromQuery } from "./query";
import { PhotoReading } from "./transcription";
import { withFieldWords } from "./validation-sentences";

/** Path parameters of /images/{image_id}; the id is a client-generated UUID. */
export const ImageIdParams = z.object({ image_id: z.uuid() });
export type ImageIdParams = z.infer<typeof ImageIdParams>;

/**
 * Query of GET /images/{image_id}/file and /page: the image's file key, which the address its
 * teacher is given carries. Without it, or with another, the file answers as an unknown image.
 */
export const ImageFileQuery = z.object({ key: z.string().optional() });
export type ImageFileQuery = z.infer<typeof ImageFileQuery>;

/** Path parameters of POST /images/{image_id}: a new image's id is a random UUID v4 the client made. */
export const ImageCreateParams = z.object({ image_id: NewResourceId });
export type ImageCreateParams = z.infer<typeof ImageCreateParams>;

/** Name of the multipart field that carries the file in POST /images/{image_id}. */
export const IMAGE_UPLOAD_FIELD = "file_name";

/** POST /images/{image_id} query. */
export const ImageUploadQuery = withFieldWords(
  z.object({
    /** Whether to transcribe the photo (essay and topic photos) and evaluate how readable it is; not for logos. */
    has_transcription: booleanFromQuery.default(false),
    /** Resolution to keep. */
    resolution: ImageResolution.default("ORIGINAL"),
  }),
  { has_transcription: "whether to read the photo's text", resolution: "the photo's resolution" },
);
export type ImageUploadQuery = z.infer<typeof ImageUploadQuery>;

/** An image: where to load it, and how well its text could be read. */
export const ImageResponse = z.object({
  /** The image's UUID. */
  id: z.uuid(),
  /** The resource's fields. */
  data: z.object({
    /** Address the browser loads the image from. */
    uri: z.string(),
    /** GOOD or BAD once transcribed; null when the image was not transcribed. */
    transcription_evaluation: TranscriptionEvaluation.nullable(),
  }),
});
export type ImageResponse = z.infer<typeof ImageResponse>;

/**
 * POST /images/{image_id} replies with the stored image, so the web can warn about a BAD photo at
 * once, and, for a photo read on upload (has_transcription), how it was read, for the teacher to check.
 */
export const ImageUploadResponse = ImageResponse.extend({
  data: ImageResponse.shape.data.extend({
    /** The photo as read: null when it was not read (has_transcription false). Only the upload's reply has it. */
    reading: PhotoReading.nullable(),
  }),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponse>;
