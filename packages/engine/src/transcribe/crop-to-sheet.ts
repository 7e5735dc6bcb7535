import type { SheetBox } from "./find-sheet";
import type { GreyImage } from "./skew";

/**
 * Cuts the sheet out of a straightened greyscale photo (the image `findSheet` searched, at any
 * size) and paints whatever is not paper inside the cut (desk left in a corner by a keystone or a
 * sheet not quite square) in the paper's median grey, so that neither the desk nor the sheet's
 * edge reaches the OCR, and evening out the light afterwards sees only paper and ink.
 */
export function cropToSheet(image: GreyImage, sheet: SheetBox): GreyImage {
  const left = Math.round(sheet.left * image.width);
  const top = Math.round(sheet.top * image.height);
  const width = Math.max(1, Math.round(sheet.right * image.width) - left);
  const height = Math.max(1, Math.round(sheet.bottom * image.height) - top);
  const data = new Uint8Array(width * height);
  const isPaper = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  let paperCount = 0;
  const scaleX = sheet.paperWidth / image.width;
  const scaleY = sheet.paperHeight / image.height;
  for (let y = 0; y < height; y++) {
    const paperRow = Math.min(sheet.paperHeight - 1, Math.floor((top + y) * scaleY)) * sheet.paperWidth;
    for (let x = 0; x < width; x++) {
      const value = image.data[(top + y) * image.width + left + x]!;
      data[y * width + x] = value;
      if (sheet.paper[paperRow + Math.min(sheet.paperWidth - 1, Math.floor((left + x) * scaleX))]) {
        isPaper[y * width + x] = 1;
        histogram[value]!++;
        paperCount++;
      }
    }
  }
  if (paperCount === 0 || paperCount === data.length) return { data, width, height };
  let grey = 0;
  for (let seen = histogram[0]!; seen < paperCount / 2;) seen += histogram[++grey]!;
  for (let i = 0; i < data.length; i++) if (!isPaper[i]) data[i] = grey;
  return { data, width, height };
}
