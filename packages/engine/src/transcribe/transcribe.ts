import sharp from "sharp";
import { evaluatePage } from "./evaluate-page";
import { MAX_DESKEW_DEGREES, preparePage } from "./prepare-page";
import { readPage, turnRound } from "./read-page";
import { TranscriptionInputError } from "./transcription-input-error";
import type { GreyImage } from "./skew";
import type { PageImage, PageTranscription, TranscriptionResult } from "./types";

/** JPEG quality of the page images kept for showing where a word was read. */
const PAGE_IMAGE_QUALITY = 70;

/** How many photos one essay may have. */
export const MAX_PHOTOS = 3;

/**
 * Reads the text of one to three photos (JPEG, PNG or TIFF, by content) of a handwritten or
 * printed page, faithfully: the learner's spelling and grammar are kept as written. Each photo is
 * cleaned up (EXIF orientation, greyscale, even light and contrast, size, deskew, a crop to the
 * sheet when the desk shows around it), read line by line by PaddleOCR's PP-OCRv4 models (see
 * `readPage`; turned round when it reads better upside down), and evaluated GOOD or BAD. No
 * dictionary pulls a word toward another spelling: a dictionary only decides where a word ends.
 * Pages are joined in the order given.
 *
 * Throws TranscriptionInputError when there are no photos or more than three, or a photo is not a
 * readable image; everything else (a blank or unreadable page) comes back as a BAD page.
 * The models stay loaded between calls: `closeTranscriber()` lets them go.
 */
export async function transcribe(images: readonly Uint8Array[]): Promise<TranscriptionResult> {
  if (images.length === 0)
    throw new TranscriptionInputError("no-images", "No photo was given; send one to three photos of the essay.");
  if (images.length > MAX_PHOTOS)
    throw new TranscriptionInputError(
      "too-many-images",
      `${images.length} photos were given; an essay may have at most ${MAX_PHOTOS}.`,
    );
  // Every photo is checked before any is read, so that a bad third photo fails fast.
  const prepared = await Promise.all(images.map((image, index) => preparePage(image, index)));
  const pages: PageTranscription[] = [];
  for (const page of prepared) {
    const { text, words, confidence, upsideDown, layout } = await readPage(page.page, page.sheet);
    const measures = {
      sharpness: round(page.sharpness),
      brightness: round(page.brightness),
      contrast: round(page.contrast),
      skewDegrees: page.skewDegrees,
      tiltedBeyondDeskew: Math.abs(page.skewDegrees) > MAX_DESKEW_DEGREES,
      upsideDown,
      wordCount: words.length,
      writingHeight: round(layout.lineThickness / page.scale),
      linesCutOff: layout.atSideEdge,
      lines: layout.regions,
    };
    pages.push({
      text,
      ...evaluatePage({ ...measures, confidence }),
      confidence,
      words,
      image: await pageImage(upsideDown ? turnRound(page.shown) : page.shown),
      measures,
    });
  }
  return {
    text: pages
      .map((page) => page.text)
      .filter(Boolean)
      .join("\n\n"),
    pages,
  };
}

/** The page as read, kept small: a greyscale JPEG is a tenth of the PNG and shows handwriting clearly. */
async function pageImage(page: GreyImage): Promise<PageImage> {
  const { data, info } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .jpeg({ quality: PAGE_IMAGE_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
