import { detectText, regionBox, type TextRegion } from "./detect-text";
import { LIMITS } from "./evaluate-page";
import { meanConfidence, pageText } from "./page-text";
import { paddleModels } from "./paddle-models";
import { recogniseLines } from "./recognise-line";
import type { GreyImage } from "./skew";
import { splitWords } from "./split-words";
import { groupIntoLines, groupIntoParagraphs } from "./text-lines";
import type { TranscribedWord, WordBox } from "./types";

/** A page as the reader read it. */
export interface PageReading {
  /** The page's text (see `pageText`). */
  text: string;
  /** Its words with their confidence. */
  words: TranscribedWord[];
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  /** True when the photo was upside down and was read turned round: the word boxes are in the turned page's pixels. */
  upsideDown: boolean;
  /** How the writing lies on the page. */
  layout: PageLayout;
}

/** How the writing lies on the page, for the page's evaluation. */
export interface PageLayout {
  /** The stretches of writing found. */
  regions: number;
  /** The median thickness of a line of writing, in the page's pixels (0 without writing). */
  lineThickness: number;
  /** The stretches of writing that run into the page's left or right edge: cut off by the photo. */
  atSideEdge: number;
}

/** A stretch of writing this close to the page's side (in the page's pixels) runs into it. */
const EDGE_PIXELS = 3;

/** How much surer the turned reading must be to be preferred. */
const TURN_MARGIN = 0.15;

/**
 * Reads a cleaned-up page line by line with PP-OCRv4: the detector finds the lines of writing,
 * the recogniser reads each, and the words are cut where the writing leaves a gap. When the
 * reading is unsure, the page may be upside down (deskewing only straightens up to 45°), so it is
 * read again turned 180° and the surer reading is kept; a sure reading costs no second pass.
 */
export async function readPage(page: GreyImage, sheet?: WordBox): Promise<PageReading> {
  const first = await readOnce(page, sheet);
  if (first.confidence >= LIMITS.minConfidence || first.words.length === 0) return { ...first, upsideDown: false };
  const turned = await readOnce(turnRound(page), sheet && turnBox(sheet, page));
  return turned.confidence >= first.confidence + TURN_MARGIN
    ? { ...turned, upsideDown: true }
    : { ...first, upsideDown: false };
}

async function readOnce(page: GreyImage, sheet: WordBox | undefined) {
  const models = await paddleModels();
  const regions = await detectText(models.detector, page);
  const lines = groupIntoLines(regions, (region) => regionBox(region, page));
  const readings = await recogniseLines(models, page, lines.flat());
  let next = 0;
  const readLines = lines.map((line) =>
    line.flatMap((region) => {
      const words = splitWords(readings[next++]!, page);
      return !sheet || inside(region, sheet) || surelyWriting(words) ? words : [];
    }),
  );
  const { text, words } = pageText(groupIntoParagraphs(readLines));
  const boxes = regions.map((region) => regionBox(region, page));
  const layout: PageLayout = {
    regions: regions.length,
    lineThickness: median(regions.map((region) => region.thickness)),
    atSideEdge: boxes.filter((box) => box.x0 <= EDGE_PIXELS || box.x1 >= page.width - EDGE_PIXELS).length,
  };
  return { text, words, confidence: meanConfidence(words), layout };
}

/** Whether the region's middle lies on the sheet. */
function inside(region: TextRegion, sheet: WordBox): boolean {
  return (
    region.centreX >= sheet.x0 && region.centreX <= sheet.x1 && region.centreY >= sheet.y0 && region.centreY <= sheet.y1
  );
}

/** Off the sheet's box, only words read surely are writing (the box can miss a shadowed corner); the desk and the sheet's edges never are. */
const OFF_SHEET_CONFIDENCE = 0.8;

function surelyWriting(words: TranscribedWord[]): boolean {
  return words.some((word) => /\p{L}{2}/u.test(word.text)) && meanConfidence(words) >= OFF_SHEET_CONFIDENCE;
}

/** The box where it lies once the page is turned by 180°. */
function turnBox(box: WordBox, page: GreyImage): WordBox {
  return { x0: page.width - box.x1, y0: page.height - box.y1, x1: page.width - box.x0, y1: page.height - box.y0 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

/** The page turned by 180°. */
export function turnRound({ data, width, height }: GreyImage): GreyImage {
  const turned = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) turned[data.length - 1 - i] = data[i]!;
  return { data: turned, width, height };
}
