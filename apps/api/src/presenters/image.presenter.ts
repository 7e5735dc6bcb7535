import type { ImageResponse, ImageUploadResponse, PhotoReading } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { Image } from "../db/images.queries";
import { findPageWords, readWord } from "../services/read-words";

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

/** The upload's reply, for its uploader: the image, and how it was read (null when it was not). */
export function presentUploadedImage(deps: Pick<AppDeps, "publicApiUrl">, image: Image): ImageUploadResponse {
  const shown = presentImage(deps, image);
  return { ...shown, data: { ...shown.data, reading: photoReading(deps, image) } };
}

function photoReading(deps: Pick<AppDeps, "publicApiUrl">, image: Image): PhotoReading | null {
  const page = image.read_words;
  if (image.transcription === null || !page || !image.read_page_key) return null;
  return {
    uri: imageAddress(deps.publicApiUrl, image.id, "page"),
    width: page.width,
    height: page.height,
    text: image.transcription,
    words: findPageWords(image.transcription, 0, page.words).map(({ word, start }) => readWord(word, start)),
  };
}
