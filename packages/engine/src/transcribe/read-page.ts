import sharp from "sharp";
import type { Worker } from "tesseract.js";
import { dropMarginNoise } from "./drop-margin-noise";
import { LIMITS } from "./evaluate-page";
import { meanConfidence, pageText } from "./page-text";
import type { TranscribedWord } from "./types";

/** A page as the OCR read it. */
export interface PageReading {
  /** The page's text (see `pageText`). */
  text: string;
  /** Its words with their confidence. */
  words: TranscribedWord[];
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  /** True when the photo was upside down and was read turned round. */
  upsideDown: boolean;
  /** The PNG that was read (turned round when upside down): the word boxes are in its pixels. */
  png: Buffer;
}

/** How much surer the turned reading must be to be preferred. */
const TURN_MARGIN = 0.15;

/**
 * Reads a cleaned-up page. When the reading is unsure, the page may be upside down (deskewing
 * only straightens up to 45°), so it is read again turned 180° and the surer reading is kept;
 * a sure reading costs no second pass. What the OCR made of anything but writing (the sheet's
 * edges, the desk) is dropped before the text is put together.
 */
export async function readPage(worker: Worker, png: Buffer): Promise<PageReading> {
  const first = await readOnce(worker, png);
  if (first.confidence >= LIMITS.minConfidence || first.words.length === 0) return { ...first, upsideDown: false, png };
  const turnedPng = await sharp(png).rotate(180).png({ compressionLevel: 1 }).toBuffer();
  const turned = await readOnce(worker, turnedPng);
  return turned.confidence >= first.confidence + TURN_MARGIN
    ? { ...turned, upsideDown: true, png: turnedPng }
    : { ...first, upsideDown: false, png };
}

async function readOnce(worker: Worker, png: Buffer) {
  const { data } = await worker.recognize(png, {}, { text: false, blocks: true });
  const { text, words } = pageText(dropMarginNoise(data.blocks));
  return { text, words, confidence: meanConfidence(words) };
}
