import sharp, { type Sharp } from "sharp";
import { findSheet, type SheetBox } from "./find-sheet";
import { flattenLight } from "./flatten-light";
import { measureExposure, measureSharpness } from "./image-quality";
import { estimateSkewDegrees, type GreyImage } from "./skew";
import { TranscriptionInputError } from "./transcription-input-error";
import type { WordBox } from "./types";

/** Tilts up to this many degrees are straightened and read; beyond it the photo is BAD. */
export const MAX_DESKEW_DEGREES = 10;

/** Photos larger than this are refused: decoding one takes memory in proportion (a phone photo is 12–50 Mpx). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Width the OCR reads at: phone photos are scaled down to it, small scans up. */
const OCR_MAX_WIDTH = 2000;
const OCR_MIN_WIDTH = 1200;
/** Width the skew and sharpness are measured at, so that figures compare across photo sizes. */
const MEASURE_WIDTH = 1000;
const SKEW_WIDTH = 600;
/** Width the sheet is looked for at: its edges need no more, and the search stays a few milliseconds. */
const SHEET_WIDTH = 400;

/** A photo cleaned up for reading, with what was measured on the way. */
export interface PreparedPage {
  /** The cleaned-up page: upright, greyscale, evenly lit, contrast-stretched, deskewed. */
  page: GreyImage;
  /** The same page as photographed, straightened and greyscale only, to show the teacher: the clean-up's stark contrast makes a ruled page's lines heavy. */
  shown: GreyImage;
  /** Mean brightness of the middle of the photo before clean-up, 0 to 1. */
  brightness: number;
  /** Paper minus ink over the whole photo before clean-up (median minus 0.1st percentile), 0 to 1. */
  contrast: number;
  /** Stroke sharpness after the light is evened out (see `measureSharpness`). */
  sharpness: number;
  /** The skew found and straightened, in degrees. */
  skewDegrees: number;
  /** Where the sheet is on the page, in its pixels, when a sheet was found with desk or background around it. */
  sheet?: WordBox;
  /** The page's pixels per pixel of the photo as sent (above 1 when a small photo was scaled up). */
  scale: number;
}

const FORMATS: { name: string; magic: number[][] }[] = [
  { name: "jpeg", magic: [[0xff, 0xd8, 0xff]] },
  { name: "png", magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  {
    name: "tiff",
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
];

/** Which of the accepted formats the bytes are, by their content; undefined for anything else. */
function acceptedFormat(bytes: Uint8Array): string | undefined {
  return FORMATS.find((format) => format.magic.some((magic) => magic.every((byte, i) => bytes[i] === byte)))?.name;
}

/** Refuses bytes that are empty or not a JPEG, PNG or TIFF, naming another image format it recognises. */
async function checkFormat(bytes: Uint8Array, index: number): Promise<void> {
  const name = photoName(index);
  if (bytes.length === 0)
    throw new TranscriptionInputError(
      "not-an-image",
      `${name} is an empty file; send a JPEG, PNG or TIFF photo of the page.`,
      index,
    );
  if (acceptedFormat(bytes)) return;
  const other = await Promise.resolve()
    .then(() => sharp(bytes).metadata())
    .then(
      (metadata) => metadata.format,
      () => undefined,
    );
  if (other)
    throw new TranscriptionInputError(
      "unsupported-format",
      `${name} is a ${other.toUpperCase()} image; send a JPEG, PNG or TIFF photo instead.`,
      index,
    );
  throw new TranscriptionInputError(
    "not-an-image",
    `${name} is not an image; send a JPEG, PNG or TIFF photo of the page.`,
    index,
  );
}

const photoName = (index: number) => `photo ${index + 1}`;

/** The photo decoded upright (EXIF orientation) and greyscale; refuses a photo too large, damaged or cut short. */
async function decodeGrey(bytes: Uint8Array, index: number): Promise<GreyImage> {
  try {
    // failOn "truncated" refuses half-sent files, which would otherwise decode as a partly grey page.
    const { data, info } = await sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: "#ffffff" })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new TranscriptionInputError(
        "too-large",
        `${photoName(index)} is larger than ${MAX_INPUT_PIXELS / 1e6} megapixels; send a smaller photo of the page.`,
        index,
      );
    }
    throw new TranscriptionInputError(
      "corrupt-image",
      `${photoName(index)} is damaged or incomplete and cannot be opened; take or send the photo again.`,
      index,
    );
  }
}

const raw = (image: GreyImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Brightness of the photo's middle and its contrast, measured on a copy `MEASURE_WIDTH` wide. */
async function exposureOf(whole: GreyImage) {
  const centre = {
    left: Math.floor(whole.width * 0.2),
    top: Math.floor(whole.height * 0.2),
    width: Math.max(1, Math.floor(whole.width * 0.6)),
    height: Math.max(1, Math.floor(whole.height * 0.6)),
  };
  return measureExposure(await toGrey(raw(whole).extract(centre)), whole);
}

/** The sheet's box in the page's pixels, from its place in shares of the photo. */
const sheetBox = (sheet: SheetBox, page: GreyImage): WordBox => ({
  x0: Math.round(sheet.left * page.width),
  y0: Math.round(sheet.top * page.height),
  x1: Math.round(sheet.right * page.width),
  y1: Math.round(sheet.bottom * page.height),
});

/**
 * Checks that the bytes are a JPEG, PNG or TIFF image that decodes, and cleans it up for reading:
 * EXIF orientation, greyscale, a width the OCR reads well, even light and contrast, deskew, and,
 * when the photo shows a sheet on a darker desk, where the sheet is (see `findSheet`).
 * Throws TranscriptionInputError (naming the photo by `index`) when it is not a readable image.
 */
export async function preparePage(bytes: Uint8Array, index: number): Promise<PreparedPage> {
  await checkFormat(bytes, index);
  const grey = await decodeGrey(bytes, index);
  const whole = await toGrey(raw(grey).resize({ width: Math.min(grey.width, MEASURE_WIDTH) }));
  const exposure = await exposureOf(whole);
  const width = Math.min(OCR_MAX_WIDTH, Math.max(OCR_MIN_WIDTH, grey.width));
  const sized = await toGrey(raw(grey).resize({ width }));
  const flat = await flattenLight(sized);
  const sharpness = measureSharpness(await toGrey(raw(flat).resize({ width: MEASURE_WIDTH })));
  const skewDegrees = estimateSkewDegrees(await toGrey(raw(flat).resize({ width: SKEW_WIDTH })));
  const rotate = Math.abs(skewDegrees) >= 0.3;
  const straighten = (image: GreyImage) =>
    rotate ? raw(image).rotate(-skewDegrees, { background: "#ffffff" }) : raw(image);
  const sheet = await locateSheet(whole, rotate ? skewDegrees : 0);
  const page = await toGrey(straighten(flat));
  const shown = await toGrey(straighten(sized));
  // The sheet is not cut out: its box is a guess from the paper's brightness, and a shadow as dark
  // as the desk would cut writing off. The reader keeps what it reads outside the box only when
  // it reads it surely (see `readPage`), which the desk and the sheet's edges never are.
  return {
    page,
    shown,
    ...exposure,
    sharpness,
    skewDegrees,
    scale: width / grey.width,
    ...(sheet && { sheet: sheetBox(sheet, page) }),
  };
}

/**
 * Looks for the sheet on a small copy of the photo straightened like the page. The corners the
 * rotation adds are marked unknown (transparent), so that they count neither as paper nor as desk.
 */
async function locateSheet(image: GreyImage, skewDegrees: number): Promise<SheetBox | undefined> {
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).resize({
    width: Math.min(image.width, SHEET_WIDTH),
  });
  if (skewDegrees)
    pipeline = pipeline.ensureAlpha(1).rotate(-skewDegrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const grey = new Uint8Array(pixels);
  const known = info.channels > 1 ? new Uint8Array(pixels) : undefined;
  for (let i = 0; i < pixels; i++) {
    grey[i] = data[i * info.channels]!;
    if (known) known[i] = data[i * info.channels + info.channels - 1]! > 127 ? 1 : 0;
  }
  return findSheet({ data: grey, width: info.width, height: info.height }, known);
}
