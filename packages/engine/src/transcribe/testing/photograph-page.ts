import sharp from "sharp";
import { seededRandom } from "./render-page";

/** How to photograph a page lying on a desk. */
export interface DeskPhotoSpec {
  /** The clean page (PNG), e.g. from `renderPage`. */
  page: Buffer;
  /** How far the sheet is turned on the desk, in degrees (positive: clockwise). */
  degrees: number;
  /** The desk's colour around the sheet. */
  desk: { r: number; g: number; b: number };
  /** Desk showing on each side of the sheet before it is turned, in pixels (the turn shows some more). */
  border?: number;
  /** Seed of the light's corner and the grain, so that a photo is the same every run. */
  seed?: number;
}

/**
 * A phone photo of a sheet on a desk: the sheet turned on the desk, a warm paper tint, light
 * falling off to about 75% across the picture, mild grain, JPEG quality 85. The tilt, the desk's
 * colour and how much of it shows are the caller's; the browser tests' `photographPage`
 * (e2e/photos.ts) uses it with a tilt chosen from its seed.
 */
export async function photographOnDesk({ page, degrees, desk, border = 0, seed = 1 }: DeskPhotoSpec): Promise<Buffer> {
  const random = seededRandom(seed * 7919);
  const onDesk = await sharp(page)
    .flatten({ background: "#ffffff" })
    .extend({ top: border, bottom: border, left: border, right: border, background: desk })
    .png()
    .toBuffer();
  const tilted = await sharp(onDesk).rotate(degrees, { background: desk }).png().toBuffer();
  const { data, info } = await sharp(tilted).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const out = Buffer.alloc(width * height * 3);
  const lightX = random() < 0.5 ? 0 : width;
  const lightY = random() < 0.5 ? 0 : height;
  const diagonal = Math.hypot(width, height);
  const tint = [1, 0.97, 0.9];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - 0.25 * (Math.hypot(x - lightX, y - lightY) / diagonal);
      const grain = 5 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        out[i] = Math.max(0, Math.min(255, Math.round(data[i]! * tint[c]! * light + grain)));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
