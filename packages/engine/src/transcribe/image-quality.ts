import type { GreyImage } from "./skew";

/** Brightness and contrast of a greyscale photo, each from 0 to 1. */
export interface Exposure {
  /** Mean grey level of the middle of the photo (where the page is, not the table around it), over 255. */
  brightness: number;
  /** Paper minus ink over the whole photo: the median grey level (the paper, which covers most of a page) minus the 0.1st percentile (the ink, even when a page holds only a line), over 255. */
  contrast: number;
}

/** Measures how bright the photo is and how far apart its paper and ink are. */
export function measureExposure(centre: GreyImage, whole: GreyImage): Exposure {
  let sum = 0;
  for (const value of centre.data) sum += value;
  const histogram = new Uint32Array(256);
  for (const value of whole.data) histogram[value]!++;
  const total = whole.data.length;
  return {
    brightness: sum / centre.data.length / 255,
    contrast: (percentile(histogram, total, 0.5) - percentile(histogram, total, 0.001)) / 255,
  };
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen >= total * share) return value;
  }
  return 255;
}

/**
 * How sharp the strokes are, on a contrast-normalised image of fixed width: the mean absolute
 * Laplacian over the pixels where the Laplacian is strongest (the top 1%, i.e. the ink's edges),
 * over 255. A sharp stroke edge changes within a pixel or two, so its Laplacian is large; blur
 * spreads the same change over many pixels. Using only the strongest edges keeps the measure
 * independent of how much text the page holds.
 */
export function measureSharpness({ data, width, height }: GreyImage): number {
  const histogram = new Uint32Array(1021);
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const laplacian = Math.abs(4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - width]! - data[i + width]!);
      histogram[laplacian]!++;
      count++;
    }
  }
  if (count === 0) return 0;
  const top = Math.max(1, Math.floor(count * 0.01));
  let taken = 0;
  let sum = 0;
  for (let value = 1020; value >= 0 && taken < top; value--) {
    const take = Math.min(histogram[value]!, top - taken);
    taken += take;
    sum += take * value;
  }
  return sum / taken / 255;
}
