import type { SheetBox } from "./find-sheet";
import type { GreyImage } from "./skew";

/**
 * Cuts the sheet's box out of a straightened greyscale photo (the image `findSheet` searched, at
 * any size). Desk left in a corner of the box (a keystone, a sheet not quite square) stays: the
 * text detector does not take it for writing, whereas painting it over, as was done once, also
 * painted over writing in a shadow as dark as the desk.
 */
export function cropToSheet(image: GreyImage, sheet: SheetBox): GreyImage {
  const left = Math.round(sheet.left * image.width);
  const top = Math.round(sheet.top * image.height);
  const width = Math.max(1, Math.round(sheet.right * image.width) - left);
  const height = Math.max(1, Math.round(sheet.bottom * image.height) - top);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    data.set(image.data.subarray((top + y) * image.width + left, (top + y) * image.width + left + width), y * width);
  return { data, width, height };
}
