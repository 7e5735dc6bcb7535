import type { GreyImage } from "./skew";

/** Where the sheet is, as shares of the image's width and height (0 to 1), edges already trimmed. */
export interface SheetBox {
  /** Left edge, share of the width. */
  left: number;
  /** Top edge, share of the height. */
  top: number;
  /** Right edge, share of the width. */
  right: number;
  /** Bottom edge, share of the height. */
  bottom: number;
}

/** The sheet must cover at least this share of the photo; anything smaller is not a page photo we can trust. */
const MIN_SHEET_SHARE = 0.2;
/** Paper must be at least this many grey levels brighter than what surrounds it. */
const MIN_PAPER_STEP = 40;
/** A row or column belongs to the sheet when it holds at least this share of the sheet's fullest row or column. */
const PROFILE_SHARE = 0.5;
/** Share of the box trimmed from each side, so that the sheet's edges and shadow are dropped. */
const INNER_MARGIN = 0.015;
/** A box this close to the whole photo means there is nothing around the sheet to drop. */
const WHOLE_PHOTO = 0.97;
/** Less than this share of the photo around the box is too little to judge it by (a scan whose only surroundings are deskew corners). */
const MIN_SURROUNDINGS = 0.01;

/**
 * Finds the sheet of paper in a small, already deskewed greyscale photo: the paper is split from
 * the darker desk by Otsu's threshold, the largest bright region is taken as the sheet, and its
 * box is where its rows and columns are mostly paper (so that a bright patch of desk touching the
 * sheet does not widen it), less a small inner margin. `known` marks the pixels that come from the
 * photo (1) rather than from the corners the deskew added (0); those corners are neither sheet nor
 * desk. Returns undefined when there is no clear sheet: a scan that is all paper, a sheet hardly
 * brighter than what surrounds it, or a bright region too small to be the page.
 */
export function findSheet(image: GreyImage, known?: Uint8Array): SheetBox | undefined {
  const { data, width, height } = image;
  if (width < 8 || height < 8) return undefined;
  const isKnown = (i: number) => !known || known[i]! > 0;
  const threshold = otsuThreshold(data, known);
  const sheet = largestBrightRegion(image, threshold, isKnown);
  if (sheet.size < width * height * MIN_SHEET_SHARE) return undefined;

  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (sheet.mask[y * width + x]) {
        rows[y]!++;
        columns[x]!++;
      }
    }
  }
  const [top, bottom] = span(rows);
  const [left, right] = span(columns);
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  if (boxWidth >= width * WHOLE_PHOTO && boxHeight >= height * WHOLE_PHOTO) return undefined;

  // The sheet must stand out from what is around it: the paper inside the box against the rest.
  let inside = 0;
  let insideCount = 0;
  let outside = 0;
  let outsideCount = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = data[y * width + x]!;
      if (y >= top && y <= bottom && x >= left && x <= right) {
        if (sheet.mask[y * width + x]) {
          inside += value;
          insideCount++;
        }
      } else if (isKnown(y * width + x)) {
        outside += value;
        outsideCount++;
      }
    }
  }
  if (
    outsideCount < width * height * MIN_SURROUNDINGS ||
    inside / insideCount - outside / outsideCount < MIN_PAPER_STEP
  )
    return undefined;

  const trimX = INNER_MARGIN * boxWidth;
  const trimY = INNER_MARGIN * boxHeight;
  const box = {
    left: (left + trimX) / width,
    top: (top + trimY) / height,
    right: (right + 1 - trimX) / width,
    bottom: (bottom + 1 - trimY) / height,
  };
  return box;
}

/** First and last index whose count reaches PROFILE_SHARE of the largest count. */
function span(counts: Uint32Array): [number, number] {
  const limit = Math.max(...counts) * PROFILE_SHARE;
  let first = 0;
  while (counts[first]! < limit) first++;
  let last = counts.length - 1;
  while (counts[last]! < limit) last--;
  return [first, last];
}

/** Otsu's threshold: the grey level that best splits the pixels (those marked in `known`, if given) into a dark and a bright class. */
export function otsuThreshold(data: Uint8Array, known?: Uint8Array): number {
  const histogram = new Float64Array(256);
  let total = 0;
  for (let i = 0; i < data.length; i++) {
    if (known && !known[i]) continue;
    histogram[data[i]!]!++;
    total++;
  }
  let sumAll = 0;
  for (let value = 0; value < 256; value++) sumAll += value * histogram[value]!;
  let darkCount = 0;
  let darkSum = 0;
  let best = 0;
  let bestVariance = -1;
  for (let value = 0; value < 255; value++) {
    darkCount += histogram[value]!;
    darkSum += value * histogram[value]!;
    const brightCount = total - darkCount;
    if (!darkCount || !brightCount) continue;
    const difference = darkSum / darkCount - (sumAll - darkSum) / brightCount;
    const variance = darkCount * brightCount * difference * difference;
    if (variance > bestVariance) [best, bestVariance] = [value, variance];
  }
  return best;
}

/** The largest 4-connected region of pixels brighter than the threshold, as a mask and its size. */
function largestBrightRegion(
  { data, width, height }: GreyImage,
  threshold: number,
  isKnown: (i: number) => boolean,
): { mask: Uint8Array; size: number } {
  // 0: not paper, 1: paper not yet reached, then 2 + the region's number.
  const labels = new Int32Array(width * height);
  for (let i = 0; i < labels.length; i++) if (data[i]! > threshold && isKnown(i)) labels[i] = 1;
  const queue = new Int32Array(width * height);
  let bestLabel = 0;
  let bestSize = 0;
  let label = 1;
  const visit = (i: number, tail: number) => {
    if (labels[i] !== 1) return tail;
    labels[i] = label;
    queue[tail] = i;
    return tail + 1;
  };
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== 1) continue;
    label++;
    let head = 0;
    let tail = visit(start, 0);
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      if (x > 0) tail = visit(i - 1, tail);
      if (x < width - 1) tail = visit(i + 1, tail);
      if (i >= width) tail = visit(i - width, tail);
      if (i < labels.length - width) tail = visit(i + width, tail);
    }
    if (tail > bestSize) [bestLabel, bestSize] = [label, tail];
  }
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) if (bestLabel && labels[i] === bestLabel) mask[i] = 1;
  return { mask, size: bestSize };
}
