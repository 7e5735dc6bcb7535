import sharp from "sharp";
import { detectText, regionBox } from "./detect-text";
import { LIMITS } from "./evaluate-page";
import { meanConfidence, pageText } from "./page-text";
import { paddleModels } from "./paddle-models";
import { recogniseLines } from "./recognise-line";
import type { GreyImage } from "./skew";
import { splitWords } from "./split-words";
import { groupIntoLines, groupIntoParagraphs } from "./text-lines";
import type { TranscribedWord } from "./types";

/** A page as the reader read it. */
export interface PageReading {
  /** The page's text (see `pageText`). */
  text: string;
  /** Its words with their confidence. */
  words: TranscribedWord[];
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  /** True when the photo was upside down and was read turned round. */
  upsideDown: boolean;
  /** The page that was read (turned round when upside down): the word boxes are in its pixels. */
  page: GreyImage;
}

/** How much surer the turned reading must be to be preferred. */
const TURN_MARGIN = 0.15;

/**
 * Reads a cleaned-up page line by line with PP-OCRv4: the detector finds the lines of writing,
 * the recogniser reads each, and the words are cut where the writing leaves a gap. When the
 * reading is unsure, the page may be upside down (deskewing only straightens up to 45°), so it is
 * read again turned 180° and the surer reading is kept; a sure reading costs no second pass.
 */
export async function readPage(page: GreyImage): Promise<PageReading> {
  const first = await readOnce(page);
  if (first.confidence >= LIMITS.minConfidence || first.words.length === 0) return { ...first, upsideDown: false, page };
  const turnedPage = turnRound(page);
  const turned = await readOnce(turnedPage);
  return turned.confidence >= first.confidence + TURN_MARGIN
    ? { ...turned, upsideDown: true, page: turnedPage }
    : { ...first, upsideDown: false, page };
}

async function readOnce(page: GreyImage) {
  const models = await paddleModels();
  const regions = await detectText(models.detector, page);
  const lines = groupIntoLines(regions, (region) => regionBox(region, page));
  const readings = await recogniseLines(models, page, lines.flat());
  let next = 0;
  const readLines = lines.map((line) => line.flatMap(() => splitWords(readings[next++]!, page)));
  const { text, words } = pageText(groupIntoParagraphs(readLines));
  return { text, words, confidence: meanConfidence(words) };
}

/** The page turned by 180°. */
function turnRound({ data, width, height }: GreyImage): GreyImage {
  const turned = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) turned[data.length - 1 - i] = data[i]!;
  return { data: turned, width, height };
}

/** Decodes a cleaned-up page (PNG or any image sharp reads) into grey pixels. */
export async function greyPixels(image: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
