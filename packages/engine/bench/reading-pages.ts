/**
 * The pages of the reading benchmark: our own essays (reading-essays.ts) handwritten in every
 * handwriting font the renderer offers, a different font on each page, on plain paper, ruled paper
 * and exercise-book paper (ruled, with a margin rule, some with punched holes), headed by a name
 * line in the ways students write one, photographed as phones do (tilt, keystone, uneven light,
 * shadow, blur, noise, JPEG, desk round the sheet, a few upside down); a few printed pages; and
 * photos that must be taken again. Everything is chosen from fixed seeds, so every run makes the
 * same photos. Only the renderer's listed fonts are used: it refuses any other.
 */
import sharp from "sharp";
import { badPhoto, type BadPhoto, everydayPhoto, photograph } from "../src/transcribe/testing/photograph-page";
import { HANDWRITING_FONTS, PRINTED_FONTS, sizeForXHeight } from "../src/transcribe/testing/fonts";
import { nameLine, type NameLineStyle } from "../src/transcribe/testing/name-lines";
import { type PageSpec, type Paper, renderPageWithText, seededRandom } from "../src/transcribe/testing/render-page";
import { MISSPELT, READING_ESSAYS } from "./reading-essays";

/** What a page of the benchmark is. */
export type PageKind = "handwriting" | "print" | "bad";

/** A page to read, with what is written on it and what a careful reader should say of its photo. */
export interface BenchPage {
  /** Short label for the tables: kind, number, font. */
  id: string;
  kind: PageKind;
  font: string;
  paper: Paper;
  /** The name line's style, or "none". */
  header: NameLineStyle | "none";
  /** How it was photographed, in a few words. */
  photo: string;
  /** GOOD for a readable photo, BAD for one to take again. */
  expected: "GOOD" | "BAD";
  /** What is written on the page: the name line, a blank line, the essay ("" for a photo of no writing). */
  text: string;
  /** The name line alone ("" without one). */
  headerText: string;
  /** The words crossed out on the page, which a reader must leave out (in `text` they are not). */
  crossedOut: string[];
  /** True for a font with capitals only (permanent-marker): its reading is compared without case, as a person would read it. */
  caseless: boolean;
  /** Makes the photo (a JPEG). */
  image: () => Promise<Buffer>;
}

const INKS = ["#1c2340", "#1a2a7a", "#222222", "#243b8f"];
const HEADERS: (NameLineStyle | "none")[] = ["name", "corner", "date-and-name", "name-and-page", "none"];
const PAPERS: Paper[] = ["plain", "ruled", "margin"];
const WIDTH = 1400;
/** Fonts that draw lower case as small capitals: nobody could tell "people" from "PEOPLE" in them. */
const CAPITALS_ONLY = new Set(["permanent-marker"]);

/** A student's hand on a page: the font at a letter height people write at, wobbling, slanted, in a pen's ink. */
function handwritten(
  font: string,
  seed: number,
  paper: Paper,
  header: NameLineStyle | "none",
  text: string,
  student: string,
  holes: boolean,
): PageSpec {
  const random = seededRandom(seed * 31 + 7);
  return {
    text,
    font,
    // About 3.5 mm lower-case letters on an A4 sheet 1400 px wide.
    size: sizeForXHeight(font, 16 + random() * 4),
    width: WIDTH,
    jitter: 0.8 + random() * 0.4,
    wobble: 0.8 + random() * 0.4,
    slant: -3 + random() * 12,
    ink: INKS[Math.floor(random() * INKS.length)]!,
    seed,
    paper,
    holes,
    sheet: paper !== "plain",
    header: header === "none" ? undefined : nameLine(header, student, { page: 1 + (seed % 2) }),
  };
}

/** Fonts in a fixed shuffled order, so neighbouring pages differ in style. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function describe(options: ReturnType<typeof everydayPhoto>, upsideDown: boolean): string {
  const parts = [`${options.degrees!.toFixed(1)}°`];
  if (options.perspective! > 0.04) parts.push("keystone");
  if (options.shadow) parts.push("shadow");
  if (upsideDown) parts.push("upside down");
  return parts.join(", ");
}

/** The words a text crosses out ("~~play~~ played"). */
function crossedOutWords(text: string): string[] {
  return [...text.matchAll(/~~(.+?)~~/g)].map((match) => match[1]!);
}

/** Every page of the full benchmark, in a fixed order. */
export function benchPages(): BenchPage[] {
  const pages: BenchPage[] = [];
  // One handwritten page per handwriting font, each font once, the essays taken in turn.
  for (const [i, font] of shuffled(HANDWRITING_FONTS, 2026).entries()) {
    const seed = 100 + i;
    const essay = READING_ESSAYS[i % READING_ESSAYS.length]!;
    const paper = PAPERS[i % PAPERS.length]!;
    const header = HEADERS[i % HEADERS.length]!;
    const spec = handwritten(font, seed, paper, header, essay.text, essay.student, paper === "margin" && i % 2 === 0);
    const rendered = renderPageWithText(spec);
    const options = everydayPhoto(seed);
    const upsideDown = i % 9 === 4;
    pages.push({
      id: `hand ${String(i + 1).padStart(2, "0")}`,
      kind: "handwriting",
      font,
      paper: spec.holes ? "margin" : paper,
      header,
      photo: describe(options, upsideDown) + (spec.holes ? ", holes" : ""),
      expected: "GOOD",
      text: rendered.text,
      headerText: rendered.header,
      crossedOut: crossedOutWords(spec.text),
      caseless: CAPITALS_ONLY.has(font),
      image: () => photograph(rendered.png, { ...options, upsideDown }),
    });
  }
  // Printed pages: an essay typed and printed, photographed the same way.
  for (let i = 0; i < 4; i++) {
    const seed = 300 + i;
    const font = PRINTED_FONTS[i % PRINTED_FONTS.length]!;
    const essay = READING_ESSAYS[(i * 3 + 1) % READING_ESSAYS.length]!;
    const header = i % 2 ? "name" : "none";
    const rendered = renderPageWithText({
      // A typed essay has nothing crossed out.
      text: essay.text.replace(/~~.+?~~\s*/g, ""),
      font,
      size: 30,
      width: WIDTH,
      seed,
      sheet: true,
      header: header === "none" ? undefined : nameLine(header, essay.student),
    });
    const options = everydayPhoto(seed);
    pages.push({
      id: `print ${i + 1}`,
      kind: "print",
      font,
      paper: "plain",
      header,
      photo: describe(options, false),
      expected: "GOOD",
      text: rendered.text,
      headerText: rendered.header,
      crossedOut: [],
      caseless: false,
      image: () => photograph(rendered.png, options),
    });
  }
  // Photos to take again, of handwritten pages.
  const badKinds: BadPhoto[] = ["heavy-blur", "too-dark", "cut-off", "tiny", "near-empty", "not-writing"];
  for (const [i, kind] of badKinds.entries()) {
    const seed = 500 + i;
    const font = HANDWRITING_FONTS[(i * 5) % HANDWRITING_FONTS.length]!;
    const essay = READING_ESSAYS[(i + 5) % READING_ESSAYS.length]!;
    const paper = PAPERS[i % PAPERS.length]!;
    const spec = handwritten(font, seed, paper, "name", essay.text, essay.student, false);
    pages.push({
      id: `bad ${kind}`,
      kind: "bad",
      font: kind === "not-writing" ? "-" : font,
      paper,
      header: "name",
      photo: kind,
      expected: "BAD",
      text: kind === "not-writing" ? "" : renderPageWithText(spec).text,
      headerText: "",
      crossedOut: [],
      caseless: false,
      image: () => badPhoto(kind, spec, seed),
    });
  }
  return pages;
}

/**
 * The pages to read this run: all of them, or `count` spread evenly over them (every kind keeps a
 * share), for a quick look.
 */
export function choosePages(pages: BenchPage[], count: number | undefined): BenchPage[] {
  if (!count || count >= pages.length) return pages;
  const byKind = (kind: PageKind) => pages.filter((page) => page.kind === kind);
  const share = (kind: PageKind) => Math.max(1, Math.round((count * byKind(kind).length) / pages.length));
  return (["handwriting", "print", "bad"] as const).flatMap((kind) => {
    const all = byKind(kind);
    const n = Math.min(all.length, share(kind));
    return Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]!);
  });
}

/** The faithfulness pages: the misspellings written in print and two hands, on the three papers, photographed. */
export function faithfulnessPages(): { font: string; text: string; image: () => Promise<Buffer> }[] {
  return (
    [
      ["noto-serif", "plain"],
      ["kalam", "ruled"],
      ["indie-flower", "margin"],
    ] as const
  ).map(([font, paper], i) => {
    const seed = 900 + i;
    const spec: PageSpec =
      font === "noto-serif"
        ? { text: MISSPELT.text, font, size: 40, width: WIDTH, seed, sheet: true }
        : handwritten(font, seed, paper, "none", MISSPELT.text, "", false);
    const rendered = renderPageWithText(spec);
    return { font, text: rendered.text, image: () => photograph(rendered.png, everydayPhoto(seed)) };
  });
}

/** A clean warm-up page, so that the first timed reading does not include starting the reader. */
export function warmUpPage(): Promise<Buffer> {
  const { png } = renderPageWithText({
    text: "A short page to start the reader.",
    font: "roboto",
    size: 30,
    width: 800,
  });
  return sharp(png).jpeg({ quality: 90 }).toBuffer();
}
