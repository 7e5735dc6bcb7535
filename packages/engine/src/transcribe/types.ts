import type { PhotoProblem } from "@redpen/contract";

/** Whether a photo's text could be read reliably. */
export type PageEvaluation = "GOOD" | "BAD";

/** One word as it was read, with how sure the reader was of it. */
export interface TranscribedWord {
  /** The word exactly as read, punctuation attached; never corrected. */
  text: string;
  /** The OCR's confidence in this word, from 0 (a guess) to 1 (certain). */
  confidence: number;
  /** Where it was read: its box in pixels of the page's `image`. */
  box: WordBox;
}

/** A word's box in pixels: left, top (inclusive) and right, bottom (exclusive) edges. */
export interface WordBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The page as it was read: cleaned up, straightened and turned upright, the image word boxes are in. */
export interface PageImage {
  /** Greyscale JPEG. */
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** The reading of one photo. */
export interface PageTranscription {
  /** The photo's text: lines of a paragraph joined by a space, paragraphs by a blank line. */
  text: string;
  /** GOOD when the text could be read reliably, BAD otherwise (see `reasons`). */
  evaluation: PageEvaluation;
  /** What is wrong with the photo, one code each, in the order of `reasons`; empty when GOOD. */
  problems: PhotoProblem[];
  /** Why the photo is BAD, one plain sentence each (e.g. "the photo is blurred"); empty when GOOD. */
  reasons: string[];
  /** Mean word confidence from 0 to 1, weighted by word length (0 when no word was read). */
  confidence: number;
  /** Every word read, in reading order. */
  words: TranscribedWord[];
  /** The page as it was read, so that a word can be shown where it was read. */
  image: PageImage;
  /** The measurements the evaluation rests on, so that a caller can see why. */
  measures: PageMeasures;
}

/** What was measured on a photo before and after reading it. */
export interface PageMeasures {
  /** Sharpness of strokes: mean absolute Laplacian on the ink's edges over the ink contrast (about 0.07 when heavily blurred, 1 and more when sharp; under 0.1 is BAD). */
  sharpness: number;
  /** Mean brightness of the middle of the photo before clean-up, 0 (black) to 1 (white). */
  brightness: number;
  /** Paper minus ink over the whole photo before clean-up (median minus 0.1st percentile grey level), 0 to 1. */
  contrast: number;
  /** The skew in degrees that the clean-up found and straightened (positive: clockwise). */
  skewDegrees: number;
  /** True when the text lines lean more than deskewing straightens (over `MAX_DESKEW_DEGREES`). */
  tiltedBeyondDeskew: boolean;
  /** True when the photo was upside down and its text was read turned round. */
  upsideDown: boolean;
  /** How many words were read. */
  wordCount: number;
  /** How tall a line of writing is in the photo as sent, in its pixels (the detector's median line, with its margin). */
  writingHeight: number;
  /** How many stretches of writing run into the page's left or right edge, cut off by the photo. */
  linesCutOff: number;
  /** How many stretches of writing were found. */
  lines: number;
}

/** The reading of one to three photos of an essay. */
export interface TranscriptionResult {
  /** The pages' texts in the order the photos were given, separated by a blank line. */
  text: string;
  /** One entry per photo, in the same order. */
  pages: PageTranscription[];
}
