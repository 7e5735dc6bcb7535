import sharp from "sharp";
import { Tensor, type InferenceSession } from "onnxruntime-node";
import type { GreyImage } from "./skew";
import type { WordBox } from "./types";

/** The detector's input is scaled so that its longer side is at most this (a multiple of 32). */
const DETECT_MAX_SIDE = 1280;
/** A pixel whose text probability is above this belongs to text (PaddleOCR's `det_db_thresh`). */
const PIXEL_THRESHOLD = 0.3;
/** Stricter thresholds tried on a region as tall as two lines, to part lines whose loops touch. */
const SPLIT_THRESHOLDS = [0.5, 0.7, 0.85];
/** A region this many times thicker than the page's usual line is two lines run together. */
const MERGED_THICKNESS = 1.6;
/** A region whose mean probability is under this is dropped (PaddleOCR's `det_db_box_thresh`). */
const REGION_THRESHOLD = 0.6;
/** How far a region is grown back to the text's real outline (PaddleOCR's `det_db_unclip_ratio`). */
const UNCLIP_RATIO = 1.5;
/** A region is lengthened at each end by this share of its thickness, so that a full stop or comma at a line's end is read. */
const END_ALLOWANCE = 0.25;
/** Regions thinner than this (in detector pixels) are specks. */
const MIN_THICKNESS = 2;
/** A region leaning more than this is no line of a straightened page: a rule, a fold, the sheet's edge. */
const MAX_LINE_DEGREES = 25;

/** The detector's normalisation, per channel: ImageNet's mean and deviation (a grey page gives all three the same value). */
const MEAN = [0.485, 0.456, 0.406];
const DEVIATION = [0.229, 0.224, 0.225];

/**
 * A stretch of writing the detector found, as a rectangle that may lean a little: its middle,
 * the angle of its long side, its length along that side and its thickness across, in the
 * page's pixels, with how sure the detector is.
 */
export interface TextRegion {
  centreX: number;
  centreY: number;
  /** Radians, positive when the line goes down to the right. */
  angle: number;
  length: number;
  thickness: number;
  /** Mean text probability inside the region, 0 to 1. */
  score: number;
}

/**
 * Finds the stretches of writing on a page with PP-OCRv4's DB detector: the page is scaled to the
 * detector's size, each pixel gets a probability of being text, and each connected region of
 * likely text becomes a rectangle along its own slope, grown back by the detector's unclip ratio.
 * Two lines whose loops touch are parted at a stricter probability; regions standing upright
 * (a margin rule, the sheet's edge) are not writing and are left out.
 */
export async function detectText(detector: InferenceSession, page: GreyImage): Promise<TextRegion[]> {
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(page.width, page.height));
  const width = Math.max(32, Math.round((page.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((page.height * scale) / 32) * 32);
  const small = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(width, height, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  const input = new Float32Array(3 * width * height);
  for (let channel = 0; channel < 3; channel++) {
    const offset = channel * width * height;
    for (let i = 0; i < small.length; i++) input[offset + i] = (small[i]! / 255 - MEAN[channel]!) / DEVIATION[channel]!;
  }
  const output = await detector.run({ [detector.inputNames[0]!]: new Tensor("float32", input, [1, 3, height, width]) });
  const map: ProbabilityMap = { probability: output[detector.outputNames[0]!]!.data as Float32Array, width, height };
  const regions = partMergedLines(map, findComponents(map, PIXEL_THRESHOLD)).flatMap((component) => {
    const region = toRegion(component);
    return region ? [region] : [];
  });
  const sx = page.width / width;
  const sy = page.height / height;
  return regions.map((region) => scaleRegion(region, sx, sy));
}

interface ProbabilityMap {
  probability: Float32Array;
  width: number;
  height: number;
}

/** A connected region of likely text: its pixels (indices in the map) and their mean probability. */
interface Component {
  pixels: Int32Array;
  score: number;
  map: ProbabilityMap;
}

/** The 8-connected regions of pixels above the threshold, among `within` when given. */
function findComponents(map: ProbabilityMap, threshold: number, within?: Int32Array): Component[] {
  const { probability, width, height } = map;
  const candidate = new Uint8Array(width * height);
  if (within) for (const i of within) candidate[i] = probability[i]! > threshold ? 1 : 0;
  else for (let i = 0; i < candidate.length; i++) candidate[i] = probability[i]! > threshold ? 1 : 0;
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < candidate.length; start++) {
    if (!candidate[start]) continue;
    candidate[start] = 0;
    stack.push(start);
    const pixels: number[] = [];
    let sum = 0;
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      sum += probability[i]!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const j = yy * width + xx;
          if (xx >= 0 && xx < width && candidate[j]) {
            candidate[j] = 0;
            stack.push(j);
          }
        }
      }
    }
    components.push({ pixels: Int32Array.from(pixels), score: sum / pixels.length, map });
  }
  return components;
}

/**
 * Parts regions that are two or more lines run together (much thicker than the page's usual
 * line) by finding them again at stricter probabilities, where the gap between the lines opens.
 */
function partMergedLines(map: ProbabilityMap, components: Component[]): Component[] {
  const thickness = components.map((component) => shape(component).thickness);
  const usual = median(thickness.filter((value, i) => shape(components[i]!).length > 3 * value));
  if (!usual) return components;
  return components.flatMap((component, i) => {
    if (thickness[i]! <= MERGED_THICKNESS * usual) return [component];
    for (const threshold of SPLIT_THRESHOLDS) {
      const parts = findComponents(map, threshold, component.pixels).filter(
        (part) => part.pixels.length >= component.pixels.length * 0.1,
      );
      if (parts.length >= 2) return parts;
    }
    return [component];
  });
}

/** The axis of a component's pixels and their extent along and across it, in map pixels. */
interface Shape {
  centreX: number;
  centreY: number;
  angle: number;
  length: number;
  thickness: number;
}

const shapes = new WeakMap<Component, Shape>();

function shape(component: Component): Shape {
  const known = shapes.get(component);
  if (known) return known;
  const { width } = component.map;
  let sx = 0;
  let sy = 0;
  for (const i of component.pixels) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const n = component.pixels.length;
  const mx = sx / n;
  const my = sy / n;
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const i of component.pixels) {
    const dx = (i % width) - mx;
    const dy = Math.floor(i / width) - my;
    xx += dx * dx;
    xy += dx * dy;
    yy += dy * dy;
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let [u0, u1, v0, v1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const i of component.pixels) {
    const dx = (i % width) - mx;
    const dy = Math.floor(i / width) - my;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    if (u < u0) u0 = u;
    if (u > u1) u1 = u;
    if (v < v0) v0 = v;
    if (v > v1) v1 = v;
  }
  // Each pixel covers one unit: the extent runs from the first pixel's start to the last one's end.
  const along = (u0 + u1) / 2;
  const across = (v0 + v1) / 2;
  const result = {
    centreX: mx + along * cos - across * sin,
    centreY: my + along * sin + across * cos,
    angle,
    length: u1 - u0 + 1,
    thickness: v1 - v0 + 1,
  };
  shapes.set(component, result);
  return result;
}

/** The component as a region grown back to the writing's outline; undefined for a speck, an upright stroke or an unsure region. */
function toRegion(component: Component): TextRegion | undefined {
  const { centreX, centreY, angle, length, thickness } = shape(component);
  if (thickness < MIN_THICKNESS || component.score < REGION_THRESHOLD) return undefined;
  if (Math.abs(angle) > (MAX_LINE_DEGREES * Math.PI) / 180) return undefined;
  const grow = (length * thickness * UNCLIP_RATIO) / (2 * (length + thickness));
  return {
    centreX: centreX + 0.5,
    centreY: centreY + 0.5,
    angle,
    length: length + 2 * grow + 2 * END_ALLOWANCE * (thickness + 2 * grow),
    thickness: thickness + 2 * grow,
    score: component.score,
  };
}

/** The region in the page's pixels, the map having been scaled by sx across and sy down. */
function scaleRegion(region: TextRegion, sx: number, sy: number): TextRegion {
  const cos = Math.cos(region.angle);
  const sin = Math.sin(region.angle);
  const angle = Math.atan2(sin * sy, cos * sx);
  return {
    ...region,
    centreX: region.centreX * sx,
    centreY: region.centreY * sy,
    angle,
    length: region.length * Math.hypot(cos * sx, sin * sy),
    thickness: region.thickness * Math.hypot(sin * sx, cos * sy),
  };
}

/** The axis-aligned box around a region, within the page. */
export function regionBox(region: TextRegion, page: { width: number; height: number }): WordBox {
  const cos = Math.abs(Math.cos(region.angle));
  const sin = Math.abs(Math.sin(region.angle));
  const halfWidth = (region.length * cos + region.thickness * sin) / 2;
  const halfHeight = (region.length * sin + region.thickness * cos) / 2;
  return {
    x0: Math.max(0, Math.floor(region.centreX - halfWidth)),
    y0: Math.max(0, Math.floor(region.centreY - halfHeight)),
    x1: Math.min(page.width, Math.ceil(region.centreX + halfWidth)),
    y1: Math.min(page.height, Math.ceil(region.centreY + halfHeight)),
  };
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
