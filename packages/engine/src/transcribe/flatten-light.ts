import sharp from "sharp";
import type { GreyImage } from "./skew";

/** Side in pixels of the blocks the paper's light is estimated on. */
const BLOCK = 16;

/**
 * Evens out the light of a photographed page and stretches its contrast: each pixel is divided by
 * the paper's brightness around it (the brightest of the 3×3 blocks of 16 px around, so the ink
 * does not darken the estimate), which turns shadows, a vignette or a dim room into white paper,
 * then the darkest 1% (the ink) is stretched to black. A plain min-max stretch does neither when
 * the paper is uneven or something brighter than it (a white table, a lamp) is in the photo.
 */
export async function flattenLight(image: GreyImage): Promise<GreyImage> {
  const { width, height, data } = image;
  const smallWidth = Math.max(3, Math.round(width / BLOCK));
  const smallHeight = Math.max(3, Math.round(height / BLOCK));
  const small = await sharp(data, { raw: { width, height, channels: 1 } })
    .resize(smallWidth, smallHeight, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  const paper = Buffer.alloc(small.length);
  for (let y = 0; y < smallHeight; y++) {
    for (let x = 0; x < smallWidth; x++) {
      let brightest = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.min(smallHeight - 1, Math.max(0, y + dy));
          const xx = Math.min(smallWidth - 1, Math.max(0, x + dx));
          brightest = Math.max(brightest, small[yy * smallWidth + xx]!);
        }
      }
      paper[y * smallWidth + x] = brightest;
    }
  }
  const background = await sharp(paper, { raw: { width: smallWidth, height: smallHeight, channels: 1 } })
    .blur(1)
    .resize(width, height, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  const ratio = new Float32Array(data.length);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) {
    const value = Math.min(1, data[i]! / Math.max(1, background[i]!));
    ratio[i] = value;
    histogram[Math.round(value * 255)]!++;
  }
  let seen = 0;
  let ink = 0;
  while (ink < 254 && (seen += histogram[ink]!) < data.length * 0.01) ink++;
  // A blank page has no ink to stretch: its darkest 1% is kept from turning speckles into black.
  const black = Math.min(ink / 255, 0.7);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++)
    out[i] = Math.round(Math.min(1, Math.max(0, (ratio[i]! - black) / (1 - black))) * 255);
  return { data: out, width, height };
}
