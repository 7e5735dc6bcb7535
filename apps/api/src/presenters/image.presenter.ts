import type { ImageResponse, ImageUploadResponse, PhotoReading, ReadPageImage, ReadWord } from "@redpen/contract";
import { isUncertain } from "@redpen/engine";
import type { AppDeps } from "../app-deps";
import { photoProblemsOf } from "../db/image-columns";
import type { Image } from "../db/images.queries";
import { findPageWords, type PageWord } from "../db/page-words";

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
  const page = readPageImage(deps, image.id, image);
  if (image.transcription === null || !page) return null;
  return { ...page, text: image.transcription, problems: photoProblemsOf(image) };
}

/**
 * The page as read of an image and its words, placed in its text as read; null when it was not
 * read, or read before its words were kept (a PDF page taken as typed text has none either).
 */
export function readPageImage(
  deps: Pick<AppDeps, "publicApiUrl">,
  imageId: string,
  image: Pick<Image, "transcription" | "read_words" | "read_page_key">,
): ReadPageImage | null {
  const page = image.read_words;
  if (image.transcription === null || !page || !image.read_page_key) return null;
  return {
    uri: imageAddress(deps.publicApiUrl, imageId, "page"),
    width: page.width,
    height: page.height,
    words: findPageWords(image.transcription, 0, page.words).map(({ word, start }) => readWord(word, start)),
  };
}

/** A word as the api shows it, at `start` of the text it is placed in. */
export function readWord({ text, confidence, box: [x0, y0, x1, y1] }: PageWord, start: number): ReadWord {
  return {
    text,
    start,
    end: start + text.length,
    confidence,
    uncertain: isUncertain({ confidence }),
    box: { x0, y0, x1, y1 },
  };
}
