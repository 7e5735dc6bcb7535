import type { LineImage } from "./recognise-line";

/** A stroke at least this long (over the line's height) crosses out a word; a shorter one is a letter's bar or a dash. */
const MIN_LENGTH = 0.6;
/** A straight stroke longer than this (over the line's height) is a rule of the paper that the line was read along, not a word taken back. */
const MAX_LENGTH = 5;
/** The stroke is looked for in this band of the line's height: through the letters, not under them. */
const BAND_TOP = 0.25;
const BAND_BOTTOM = 0.6;
/** The line is looked at in pieces this share of its height wide; the stroke must cross each piece it spans. */
const PIECE_WIDTH = 0.35;
/** In each piece, the stroke's row must be ink along this share of its columns, without a break. */
const COVERED = 0.9;
/** The stroke's row moves at most this many pixels from one piece to the next: it is straight, if not level. */
const MAX_STEP = 2;
/** The stroke is as dark as the writing: a pixel counts when it is at least this far from the line's paper towards its ink. */
const DARKNESS = 0.7;
/** On either side of a stroke, this share of the line's height is looked at: a rule runs on through most of it (`RUNS_ON`). */
const BESIDE = 0.4;
const RUNS_ON = 0.8;
/** Above and below a stroke, within this share of the line's height, at least `LETTERS_BESIDE` of its columns hold the letters it crosses. */
const LETTER_REACH = 0.12;
const LETTERS_BESIDE = 0.2;
/** A stroke is this many rows thicker than the rows it was found on. */
const STROKE_ROWS = 3;
/**
 * A rule of the paper shows in the gaps between words (clear columns at least `WORD_GAP` of the
 * line's height wide, with no letter within `LETTER_ABOVE` above the stroke's height): when at
 * least `RULE_SHARE` of the gaps' columns (and `RULE_GAPS` line heights of them) hold something
 * `RULE_DARKNESS` dark within `RULE_ROWS` of the stroke's height, the stroke is a rule's. A rule
 * is paler than ink, and not quite parallel to the line on a photographed page.
 */
const WORD_GAP = 0.25;
const LETTER_ABOVE = 0.25;
const RULE_SHARE = 0.3;
const RULE_GAPS = 1;
const RULE_DARKNESS = 0.4;
const RULE_ROWS = 2;

/** A stroke through a stretch of a line image: its columns, and the rows its ink takes up. */
export interface Span {
  from: number;
  to: number;
  top: number;
  bottom: number;
}

/** How far past the pieces it crosses a stroke is taken to reach, over a piece's width: it covers most of its first and last piece. */
const SPAN_PADDING = 0.1;

/**
 * The stretches of a line that a student crossed out: where a stroke as dark as the writing runs
 * straight through the middle of the letters for at least a short word's length. Letters leave
 * gaps on any row through their middle (their counters, the space between them), so a row of ink
 * along several letters is a stroke. A rule of the paper is told apart as it runs on past the
 * stroke's ends and through the gaps between the words, and has letters above it only. Set on
 * the reading benchmark's pages and pages with words crossed out. A stroke takes letters out only
 * when it ends at gaps between words (see split-words.ts): on the benchmark, 12 of 15 crossed-out
 * words are left out and no word that was not crossed out; a stroke missed leaves the word in the
 * text, for the teacher to delete.
 */
export function crossedOutSpans(image: LineImage): Span[] {
  const look = lookAt(image);
  return chainsAcross(look, strokeRowsPerPiece(look)).flatMap((chain) => {
    const end = chain.at(-1)!.a + look.piece;
    return isStroke(look, chain, end) ? [spanOf(look, chain, end)] : [];
  });
}

/** A line image with the measures every look at it shares: its dark levels and the sizes set by its height. */
interface LineLook extends LineImage {
  /** The grey level at which a pixel is as dark as the writing (`DARKNESS`). */
  dark: number;
  /** The paler level at which a rule is looked for in the gaps between words (`RULE_DARKNESS`). */
  faint: number;
  /** A piece's width, and how far one piece starts after the previous one. */
  piece: number;
  step: number;
  /** How far beside a stroke a rule is looked for (`BESIDE`). */
  beside: number;
  /** How far past a stroke letters are looked for (`LETTER_REACH`). */
  reach: number;
}

/** A piece of the line a stroke crosses: its first column and the rows the stroke may run along there. */
interface Link {
  a: number;
  rows: number[];
}

function lookAt(image: LineImage): LineLook {
  const { pixels, width, height } = image;
  const piece = Math.max(4, Math.round(PIECE_WIDTH * height));
  return {
    ...image,
    dark: darkLevel(pixels, width, height, DARKNESS),
    // A rule is paler than the ink: in the gaps between words it is looked for at a paler level.
    faint: darkLevel(pixels, width, height, RULE_DARKNESS),
    piece,
    // Pieces overlap by half, so that a stroke is found whatever columns it starts at.
    step: Math.round(piece / 2),
    beside: Math.round(BESIDE * height),
    reach: Math.max(3, Math.round(LETTER_REACH * height)),
  };
}

/** For each piece of the line, the rows a stroke could run along there. */
function strokeRowsPerPiece({ pixels, width, height, dark, piece, step }: LineLook): number[][] {
  const top = Math.round(BAND_TOP * height);
  const bottom = Math.round(BAND_BOTTOM * height);
  const pieceRows: number[][] = [];
  for (let a = 0; a + piece <= width; a += step) {
    const rows: number[] = [];
    for (let y = top; y < bottom; y++)
      if (longestRun(pixels, y * width, a, a + piece, dark) >= COVERED * piece) rows.push(y);
    pieceRows.push(rows);
  }
  return pieceRows;
}

/** The chains of neighbouring pieces whose stroke rows link up (each row within `MAX_STEP` of one of the previous piece's). */
function chainsAcross({ step }: LineLook, pieceRows: number[][]): Link[][] {
  const chains: Link[][] = [];
  let chain: Link[] = [];
  for (const [index, rows] of pieceRows.entries()) {
    const a = index * step;
    const last = chain.at(-1);
    const linked = last ? rows.filter((y) => last.rows.some((row) => Math.abs(y - row) <= MAX_STEP)) : [];
    if (linked.length) chain.push({ a, rows: linked });
    else {
      if (chain.length) chains.push(chain);
      chain = rows.length ? [{ a, rows }] : [];
    }
  }
  if (chain.length) chains.push(chain);
  return chains;
}

const inkAt = ({ pixels, width, dark }: LineLook, u: number, y: number) => pixels[y * width + u]! <= dark;

/**
 * Whether a rule of the paper runs along these rows: it runs on through the gaps between the
 * letters and the words all along the line; a stroke through a word leaves the line's other gaps
 * clear at its height.
 */
function ruleAt(look: LineLook, rows: number[]): boolean {
  const { pixels, width, height, faint } = look;
  const middle = Math.round(rows.reduce((sum, y) => sum + y, 0) / rows.length);
  // Columns between words: no letter above the stroke's height for a stretch as wide as a word gap.
  const clear = Array.from({ length: width }, (_, u) => {
    for (let y = Math.max(0, Math.round(middle - LETTER_ABOVE * height)); y < middle - RULE_ROWS; y++)
      if (inkAt(look, u, y)) return false;
    return true;
  });
  let gaps = 0;
  let ruled = 0;
  for (let u = 0; u < width;) {
    let end = u;
    while (end < width && clear[end]) end++;
    if (end - u >= WORD_GAP * height)
      for (let v = u; v < end; v++) {
        gaps++;
        for (let y = Math.max(0, middle - RULE_ROWS); y <= Math.min(height - 1, middle + RULE_ROWS); y++)
          if (pixels[y * width + v]! <= faint) {
            ruled++;
            break;
          }
      }
    u = end + 1;
  }
  return gaps >= RULE_GAPS * height && ruled >= RULE_SHARE * gaps;
}

/** Whether one of the rows runs on through most of columns `a` to `b` (a rule beside the stroke). */
function runsOn({ pixels, width, dark, beside }: LineLook, ys: number[], a: number, b: number): boolean {
  return b - a >= beside / 2 && ys.some((y) => longestRun(pixels, y * width, a, b, dark) >= RUNS_ON * (b - a));
}

/** Whether column `u` holds ink within `reach` past the stroke from row `y` one way: the stroke's own rows skipped, up to its thickness; ink going on past that is a letter crossing it. */
function inkBeyond(look: LineLook, u: number, y: number, step: 1 | -1, thickness: number): boolean {
  const { height, reach } = look;
  let at = y;
  for (let skipped = 0; at >= 0 && at < height && inkAt(look, u, at); skipped++) {
    if (skipped >= thickness) return true;
    at += step;
  }
  for (let k = 1; k <= reach; k++) {
    const row = at + k * step;
    if (row < 0 || row >= height) return false;
    if (inkAt(look, u, row)) return true;
  }
  return false;
}

/** Whether letters lie on both sides of the chain's stroke, as they do of a stroke through them. */
function lettersBothSides(look: LineLook, chain: Link[], end: number): boolean {
  let above = 0;
  let below = 0;
  chain.forEach(({ a, rows }, i) => {
    const thickness = Math.max(...rows) - Math.min(...rows) + STROKE_ROWS;
    for (let u = a; u < (i === chain.length - 1 ? end : a + look.step); u++) {
      if (inkBeyond(look, u, Math.min(...rows), -1, thickness)) above++;
      if (inkBeyond(look, u, Math.max(...rows), 1, thickness)) below++;
    }
  });
  const columns = end - chain[0]!.a;
  return above >= LETTERS_BESIDE * columns && below >= LETTERS_BESIDE * columns;
}

/** Whether the chain, ending at column `end`, is a stroke through a word rather than a letter's bar or a rule of the paper. */
function isStroke(look: LineLook, chain: Link[], end: number): boolean {
  const { width, height, beside } = look;
  const length = end - chain[0]!.a;
  if (length < MIN_LENGTH * height || length > MAX_LENGTH * height) return false;
  const first = chain[0]!;
  const last = chain.at(-1)!;
  // A rule goes on through the gaps beside the word; a stroke ends with it.
  if (
    runsOn(look, first.rows, Math.max(0, first.a - beside), first.a) ||
    runsOn(look, last.rows, end, Math.min(width, end + beside))
  )
    return false;
  return (
    lettersBothSides(look, chain, end) &&
    !ruleAt(
      look,
      chain.flatMap(({ rows }) => rows),
    )
  );
}

/** The span a stroke takes out: past the pieces it crosses by `SPAN_PADDING`, as thick as its rows and `STROKE_ROWS`. */
function spanOf({ piece }: LineLook, chain: Link[], end: number): Span {
  const rows = chain.flatMap(({ rows }) => rows);
  const padding = SPAN_PADDING * piece;
  return {
    from: chain[0]!.a - padding,
    to: end + padding,
    top: Math.min(...rows) - STROKE_ROWS,
    bottom: Math.max(...rows) + STROKE_ROWS,
  };
}

/** The longest run of dark pixels along a row between columns `a` and `b`, a one-pixel break bridged. */
function longestRun(pixels: Uint8Array, row: number, a: number, b: number, dark: number): number {
  let longest = 0;
  let run = 0;
  let broken = false;
  for (let u = a; u < b; u++) {
    if (pixels[row + u]! <= dark) {
      run++;
      broken = false;
    } else if (!broken && run > 0) {
      broken = true;
    } else {
      run = 0;
      broken = false;
    }
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The grey level a pixel `darkness` of the way from the line's paper to its ink reaches at most (see `DARKNESS`). */
function darkLevel(pixels: Uint8Array, width: number, height: number, darkness: number): number {
  const counts = new Uint32Array(256);
  for (let i = 0; i < width * height; i++) counts[pixels[i]!]!++;
  const at = (share: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) if ((seen += counts[level]!) > share * width * height) return level;
    return 255;
  };
  const ink = at(0.02);
  const paper = at(0.5);
  return ink + (paper - ink) * (1 - darkness);
}
