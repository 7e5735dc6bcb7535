import type { TranscribedWord, WordBox } from "./types";

/** How much two boxes must overlap in height, as a share of the lower one, to be on one line. */
const SAME_LINE_OVERLAP = 0.5;

/**
 * Puts the detector's regions in reading order, line by line: boxes that overlap enough in height
 * are one line, read left to right, and lines are read top to bottom.
 */
export function groupIntoLines<T>(items: readonly T[], boxOf: (item: T) => WordBox): T[][] {
  const lines: { items: { item: T; box: WordBox }[]; y0: number; y1: number }[] = [];
  const byMiddle = items
    .map((item) => ({ item, box: boxOf(item) }))
    .sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1));
  for (const entry of byMiddle) {
    const { box } = entry;
    const line = lines.find((candidate) => {
      const overlap = Math.min(candidate.y1, box.y1) - Math.max(candidate.y0, box.y0);
      return overlap >= SAME_LINE_OVERLAP * Math.min(candidate.y1 - candidate.y0, box.y1 - box.y0);
    });
    if (line) {
      line.items.push(entry);
      line.y0 = Math.min(line.y0, box.y0);
      line.y1 = Math.max(line.y1, box.y1);
    } else lines.push({ items: [entry], y0: box.y0, y1: box.y1 });
  }
  return lines
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1))
    .map((line) => line.items.sort((a, b) => a.box.x0 - b.box.x0).map(({ item }) => item));
}

/** A line of words as read, in reading order. */
export type ReadLine = TranscribedWord[];

/** A line spacing this much wider than the page's usual one starts a paragraph. */
const PARAGRAPH_SPACING = 1.35;
/** A line ending before this share of the text's width, after a sentence's end, ends its paragraph. */
const SHORT_LINE = 0.7;
/** A line starting this many line heights right of the text's left edge is indented: it starts a paragraph. */
const INDENT_HEIGHTS = 1;

/**
 * The lines' paragraphs: a new one starts after a wider gap than the page's usual line spacing,
 * at an indented line, after a line that ends a sentence well before the right edge of the
 * writing, or after a short first line (a name, a date, a page number or a title heads the page).
 * Apart from a clear gap, a paragraph that would start in lower case continues the one before it.
 */
export function groupIntoParagraphs(lines: readonly ReadLine[]): ReadLine[][] {
  const kept = lines.filter((line) => line.length);
  if (!kept.length) return [];
  const tops = kept.map((line) => Math.min(...line.map((word) => word.box.y0)));
  const lefts = kept.map((line) => line[0]!.box.x0);
  const rights = kept.map((line) => line.at(-1)!.box.x1);
  const heights = kept.map((line) => median(line.map((word) => word.box.y1 - word.box.y0)));
  const spacing = median(tops.slice(1).map((top, i) => top - tops[i]!));
  const left = median(lefts);
  const right = Math.max(...rights);
  const isShort = (i: number) => rights[i]! - lefts[i]! < SHORT_LINE * (right - left);
  const paragraphs: ReadLine[][] = [];
  kept.forEach((line, i) => {
    const previous = kept[i - 1];
    const startsParagraph =
      !previous ||
      // A clear gap parts paragraphs even when the reading lost the next one's capital ("n my opinion").
      tops[i]! - tops[i - 1]! > PARAGRAPH_SPACING * spacing ||
      ((lefts[i]! - left > INDENT_HEIGHTS * heights[i]! ||
        (i === 1 && isShort(0)) ||
        (isShort(i - 1) && /[.!?:"”]$/.test(previous.at(-1)!.text))) &&
        !/^\p{Ll}/u.test(line[0]!.text));
    if (startsParagraph) paragraphs.push([line]);
    else paragraphs.at(-1)!.push(line);
  });
  return paragraphs;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
