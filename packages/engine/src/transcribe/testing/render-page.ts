import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";

const require = createRequire(import.meta.url);

/** The printed fonts (a serif and a sans) from @fontsource that the renderer can use. */
export const PRINTED_FONTS = ["noto-serif", "roboto"] as const;

/** The handwriting-style fonts from @fontsource that the renderer can use. */
export const HANDWRITING_FONTS = ["caveat", "kalam", "indie-flower", "homemade-apple"] as const;

const FONTS: readonly string[] = [...PRINTED_FONTS, ...HANDWRITING_FONTS];

/** What to render. */
export interface PageSpec {
  /** The text; a blank line starts a new paragraph. */
  text: string;
  /** One of PRINTED_FONTS or HANDWRITING_FONTS (the @fontsource package name, e.g. "noto-serif"). */
  font: string;
  /** Font size in pixels. */
  size?: number;
  /** Page width in pixels (the height follows the text). */
  width?: number;
  /** Handwriting-like irregularity: baselines and word spacing wander by up to this share of the size. */
  jitter?: number;
  /** Seed of the jitter, so that a render is the same every run. */
  seed?: number;
}

const registered = new Set<string>();

function ensureFont(font: string): void {
  // Fonts ship through npm, never from the system: with an unknown family canvas would silently fall
  // back to whatever the machine has (or nothing readable), and the reading would fail for no clear reason.
  if (!FONTS.includes(font)) throw new Error(`unknown font "${font}": use one of ${FONTS.join(", ")}`);
  if (registered.has(font)) return;
  const file = join(
    dirname(require.resolve(`@fontsource/${font}/package.json`)),
    "files",
    `${font}-latin-400-normal.woff2`,
  );
  if (!GlobalFonts.registerFromPath(file, font)) throw new Error(`could not load the font file ${file}`);
  registered.add(font);
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
export function renderPage({ text, font, size = 40, width = 1400, jitter = 0, seed = 1 }: PageSpec): Buffer {
  ensureFont(font);
  const random = seededRandom(seed);
  const margin = Math.round(width * 0.07);
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `${size}px "${font}"`;
  // Tall scripts (homemade-apple) need more room than 1.7 em, or their loops touch the next line.
  const extent = measure.measureText("Hhgjyl");
  const lineHeight = Math.round(
    Math.max(size * 1.7, (extent.actualBoundingBoxAscent + extent.actualBoundingBoxDescent) * 1.45),
  );
  // Some fonts have a hair-thin space; people leave a clear gap between handwritten words.
  const space = Math.max(measure.measureText(" ").width, size * 0.3);
  const wrapWidth = (words: string[]) =>
    words.reduce((width, word) => width + measure.measureText(word).width, 0) + space * (words.length - 1);
  const lines: { words: string[]; paragraphEnd: boolean }[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current: string[] = [];
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (current.length && wrapWidth([...current, word]) > width - 2 * margin - size) {
        lines.push({ words: current, paragraphEnd: false });
        current = [];
      }
      current.push(word);
    }
    if (current.length) lines.push({ words: current, paragraphEnd: true });
  }
  const height = Math.round(
    margin * 2 + lines.length * lineHeight + lines.filter((line) => line.paragraphEnd).length * lineHeight * 0.5,
  );
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#f7f5ef";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#1c2340";
  context.font = `${size}px "${font}"`;
  let y = margin + size;
  for (const line of lines) {
    const slope = (random() - 0.5) * 2 * jitter * 0.02;
    let x = margin + (random() - 0.5) * jitter * size * 0.5;
    for (const word of line.words) {
      const wordY = y + (x - margin) * slope + (random() - 0.5) * jitter * size * 0.15;
      context.fillText(word, x, wordY);
      x += measure.measureText(word).width + space * (1 + (random() - 0.5) * jitter * 0.8);
    }
    y += lineHeight * (line.paragraphEnd ? 1.5 : 1);
  }
  return canvas.toBuffer("image/png");
}
