import { z } from "zod";
import { ImageResolution, TranscriptionEvaluation } from "./enums";

export const ImageIdParams = z.object({ image_id: z.uuid() });
export type ImageIdParams = z.infer<typeof ImageIdParams>;

/** POST /images/{image_id} query. */
export const ImageUploadQuery = z.object({
  has_transcription: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  resolution: ImageResolution.default("ORIGINAL"),
});
export type ImageUploadQuery = z.infer<typeof ImageUploadQuery>;

/** GET /images/{image_id}: where to load it, and how well its text could be read. */
export const ImageResponse = z.object({
  id: z.uuid(),
  data: z.object({ uri: z.string(), transcription_evaluation: TranscriptionEvaluation.nullable() }),
});
export type ImageResponse = z.infer<typeof ImageResponse>;
