import { Tensor } from "onnxruntime-node";
import type { PaddleModels } from "./paddle-models";
import type { GreyImage } from "./skew";
import type { TextRegion } from "./detect-text";

/** The recogniser reads lines scaled to this height. */
const LINE_HEIGHT = 48;
/** Lines this many pixels wide or less (at the recogniser's height) are read together, padded to the widest. */
const BATCH_WIDTH_RATIO = 1.25;

/** One character the recogniser read, where it read it and how sure it was. */
export interface ReadCharacter {
  /** The character; " " for a space the recogniser itself read. */
  text: string;
  /**
   * The recogniser's probability of this letter at its strongest frame, 0 to 1, in either case: a
   * handwritten "w" and "W" differ only in size, and which one it is is decided apart (see `pageText`).
   */
  probability: number;
  /** Where it was read: the middle of its frames, in the line image's pixels. */
  x: number;
  /** The recogniser's highest probability of a space between the character before and this one. */
  spaceBefore: number;
  /** The likeliest other character at its strongest frame (either case, as `probability`), when the recogniser saw one. */
  alternative?: { text: string; probability: number };
  /** The likeliest character in the frames read as nothing between the character before and this one: a letter perhaps missed. */
  missedBefore?: { text: string; probability: number };
}

/** A line of writing cut out of the page along its own slope and scaled to the recogniser's height. */
export interface LineImage {
  /** The region it was cut from. */
  region: TextRegion;
  /** Grey levels, 0 black to 255 white, `LINE_HEIGHT` rows of `width`. */
  pixels: Uint8Array;
  /** How much wider than the region's own proportions it was cut (1: as it is; more for narrow writing). */
  stretch: number;
  width: number;
  height: number;
}

/** A line as read: its image and its characters, their `x` in the line image's pixels. */
export interface LineReading {
  line: LineImage;
  characters: ReadCharacter[];
}

/**
 * Reads each region of the page (a line of writing, or part of one) with the PP-OCRv4 recogniser
 * and decodes its output ourselves, greedily as CTC is decoded, but only over the characters an
 * essay holds (see `ESSAY_CHARACTERS`): the recogniser's Chinese characters and rare symbols are
 * never chosen. Every character keeps its probability and its place on the line, so that words
 * can be cut where the writing leaves a gap and each word gets a certainty of its own.
 */
export async function recogniseLines(
  models: PaddleModels,
  page: GreyImage,
  regions: readonly TextRegion[],
): Promise<LineReading[]> {
  const readings = await readLines(
    models,
    regions.map((region) => cutLine(page, region)),
  );
  const pitch = medianPitch(readings);
  if (!pitch || pitch >= MIN_PITCH) return readings;
  const stretch = Math.min(MAX_STRETCH, USUAL_PITCH / pitch);
  return readLines(
    models,
    regions.map((region) => cutLine(page, region, stretch)),
  );
}

/**
 * The recogniser reads a frame every 8 pixels and needs two or three frames a letter. A hand's
 * letters are about 20 px apart at its height (the usual pitch); a narrow hand's come closer, and
 * under `MIN_PITCH` letters are lost ("weked" for "weekend"), so its lines are read again widened
 * to the usual pitch, at most `MAX_STRETCH` times. Set on the benchmark's fonts: narrow hands read
 * at 9 to 18% CER as they are and at 0 to 3% widened, while a usual hand widened reads worse.
 */
const USUAL_PITCH = 20;
const MIN_PITCH = 16;
const MAX_STRETCH = 2;
/** Lines with fewer letters say little of the hand's pitch. */
const PITCH_LETTERS = 8;

/** The median distance between neighbouring letters over the page's lines of some length, in line-image pixels (0 without any). */
function medianPitch(readings: readonly LineReading[]): number {
  const pitches = readings.flatMap(({ line, characters }) => {
    const letters = characters.filter((character) => character.text !== " ");
    return letters.length >= PITCH_LETTERS
      ? [(letters.at(-1)!.x - letters[0]!.x) / (letters.length - 1) / line.stretch]
      : [];
  });
  pitches.sort((a, b) => a - b);
  return pitches.length ? pitches[Math.floor(pitches.length / 2)]! : 0;
}

/** Reads the line images, those of about one width together. */
async function readLines(models: PaddleModels, lines: LineImage[]): Promise<LineReading[]> {
  const order = lines.map((_, index) => index).sort((a, b) => lines[a]!.width - lines[b]!.width);
  const readings: LineReading[] = new Array(lines.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && lines[order[end]!]!.width <= lines[order[start]!]!.width * BATCH_WIDTH_RATIO) end++;
    const batch = order.slice(start, end);
    const results = await readBatch(
      models,
      batch.map((index) => lines[index]!),
    );
    batch.forEach((index, i) => (readings[index] = { line: lines[index]!, characters: results[i]! }));
    start = end;
  }
  return readings;
}

/**
 * Cuts the region out of the page along its slope, scaled so that its thickness is the
 * recogniser's height: each pixel of the line image is sampled (bilinearly) from where it lies
 * on the page; what falls outside the page is paper.
 */
export function cutLine(page: GreyImage, region: TextRegion, stretch = 1): LineImage {
  const scale = region.thickness / LINE_HEIGHT;
  const width = Math.max(LINE_HEIGHT / 2, Math.round((region.length / scale) * stretch));
  const cos = Math.cos(region.angle);
  const sin = Math.sin(region.angle);
  const pixels = new Uint8Array(width * LINE_HEIGHT);
  // Scaled down, each pixel is the mean of several samples across the page pixels it covers, so
  // that a thin pen's strokes (an "l", a full stop) stay as grey lines rather than fall between samples.
  const samplesAcross = Math.max(1, Math.ceil(scale));
  const samplesAlong = Math.max(1, Math.ceil(scale / stretch));
  for (let v = 0; v < LINE_HEIGHT; v++) {
    for (let u = 0; u < width; u++) {
      let sum = 0;
      for (let i = 0; i < samplesAcross; i++) {
        const across = (v + (i + 0.5) / samplesAcross - LINE_HEIGHT / 2) * scale;
        for (let j = 0; j < samplesAlong; j++) {
          const along = ((u + (j + 0.5) / samplesAlong - width / 2) * scale) / stretch;
          sum += sample(
            page,
            region.centreX + along * cos - across * sin - 0.5,
            region.centreY + along * sin + across * cos - 0.5,
          );
        }
      }
      pixels[v * width + u] = Math.round(sum / (samplesAcross * samplesAlong));
    }
  }
  return { region, pixels, width, height: LINE_HEIGHT, stretch };
}

/** Where a point of the line image lies on the page. */
export function pagePoint(line: LineImage, u: number, v: number): { x: number; y: number } {
  const { region } = line;
  const scale = region.thickness / LINE_HEIGHT;
  const along = ((u - line.width / 2) * scale) / line.stretch;
  const across = (v - LINE_HEIGHT / 2) * scale;
  return {
    x: region.centreX + along * Math.cos(region.angle) - across * Math.sin(region.angle),
    y: region.centreY + along * Math.sin(region.angle) + across * Math.cos(region.angle),
  };
}

function sample({ data, width, height }: GreyImage, x: number, y: number): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = data[y0 * width + x0]! * (1 - fx) + data[y0 * width + x1]! * fx;
  const bottom = data[y1 * width + x0]! * (1 - fx) + data[y1 * width + x1]! * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

/** Reads crops of about one width together, padded on the right as the recogniser was trained. */
async function readBatch(models: PaddleModels, crops: LineImage[]): Promise<ReadCharacter[][]> {
  const width = Math.max(...crops.map((crop) => crop.width));
  const plane = LINE_HEIGHT * width;
  const input = new Float32Array(crops.length * 3 * plane);
  crops.forEach((crop, n) => {
    for (let channel = 0; channel < 3; channel++) {
      const offset = (n * 3 + channel) * plane;
      for (let y = 0; y < LINE_HEIGHT; y++)
        for (let x = 0; x < crop.width; x++)
          input[offset + y * width + x] = crop.pixels[y * crop.width + x]! / 127.5 - 1;
    }
  });
  const { recogniser } = models;
  const output = await recogniser.run({
    [recogniser.inputNames[0]!]: new Tensor("float32", input, [crops.length, 3, LINE_HEIGHT, width]),
  });
  const scores = output[recogniser.outputNames[0]!]!;
  const [, frames, classes] = scores.dims as [number, number, number];
  const data = scores.data as Float32Array;
  return crops.map((crop, n) => {
    const usedFrames = Math.min(frames, Math.ceil((crop.width / width) * frames));
    return decode(
      models,
      data.subarray(n * frames * classes, (n + 1) * frames * classes),
      usedFrames,
      classes,
      width / frames,
    );
  });
}

/**
 * Greedy CTC decoding over the essay's characters: each frame's likeliest allowed class, repeats
 * merged, blanks dropped. A character's probability is its best frame's, and so is its alternative;
 * the likeliest character of the blank frames before it is kept as a letter perhaps missed.
 */
function decode(
  { characters, allowedClasses, space, caseTwin }: PaddleModels,
  scores: Float32Array,
  frames: number,
  classes: number,
  frameWidth: number,
): ReadCharacter[] {
  const read: ReadCharacter[] = [];
  let previous = 0;
  let first = 0;
  let spaceBefore = 0;
  let missedBefore: ReadCharacter["missedBefore"];
  const models = { characters, allowedClasses, space, caseTwin };
  for (let frame = 0; frame < frames; frame++) {
    const row = frame * classes;
    spaceBefore = Math.max(spaceBefore, scores[row + space]!);
    let best = 0;
    let bestScore = -1;
    for (const c of allowedClasses) {
      const score = scores[row + c]!;
      if (score > bestScore) [best, bestScore] = [c, score];
    }
    const letterScore = bestScore + twinScore(scores, row, caseTwin[best]!);
    if (best === 0) {
      const missed = alternativeAt(scores, row, 0, models);
      if (missed && missed.probability > (missedBefore?.probability ?? 0)) missedBefore = missed;
    } else if (best === previous) {
      const current = read.at(-1)!;
      if (letterScore > current.probability) {
        current.probability = letterScore;
        current.alternative = alternativeAt(scores, row, best, models);
      }
      current.x = ((first + frame + 1) / 2) * frameWidth;
    } else {
      first = frame;
      read.push({
        text: characters[best]!,
        probability: letterScore,
        x: (frame + 0.5) * frameWidth,
        spaceBefore,
        alternative: alternativeAt(scores, row, best, models),
        missedBefore,
      });
      spaceBefore = 0;
      missedBefore = undefined;
    }
    previous = best;
  }
  return read;
}

function twinScore(scores: Float32Array, row: number, twin: number): number {
  return twin < 0 ? 0 : scores[row + twin]!;
}

/** The likeliest character other than `best` (in either case), the blank and the space, at one frame. */
function alternativeAt(
  scores: Float32Array,
  row: number,
  best: number,
  {
    characters,
    allowedClasses,
    space,
    caseTwin,
  }: Pick<PaddleModels, "characters" | "allowedClasses" | "space" | "caseTwin">,
): ReadCharacter["alternative"] {
  let other = -1;
  let otherScore = 0;
  for (const c of allowedClasses) {
    if (c === 0 || c === best || c === space || c === caseTwin[best]) continue;
    const twin = caseTwin[c]!;
    // A letter is counted once, in its likelier case, with both cases' probability.
    if (twin >= 0 && scores[row + twin]! > scores[row + c]!) continue;
    const score = scores[row + c]! + twinScore(scores, row, twin);
    if (score > otherScore) [other, otherScore] = [c, score];
  }
  return other < 0 ? undefined : { text: characters[other]!, probability: otherScore };
}
