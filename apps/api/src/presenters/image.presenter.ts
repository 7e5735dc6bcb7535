import type { ImageResponse, ImageUploadResponse, PhotoReading, ReadPageImage, ReadWord } from "@redpen/contract";
import { isUncertain } from "@redpen/engine";
import type { AppDeps } from "../app-deps";
import { photoProblemsOf } from "../db/image-columns";
import type { Image } from "../db/images.queries";
import { findPageWords, type PageWord } from "../db/page-words";

/**
 * Where the browser loads an image's file, or the page as it was read: with the image's file key,
 * which only the image's teacher is given (a student loads their essay's photos through their
 * share link: sharedImageAddress). No key (a row without one) gives an address that opens nothing.
 */
export const imageAddress = (publicApiUrl: string, imageId: string, what: "file" | "page", key: string | null) =>
  `${publicApiUrl}/api/v1/images/${encodeURIComponent(imageId)}/${what}?key=${encodeURIComponent(key ?? "")}`;

/** Where a share link's holder loads a photo of its essay: it opens while the link is live. */
export const sharedImageAddress = (publicApiUrl: string, shareToken: string, imageId: string) =>
  `${publicApiUrl}/api/v1/shared-essays/${encodeURIComponent(shareToken)}/images/${encodeURIComponent(imageId)}/file`;

/**
 * The image's reply (also the organisation's logo's): the address its file is served at, and its
 * transcription evaluation. Through a share link (`shareToken`), the address is the link's own.
 */
export function presentImage(
  deps: Pick<AppDeps, "publicApiUrl">,
  image: Image,
  shareToken: string | null = null,
): ImageResponse {
  return {
    id: image.id,
    data: {
      uri:
        shareToken === null
          ? imageAddress(deps.publicApiUrl, image.id, "file", image.file_key)
          : sharedImageAddress(deps.publicApiUrl, shareToken, image.id),
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
  image: Pick<Image, "transcription" | "read_words" | "read_page_key" | "file_key">,
): ReadPageImage | null {
  const page = image.read_words;
  if (image.transcription === null || !page || !image.read_page_key) return null;
  return {
    uri: imageAddress(deps.publicApiUrl, imageId, "page", image.file_key),
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
