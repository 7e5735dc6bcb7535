import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { ensureFont } from "./fonts";
import { headerText, type PageHeader } from "./name-lines";

/** The paper a page is written on. */
export type Paper =
  /** Blank paper. */
  | "plain"
  /** Faint blue-grey rules at a regular spacing, the writing sitting on them. */
  | "ruled"
  /** Ruled, with a red vertical margin rule on the left that the writing starts after (exercise-book paper). */
  | "margin";

/** What to render. */
export interface PageSpec {
  /**
   * The text; a blank line starts a new paragraph. A word written "~~so~~" is crossed out on the
   * page, as a student strikes through a word they changed their mind about, and is not part of
   * the text a reader should give back.
   */
  text: string;
  /** One of PRINTED_FONTS or HANDWRITING_FONTS (the @fontsource package name, e.g. "noto-serif"). */
  font: string;
  /** Font size in pixels (see `sizeForXHeight` to give fonts of different proportions the same letter height). */
  size?: number;
  /** Page width in pixels (the height follows the text, or `sheet`). */
  width?: number;
  /** Handwriting-like irregularity: baselines and word spacing wander by up to this share of the size. */
  jitter?: number;
  /** Seed of the jitter, so that a render is the same every run. */
  seed?: number;
  /** The paper: "plain" (default), "ruled", or "margin" (ruled with a red margin rule on the left). */
  paper?: Paper;
  /** Punched holes at the left edge (two, as a ring binder's), transparent so that a photo shows the desk through them. */
  holes?: boolean;
  /** A first line above the essay: a name, a date, a page number (see `nameLine`). */
  header?: PageHeader;
  /**
   * How a hand varies from word to word, 0 (default: none) to about 1 (a real hand): the baseline
   * wanders slowly along the line, each word's size and slant differ a little. Independent of
   * `jitter`, so renders without it stay as they always were.
   */
  wobble?: number;
  /** The writer's slant in degrees (positive leans right), on top of `wobble`'s variation; 0 by default. */
  slant?: number;
  /** The ink's colour (CSS); navy by default. */
  ink?: string;
  /** When true the page is a whole A4 sheet (height √2 × width), rules running to the bottom, unless the text needs more. */
  sheet?: boolean;
}

/** What `renderPageWithText` returns: the page and the text a perfect reader would give back. */
export interface RenderedPage {
  /** The page as a PNG (with transparent punched holes when `holes`). */
  png: Buffer;
  /** The header's text (empty without one), then a blank line, then the essay's paragraphs. */
  text: string;
  /** The header's text alone ("" without a header). */
  header: string;
  /** Width and height in pixels. */
  width: number;
  height: number;
}

/** A small deterministic pseudo-random generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Renders the text as a page photo-like PNG: dark ink on off-white paper, wrapped to the width. */
export function renderPage(spec: PageSpec): Buffer {
  return renderPageWithText(spec).png;
}

interface Line {
  words: string[];
  paragraphEnd: boolean;
}

const PAPER = "#f7f5ef";
const RULE = "rgba(110, 140, 190, 0.55)";
const MARGIN_RULE = "rgba(220, 70, 90, 0.75)";

/** Renders the page and says what is written on it (header and essay), for comparing a reading with. */
export function renderPageWithText(spec: PageSpec): RenderedPage {
  const { text, font, size = 40, width = 1400, jitter = 0, seed = 1, paper = "plain" } = spec;
  ensureFont(font);
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `${size}px "${font}"`;
  // Tall scripts (homemade-apple) need more room than 1.7 em, or their loops touch the next line.
  const extent = measure.measureText("Hhgjyl");
  const lineHeight = Math.round(
    Math.max(size * 1.7, (extent.actualBoundingBoxAscent + extent.actualBoundingBoxDescent) * 1.45),
  );
  // Some fonts have a hair-thin space; people leave a clear gap between handwritten words.
  const space = Math.max(measure.measureText(" ").width, size * 0.3);
  const header = spec.header ? headerText(spec.header) : "";
  const body = text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split(/\s+/)
        .filter((word) => word && !crossedOut(word))
        .join(" "),
    )
    .filter(Boolean)
    .join("\n\n");
  const written = header ? (body ? `${header}\n\n${body}` : header) : body;
  const plainLayout = paper === "plain" && !spec.header && !spec.sheet && !spec.holes;
  const png = plainLayout
    ? renderPlain({ text, font, size, width, jitter, seed, lineHeight, space, spec })
    : renderOnPaper({ spec, font, size, width, jitter, seed, paper, lineHeight, space });
  return { ...png, text: written, header };
}

/** The word a "~~word~~" crosses out, or undefined for a word written as it is. */
function crossedOut(word: string): string | undefined {
  return /^~~(.+)~~$/.exec(word)?.[1];
}

/** How wide a word is written: a crossed-out one as wide as its letters. */
function wordWidth(measure: SKRSContext2D, word: string): number {
  return measure.measureText(crossedOut(word) ?? word).width;
}

function wrap(text: string, measure: SKRSContext2D, space: number, lineWidth: number): Line[] {
  const wrapWidth = (words: string[]) =>
    words.reduce((width, word) => width + wordWidth(measure, word), 0) + space * (words.length - 1);
  const lines: Line[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current: string[] = [];
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (current.length && wrapWidth([...current, word]) > lineWidth) {
        lines.push({ words: current, paragraphEnd: false });
        current = [];
      }
      current.push(word);
    }
    if (current.length) lines.push({ words: current, paragraphEnd: true });
  }
  return lines;
}

/**
 * The original layout (blank paper, height following the text), kept exactly as it was so that the
 * fixtures of the tests and the api read as they always have; `wobble`, `slant` and `ink` draw from
 * a random stream of their own so the old stream, and so the old pages, stay the same.
 */
function renderPlain({
  text,
  font,
  size,
  width,
  jitter,
  seed,
  lineHeight,
  space,
  spec,
}: {
  text: string;
  font: string;
  size: number;
  width: number;
  jitter: number;
  seed: number;
  lineHeight: number;
  space: number;
  spec: PageSpec;
}): { png: Buffer; width: number; height: number } {
  const random = seededRandom(seed);
  const hand = handOf(spec, seed);
  const margin = Math.round(width * 0.07);
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `${size}px "${font}"`;
  const lines = wrap(text, measure, space, width - 2 * margin - size);
  const height = Math.round(
    margin * 2 + lines.length * lineHeight + lines.filter((line) => line.paragraphEnd).length * lineHeight * 0.5,
  );
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  context.fillStyle = spec.ink ?? "#1c2340";
  context.font = `${size}px "${font}"`;
  let y = margin + size;
  for (const line of lines) {
    const slope = (random() - 0.5) * 2 * jitter * 0.02;
    let x = margin + (random() - 0.5) * jitter * size * 0.5;
    hand.startLine();
    for (const word of line.words) {
      const wordY = y + (x - margin) * slope + (random() - 0.5) * jitter * size * 0.15;
      hand.write(context, word, x, wordY, size, font);
      x += wordWidth(measure, word) + space * (1 + (random() - 0.5) * jitter * 0.8);
    }
    y += lineHeight * (line.paragraphEnd ? 1.5 : 1);
  }
  return { png: canvas.toBuffer("image/png"), width, height };
}

/** A writer's hand: a slow baseline wander along each line, and each word a little bigger or smaller, more or less slanted. */
function handOf(spec: PageSpec, seed: number) {
  const wobble = spec.wobble ?? 0;
  const baseSlant = ((spec.slant ?? 0) * Math.PI) / 180;
  const random = seededRandom(seed * 2654435761 + 17);
  let phase = 0;
  let wavelength = 1;
  let amplitude = 0;
  let drift = 0;
  return {
    startLine() {
      phase = random() * Math.PI * 2;
      wavelength = 500 + random() * 700;
      amplitude = wobble * (0.04 + random() * 0.06);
      drift = (random() - 0.5) * wobble * 0.012;
    },
    write(context: SKRSContext2D, written: string, x: number, y: number, size: number, font: string) {
      const struck = crossedOut(written);
      const word = struck ?? written;
      if (!wobble && !baseSlant) {
        context.fillText(word, x, y);
        if (struck) strikeThrough(context, word, x, y, size, random);
        return;
      }
      const scale = 1 + (random() - 0.5) * wobble * 0.12;
      const slant = baseSlant + ((random() - 0.5) * wobble * 6 * Math.PI) / 180;
      const rise = Math.sin(phase + x / wavelength) * amplitude * size + drift * x;
      const turn = ((random() - 0.5) * wobble * 2.5 * Math.PI) / 180;
      context.save();
      context.translate(x, y + rise);
      context.rotate(turn);
      // A slant is a horizontal shear about the baseline: the tops of letters move right.
      context.transform(1, 0, -Math.tan(slant), 1, 0, 0);
      context.font = `${(size * scale).toFixed(2)}px "${font}"`;
      context.fillText(word, 0, 0);
      if (struck) strikeThrough(context, word, 0, 0, size * scale, random);
      context.restore();
      context.font = `${size}px "${font}"`;
    },
  };
}

/**
 * A pen's stroke through a word's letters, a little past each end, through the middle of its small
 * letters and not quite level, as a student crosses a word out.
 */
function strikeThrough(context: SKRSContext2D, word: string, x: number, y: number, size: number, random: () => number) {
  const width = context.measureText(word).width;
  const middle = y - context.measureText("x").actualBoundingBoxAscent * (0.4 + random() * 0.2);
  const tilt = (random() - 0.5) * size * 0.15;
  context.save();
  context.strokeStyle = context.fillStyle;
  context.lineWidth = Math.max(1.5, size * (0.06 + random() * 0.03));
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(x - size * 0.06, middle - tilt);
  context.lineTo(x + width + size * 0.06, middle + tilt);
  context.stroke();
  context.restore();
}

/**
 * A page written on real paper: rules, a margin rule, punched holes, a header line, a whole A4
 * sheet. On ruled paper every line of writing sits on a rule, paragraphs skip one rule.
 */
function renderOnPaper({
  spec,
  font,
  size,
  width,
  jitter,
  seed,
  paper,
  lineHeight,
  space,
}: {
  spec: PageSpec;
  font: string;
  size: number;
  width: number;
  jitter: number;
  seed: number;
  paper: Paper;
  lineHeight: number;
  space: number;
}): { png: Buffer; width: number; height: number } {
  const random = seededRandom(seed);
  const hand = handOf(spec, seed);
  const ruled = paper !== "plain";
  // Ruled paper's rules sit about 8 mm apart on an A4 (210 mm) sheet; handwriting that needs more
  // room than that gets wider rules, as college-ruled and wide-ruled books do.
  const pitch = ruled ? Math.max(Math.round(width * 0.038), Math.round(lineHeight * 0.92)) : lineHeight;
  const side = Math.round(width * 0.07);
  const marginRuleX = paper === "margin" ? Math.round(width * 0.13) : 0;
  const holeX = Math.round(width * 0.055);
  const left = Math.max(paper === "margin" ? marginRuleX + size * 0.5 : side, spec.holes ? holeX * 2.2 : 0);
  const right = width - side;
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `${size}px "${font}"`;
  const lines = wrap(spec.text, measure, space, right - left - size * 0.5);
  // The first rule lies below a blank band at the top, as exercise books leave one.
  const top = ruled ? Math.round(width * 0.1) : side;
  const headerRows = spec.header && headerText(spec.header) ? 2 : 0;
  const rows = headerRows + lines.length + lines.filter((line) => line.paragraphEnd).length - (lines.length ? 1 : 0);
  const textHeight = top + (rows + 1) * pitch + side;
  const height = Math.round(spec.sheet ? Math.max(width * Math.SQRT2, textHeight) : textHeight);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  if (ruled) {
    context.strokeStyle = RULE;
    context.lineWidth = Math.max(1, width / 700);
    for (let y = top + pitch; y < height - pitch * 0.3; y += pitch) {
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(width, y);
      context.stroke();
    }
  }
  if (paper === "margin") {
    context.strokeStyle = MARGIN_RULE;
    context.lineWidth = Math.max(1.5, width / 500);
    context.beginPath();
    context.moveTo(marginRuleX, 0);
    context.lineTo(marginRuleX, height);
    context.stroke();
  }
  if (spec.holes) {
    // Punched through the paper: transparent, so a photo shows whatever the sheet lies on.
    context.save();
    context.globalCompositeOperation = "destination-out";
    const radius = width * 0.015;
    for (const y of [height * 0.28, height * 0.72]) {
      context.beginPath();
      context.arc(holeX, y, radius, 0, Math.PI * 2);
      context.fill();
    }
    context.restore();
  }
  context.fillStyle = spec.ink ?? "#1c2340";
  context.font = `${size}px "${font}"`;
  // Writing rests on the rule; a hair above it, as a pen's stroke bottoms do.
  const sit = ruled ? -Math.max(1, size * 0.04) : 0;
  let row = 1;
  const baseline = (r: number) => top + r * pitch + sit;
  if (spec.header && headerRows) {
    hand.startLine();
    const y = baseline(row);
    if (spec.header.left?.trim()) {
      let x = left;
      for (const word of spec.header.left.split(/(\s+)/)) {
        if (!word) continue;
        if (/^\s+$/.test(word)) {
          x += space * word.length;
          continue;
        }
        hand.write(context, word, x, y + (random() - 0.5) * jitter * size * 0.08, size, font);
        x += measure.measureText(word).width;
      }
    }
    if (spec.header.right?.trim()) {
      const words = spec.header.right.trim().split(/\s+/);
      const total = words.reduce((sum, word) => sum + measure.measureText(word).width, 0) + space * (words.length - 1);
      let x = right - total;
      for (const word of words) {
        hand.write(context, word, x, y + (random() - 0.5) * jitter * size * 0.08, size, font);
        x += measure.measureText(word).width + space;
      }
    }
    row += headerRows;
  }
  for (const line of lines) {
    // On rules a hand keeps to the line: less slope and bounce than on blank paper.
    const hold = ruled ? 0.35 : 1;
    const slope = (random() - 0.5) * 2 * jitter * 0.02 * hold;
    let x = left + Math.abs(random() - 0.5) * jitter * size * 0.4;
    const y = baseline(row);
    hand.startLine();
    for (const word of line.words) {
      const wordY = y + (x - left) * slope + (random() - 0.5) * jitter * size * 0.15 * hold;
      hand.write(context, word, x, wordY, size, font);
      x += wordWidth(measure, word) + space * (1 + (random() - 0.5) * jitter * 0.8);
    }
    row += line.paragraphEnd ? 2 : 1;
  }
  return { png: canvas.toBuffer("image/png"), width, height };
}
