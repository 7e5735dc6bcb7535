import type { Block } from "tesseract.js";
import type { TranscribedWord } from "./types";

/** The text and words of one read page. */
export interface PageText {
  /** Lines of a paragraph joined by a space, paragraphs by a blank line. */
  text: string;
  /** Every word, in reading order, with its confidence from 0 to 1 and its box. */
  words: TranscribedWord[];
}

/** What the OCR makes of a handwritten capital I standing alone. */
const LONE_BARS = new Set(["|", "\\"]);

/**
 * Turns tesseract's blocks into the page's text and words. A lone bar or backslash is the OCR's reading
 * of a handwritten capital I (a learner never writes a bar between words), so it becomes "I";
 * nothing else is changed, least of all the learner's spelling.
 */
export function pageText(blocks: Block[] | null): PageText {
  const words: TranscribedWord[] = [];
  const paragraphs: string[] = [];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      const lineTexts: string[] = [];
      for (const line of paragraph.lines) {
        const lineWords = line.words
          .map(({ text, confidence, bbox }) => ({
            text: LONE_BARS.has(text.trim()) ? "I" : text.trim(),
            confidence: Math.round(confidence) / 100,
            box: { ...bbox },
          }))
          .filter((word) => word.text);
        words.push(...lineWords);
        if (lineWords.length) lineTexts.push(lineWords.map((word) => word.text).join(" "));
      }
      // A word hyphenated across a line break stays as written: the learner may have meant the hyphen.
      if (lineTexts.length) addParagraph(paragraphs, lineTexts.join(" "));
    }
  }
  return { text: paragraphs.join("\n\n"), words };
}

/**
 * Tesseract sometimes starts a paragraph in the middle of a sentence (after a short line); a
 * paragraph that begins in lower case after one that does not end a sentence continues it.
 */
function addParagraph(paragraphs: string[], paragraph: string): void {
  const previous = paragraphs.at(-1);
  if (previous !== undefined && !/[.!?:;"”)]$/.test(previous) && /^\p{Ll}/u.test(paragraph))
    paragraphs[paragraphs.length - 1] = `${previous} ${paragraph}`;
  else paragraphs.push(paragraph);
}

/** Mean word confidence weighted by the word's length, 0 when there is no word. */
export function meanConfidence(words: TranscribedWord[]): number {
  let weighted = 0;
  let letters = 0;
  for (const word of words) {
    weighted += word.confidence * word.text.length;
    letters += word.text.length;
  }
  return letters ? Math.round((weighted / letters) * 1000) / 1000 : 0;
}
