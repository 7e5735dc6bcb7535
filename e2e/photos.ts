/**
 * Photo-like pictures of essay pages for the browser tests and the benchmark: a page rendered from
 * text with the engine's test renderer, then "photographed" the way a phone on a desk does it.
 */
import sharp from "sharp";
import { type PageHeader } from "@redpen/engine/testing";
import {
  type PageSpec,
  renderPage,
  renderPageWithText,
  seededRandom,
  sizeForXHeight,
} from "@redpen/engine/testing/pages";
import { everydayPhoto, photograph, photographOnDesk } from "@redpen/engine/testing/photos";

/** How to write and photograph a page. */
export interface PhotoSpec {
  /** The page's text; a blank line starts a new paragraph. */
  text: string;
  /** A printed font ("noto-serif", "roboto") or a handwriting-style one ("kalam", "caveat"...). */
  font: string;
  /** Seed of the handwriting jitter, the tilt and the noise, so that a photo is the same every run. */
  seed?: number;
  /** Page width in pixels before the tilt. */
  width?: number;
}

const PRINTED = ["noto-serif", "roboto"];
const DESK = { r: 118, g: 96, b: 74 };

/** Renders the page as a clean PNG, with handwriting-like jitter for the handwriting fonts. */
export function cleanPage({ text, font, seed = 1, width = 1300 }: PhotoSpec): Buffer {
  const printed = PRINTED.includes(font);
  return renderPage({ text, font, size: printed ? 30 : 40, width, jitter: printed ? 0 : 1, seed });
}

/**
 * A phone photo of the page: warm paper tint, lighting that falls off across the sheet, mild
 * sensor noise, tilted 2 to 4 degrees on a desk, saved as a JPEG of quality 85.
 */
export async function photographPage(spec: PhotoSpec): Promise<Buffer> {
  const seed = spec.seed ?? 1;
  const random = seededRandom(seed * 7919);
  const degrees = (2 + random() * 2) * (random() < 0.5 ? -1 : 1);
  return photographOnDesk({ page: cleanPage(spec), degrees, desk: DESK, seed });
}

/** The same page so out of focus (Gaussian blur σ 8) that nobody can read it. */
export async function blurredPhoto(spec: PhotoSpec): Promise<Buffer> {
  return sharp(cleanPage(spec)).flatten({ background: "#f4efe4" }).blur(8).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A handwritten page so out of focus (Gaussian blur σ 4) that most of its words are read unsurely,
 * though some still come out right: a reading too unsure to correct as it stands.
 */
export async function unsurePhoto(spec: PhotoSpec): Promise<Buffer> {
  return sharp(cleanPage(spec)).flatten({ background: "#f4efe4" }).blur(4).jpeg({ quality: 85 }).toBuffer();
}

/**
 * How a student writes on an A4 sheet of exercise-book paper (ruled, a red margin rule on the
 * left): the font at about 3.5 mm letters, a real hand's wobble, under an optional name line.
 */
export function exerciseBookPage(font: string, seed: number, header?: PageHeader): Omit<PageSpec, "text"> {
  return {
    font,
    size: sizeForXHeight(font, 18),
    width: 1300,
    jitter: 1,
    wobble: 1,
    seed,
    paper: "margin",
    sheet: true,
    header,
  };
}

/** A phone photo of a page written on exercise-book paper, and what is written on it. */
export interface ExerciseBookPhoto {
  /** The photo, a JPEG. */
  photo: Buffer;
  /** What a perfect reader gives back: the name line, a blank line, the essay. */
  text: string;
  /** The name line alone ("" without one). */
  header: string;
}

/**
 * `text` written as `exerciseBookPage` says, photographed as teachers do (`everydayPhoto`: a little
 * tilt and keystone, uneven light, noise, the desk round the sheet), all chosen from the seed.
 */
export async function exerciseBookPhoto(
  text: string,
  { font, seed, header }: { font: string; seed: number; header?: PageHeader },
): Promise<ExerciseBookPhoto> {
  const rendered = renderPageWithText({ ...exerciseBookPage(font, seed, header), text });
  return {
    photo: await photograph(rendered.png, everydayPhoto(seed)),
    text: rendered.text,
    header: rendered.header,
  };
}

/** A photo of a blank sheet, with nothing written on it. */
export async function blankPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1300, height: 1800, channels: 3, background: "#f4efe4" } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
