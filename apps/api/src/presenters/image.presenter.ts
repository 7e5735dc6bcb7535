import type { ImageResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { Image } from "../db/images.queries";

/** Where the browser loads an image's file, or the page as it was read. */
export const imageAddress = (publicApiUrl: string, imageId: string, what: "file" | "page") =>
  `${publicApiUrl}/api/v1/images/${encodeURIComponent(imageId)}/${what}`;

/** The image's reply (also the organisation's logo's): the address its file is served at, and its transcription evaluation. */
export function presentImage(deps: Pick<AppDeps, "publicApiUrl">, image: Image): ImageResponse {
  return {
    id: image.id,
    data: {
      uri: imageAddress(deps.publicApiUrl, image.id, "file"),
      transcription_evaluation: image.transcription_evaluation,
    },
  };
}
