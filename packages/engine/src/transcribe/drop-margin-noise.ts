import type { Bbox, Block, Word } from "tesseract.js";

/** A word the reader is sure of: this confident, with at least two letters or digits. */
const SOLID_CONFIDENCE = 60;
/** How far (in text heights) a word may stand outside the block of sure words and still be writing. */
const OUTSIDE_HEIGHTS = 1.5;
/** Below this confidence, a word of symbols much taller than the writing is an edge or a stain. */
const NOISE_CONFIDENCE = 50;
/** How many text heights tall a word of symbols may be before it is taken for an edge. */
const TALL_HEIGHTS = 2;

/**
 * Drops what the OCR read in a photo that is not writing: the edge of the sheet, the desk, a
 * fold or a stain, which come back as words like "=", "EEE]", "TT REE" or a lone "i". A word goes
 * only when both its shape and its place say so: it has no letter or digit, or at most three, or
 * one letter repeated ("eeee"), and either it lies outside the block that the sure words span, by
 * more than one and a half text heights (so that a list number before a line stays), or it is
 * made of symbols only, read with low confidence and far taller than the writing. Real short
 * words ("I", "a", "on") inside the text block, and every word with more letters, stay as read:
 * a learner's misspelling is never taken for noise. Lines and paragraphs left empty are removed.
 */
export function dropMarginNoise(blocks: Block[] | null): Block[] {
  const all = (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  const lettered = all.filter((word) => core(word.text).length >= 2 && word.confidence >= SOLID_CONFIDENCE);
  if (lettered.length === 0) return blocks ?? [];
  const textHeight = median(lettered.map((word) => word.bbox.y1 - word.bbox.y0));
  const solid = lettered.filter((word) => word.bbox.y1 - word.bbox.y0 <= TALL_HEIGHTS * textHeight);
  const block = extent(solid.length ? solid : lettered);
  const margin = OUTSIDE_HEIGHTS * textHeight;
  const isNoise = (word: Word) => {
    if (!noiseShaped(word.text)) return false;
    const x = (word.bbox.x0 + word.bbox.x1) / 2;
    const y = (word.bbox.y0 + word.bbox.y1) / 2;
    if (x < block.x0 - margin || x > block.x1 + margin || y < block.y0 - margin || y > block.y1 + margin) return true;
    return (
      core(word.text).length === 0 &&
      word.confidence < NOISE_CONFIDENCE &&
      word.bbox.y1 - word.bbox.y0 > TALL_HEIGHTS * textHeight
    );
  };
  return (blocks ?? [])
    .map((b) => ({
      ...b,
      paragraphs: b.paragraphs
        .map((paragraph) => ({
          ...paragraph,
          lines: paragraph.lines
            .map((line) => ({ ...line, words: line.words.filter((word) => !isNoise(word)) }))
            .filter((line) => line.words.length),
        }))
        .filter((paragraph) => paragraph.lines.length),
    }))
    .filter((b) => b.paragraphs.length);
}

/** The word's letters and digits. */
function core(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, "");
}

/** What noise reads as: no letter or digit, at most three, or one letter repeated. */
function noiseShaped(text: string): boolean {
  const letters = core(text);
  return letters.length <= 3 || /^(.)\1+$/iu.test(letters);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function extent(words: Word[]): Bbox {
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  };
}
