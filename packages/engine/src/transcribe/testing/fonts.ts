import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";

const require = createRequire(import.meta.url);

/** The printed fonts (a serif and a sans) from @fontsource that the renderer can use. */
export const PRINTED_FONTS = ["noto-serif", "roboto"] as const;

/**
 * The handwriting-style fonts from @fontsource that the renderer can use (the engine's
 * devDependencies; each ships the latin 400 woff2 the renderer loads). The first four are the ones
 * the tests and the api's fixtures have always used.
 */
export const HANDWRITING_FONTS = [
  "caveat",
  "kalam",
  "indie-flower",
  "homemade-apple",
  "architects-daughter",
  "covered-by-your-grace",
  "annie-use-your-telescope",
  "cedarville-cursive",
  "gloria-hallelujah",
  "schoolbell",
  "handlee",
  "nanum-pen-script",
  "neucha",
  "sue-ellen-francisco",
  "the-girl-next-door",
  "short-stack",
  "swanky-and-moo-moo",
  "bad-script",
  "delicious-handrawn",
  "itim",
  "gaegu",
  "shantell-sans",
  "playpen-sans",
  "caveat-brush",
  "permanent-marker",
  "marck-script",
  "comic-neue",
] as const;

/**
 * The renderer writes only with the fonts listed here and refuses any other: the handwriting
 * fonts kept back for checking the reader on hands it was never developed on are not among them.
 */
const FONTS: readonly string[] = [...PRINTED_FONTS, ...HANDWRITING_FONTS];

const registered = new Set<string>();

/** Loads one of `FONTS` into canvas, once; any other font is refused. */
export function ensureFont(font: string): void {
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

/**
 * The font size at which the font's lower-case letters ("x") stand `xHeight` pixels tall: handwriting
 * fonts differ a lot (nanum-pen-script is small, homemade-apple tall), and a page should look written
 * at one size whatever the font.
 */
export function sizeForXHeight(font: string, xHeight: number): number {
  ensureFont(font);
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `100px "${font}"`;
  const x = measure.measureText("x").actualBoundingBoxAscent;
  return Math.round((100 * xHeight) / Math.max(x, 1));
}
