import sharp from "sharp";
import type { ImageResolution } from "@redpen/contract";

/** The image formats the product takes, by MIME type. */
export type ImageContentType = "image/jpeg" | "image/png" | "image/tiff";

/** File extension of each format, for storage keys. */
export const IMAGE_EXTENSIONS: Record<ImageContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/tiff": "tiff",
};

/** Longest side, in pixels, of a HIGH resolution image; plenty for reading handwriting. */
export const HIGH_RESOLUTION_LONG_SIDE = 3000;

/**
 * Pixels an upload may have at most: a decoded image costs 4 bytes a pixel, so this caps memory.
 * 50 MP is more than any phone's photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The format of the bytes by their magic numbers, or null when they are not a JPEG, PNG or TIFF:
 * the file name and the browser's MIME type are not trusted.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "image/tiff";
  return null;
}

/** Why an image cannot be taken, in one sentence for the teacher. */
export class UnreadableImageError extends Error {}

/**
 * The bytes to keep for an upload. ORIGINAL keeps the file exactly as sent. HIGH turns it upright
 * (EXIF orientation) and scales it down, never up, to HIGH_RESOLUTION_LONG_SIDE on its long side,
 * in the same format. Either way the image must decode, within MAX_IMAGE_PIXELS.
 */
export async function prepareImage(
  bytes: Buffer,
  type: ImageContentType,
  resolution: ImageResolution,
): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted: an image past it is then
    // refused below as having too many pixels, rather than as a damaged file.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new UnreadableImageError(
      "The image could not be read: the file may be damaged. Please choose another photo.",
    );
  }
  if (!width || !height)
    throw new UnreadableImageError("The image could not be read: it has no size. Please choose another photo.");
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new UnreadableImageError(
      `The image has too many pixels (${width} x ${height}): please send a photo of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
    if (resolution === "ORIGINAL") {
      await pipeline.stats(); // decodes every pixel, so a truncated file is refused now rather than when shown
      return bytes;
    }
    const resized = pipeline.rotate().resize({
      width: HIGH_RESOLUTION_LONG_SIDE,
      height: HIGH_RESOLUTION_LONG_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    if (type === "image/jpeg") return await resized.jpeg({ quality: 90 }).toBuffer();
    if (type === "image/png") return await resized.png().toBuffer();
    return await resized.tiff({ compression: "lzw" }).toBuffer();
  } catch {
    throw new UnreadableImageError(
      "The image could not be read: the file may be damaged. Please choose another photo.",
    );
  }
}

/** An image's bytes as a browser is sent them, and their type. */
export interface ShownImage {
  bytes: Buffer;
  contentType: string;
}

/** The type a file is converted to for the browser when browsers cannot show its own (TIFF). */
export const BROWSER_COPY_TYPE = "image/png";
const needsBrowserCopy = (type: string) => type === "image/tiff";

/** The image as a browser shows it: JPEG and PNG as stored; TIFF, which browsers cannot show, as PNG. */
export async function browserImage(bytes: Buffer, type: string): Promise<ShownImage> {
  if (!needsBrowserCopy(type)) return { bytes, contentType: type };
  return {
    bytes: await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer(),
    contentType: BROWSER_COPY_TYPE,
  };
}

/**
 * The storage key its browser copy (browserImage's result, made once) is kept under, beside the
 * original; null for a type shown as stored. Whatever deletes an image's files deletes it too
 * (imageFileKeys).
 */
export const browserCopyKey = (storageKey: string, type: string): string | null =>
  needsBrowserCopy(type) ? `${storageKey}.png` : null;

/** Every storage key an image's files may be under: the original, its browser copy, and its page as read. */
export const imageFileKeys = (image: {
  storage_key: string;
  content_type: string;
  read_page_key: string | null;
}): string[] =>
  [image.storage_key, browserCopyKey(image.storage_key, image.content_type), image.read_page_key].filter(
    (key): key is string => key !== null,
  );
