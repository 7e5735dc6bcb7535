import { CLASS_SET_PAGES_MAX } from "@redpen/contract";
import type * as PdfJsLibrary from "pdfjs-dist/legacy/build/pdf.mjs";

// pdf.js's Node build; it renders with @napi-rs/canvas through its own canvas factory.
type PdfJs = typeof PdfJsLibrary;
let pdfjs: Promise<PdfJs> | undefined;
/**
 * Loaded on first use (or by warmPdfReader): most processes never open a PDF. Its worker's code is
 * loaded here too and handed over as `globalThis.pdfjsWorker`, which pdf.js then runs in this
 * thread, instead of importing it anew as it opens the first PDF.
 */
const loadPdfJs = () =>
  (pdfjs ??= keepingNodesBuiltins(async () => {
    const [library, worker] = await Promise.all([
      import("pdfjs-dist/legacy/build/pdf.mjs"),
      // @ts-expect-error pdf.js ships no types for its worker's module, used here only as a whole.
      import("pdfjs-dist/legacy/build/pdf.worker.mjs") as Promise<unknown>,
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return library;
  }));

/** The objects whose methods pdf.js's polyfills replace, though Node.js has them (see keepingNodesBuiltins). */
const BUILTINS_KEPT: object[] = [JSON, Array.prototype, Function.prototype];

/**
 * Runs `load` (pdf.js's import), then puts back every method of BUILTINS_KEPT it replaced. pdf.js's
 * legacy build bundles core-js, which replaces some of Node's own methods for the whole thread: on
 * Node.js 20, JSON.stringify (for JSON.rawJSON, which V8 11 lacks) becomes some 30 times slower,
 * JSON.parse and Array.prototype.push are wrapped too. The api's main thread loads pdf.js for the
 * first class set's PDF, so every JSON reply after it would be slower. pdf.js works with Node's own
 * methods; the methods core-js adds that Node lacks (Promise.withResolvers, Map.prototype.getOrInsert...)
 * stay, as pdf.js needs them.
 */
async function keepingNodesBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const before = BUILTINS_KEPT.map((target) =>
    Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!] as const),
  );
  try {
    return await load();
  } finally {
    BUILTINS_KEPT.forEach((target, index) => {
      for (const [key, descriptor] of before[index]!) {
        const now = Reflect.getOwnPropertyDescriptor(target, key);
        if (now?.value !== descriptor.value || now?.get !== descriptor.get || now?.set !== descriptor.set)
          Reflect.defineProperty(target, key, descriptor);
      }
    });
  }
}

/** Loads pdf.js (a few seconds under tsx), so that the first class set does not wait for it; never rejects. */
export async function warmPdfReader(): Promise<void> {
  await loadPdfJs().catch(() => undefined);
}

/** Why a file cannot be taken as a class set's PDF, in one sentence for the teacher. */
export class UnreadablePdfError extends Error {
  // Named, so that it crosses from the engine's thread as itself (see engine-messages.ts).
  override readonly name = "UnreadablePdfError";
}

/** Whether the bytes start as a PDF does (`%PDF-`); the file name and the browser's type are not trusted. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes("%PDF-");
}

/**
 * The pages are drawn at 150 dpi: an A4 page becomes 1240 × 1754 pixels, as wide as the reading
 * takes a page (it scales narrower ones up to 1200 px, so a finer render is only scaled down and
 * read no better, and a coarser one loses strokes), and an image far under the photo limits.
 */
const RENDER_DPI = 150;
/**
 * The most pixels a page is drawn with: an A4 page at RENDER_DPI. A PDF page can be 200 × 200 inches
 * (14400 points a side) in a file of 1 KB; drawn at RENDER_DPI it would be 30000 × 30000 pixels,
 * 3.6 GB of canvas, for a reading that takes 1200 px a line anyway: a larger page is scaled down.
 */
export const PAGE_PIXELS_MAX = 1240 * 1754;
/** The longest side a page is drawn with, so that a long strip of a page is not drawn 10000 px long either. */
export const PAGE_SIDE_MAX = 2480;
/**
 * A rendered page is kept as a JPEG of this quality: its reading is the PNG's (same words, same
 * confidence on the benchmark's pages), at a quarter of the bytes and a third of the time to encode.
 */
const PAGE_JPEG_QUALITY = 90;
/**
 * The largest image inside a page that is drawn, in pixels (a 600 dpi A4 scan is 35 million): the
 * page's own size is capped as it is drawn, but pdf.js decodes an image it holds at the image's
 * size, and a few KB of compressed blank can declare 20000 × 20000. A larger one is left out.
 */
const EMBEDDED_IMAGE_PIXELS_MAX = 50_000_000;
/** A page with at least this many letters in its text layer was typed, not scanned: it is read as text. */
const TEXT_PAGE_MIN_LETTERS = 20;

/** pdf.js's canvas factory as it is in Node (typed `Object` by pdf.js). */
interface CanvasFactory {
  create(width: number, height: number): { canvas: { encode(format: "jpeg", quality: number): Promise<Buffer> } };
}

type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  const { getDocument } = await loadPdfJs();
  // pdf.js takes the bytes over (it detaches the buffer): it gets its own copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
    maxImageSize: EMBEDDED_IMAGE_PIXELS_MAX,
  });
  try {
    return await task.promise;
  } catch (error) {
    // pdf.js does not export the class of the error it throws for a password; its name is stable.
    if ((error as { name?: string }).name === "PasswordException")
      throw new UnreadablePdfError(
        "The PDF is protected by a password: save or scan it again without a password, then upload it.",
      );
    throw new UnreadablePdfError(
      "The file could not be read as a PDF: it may be damaged. Scan the essays again, or upload photos of the pages.",
    );
  }
}

/**
 * How many pages a class set's PDF has, after checking it can be read: not a PDF, a damaged one, a
 * password-protected one or one over CLASS_SET_PAGES_MAX pages is an UnreadablePdfError.
 */
export async function countPdfPages(bytes: Buffer): Promise<number> {
  if (!looksLikePdf(bytes))
    throw new UnreadablePdfError("The file is not a PDF: upload the scan as a PDF, or the pages as photos.");
  const pdf = await openPdf(bytes);
  try {
    const pages = pdf.numPages;
    if (pages < 1) throw new UnreadablePdfError("The PDF has no pages: scan the essays again.");
    if (pages > CLASS_SET_PAGES_MAX)
      throw new UnreadablePdfError(
        `The PDF has ${pages} pages; a class set takes at most ${CLASS_SET_PAGES_MAX}: split the scan in two sets.`,
      );
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** A PDF page made an image: a JPEG, and the text of its text layer when it was typed rather than scanned. */
export interface RenderedPdfPage {
  jpeg: Buffer;
  /** The page's text, lines apart, when it has one (a typed page); null for a scan. */
  text: string | null;
}

/**
 * How much a page of `width` × `height` points is scaled as it is drawn: RENDER_DPI, or less when
 * that would make it more than PAGE_PIXELS_MAX pixels or a side longer than PAGE_SIDE_MAX.
 */
export function pageDrawingScale(width: number, height: number): number {
  const scale = RENDER_DPI / 72;
  const byPixels = Math.sqrt(PAGE_PIXELS_MAX / Math.max(1, width * height));
  const bySide = PAGE_SIDE_MAX / Math.max(1, width, height);
  return Math.min(scale, byPixels, bySide);
}

/**
 * Renders one page (1 for the first) of the PDF as a JPEG, at most PAGE_PIXELS_MAX pixels, and
 * takes its text layer when it is a typed page. CPU-bound: the api calls it in the engine's thread
 * (EngineRunner.renderPdfPage), never in its own.
 */
export async function renderPdfPage(bytes: Buffer, pageNumber: number): Promise<RenderedPdfPage> {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(pageNumber).catch(() => {
      throw unreadablePage();
    });
    const lines: TextLine[] = [];
    let current: TextLine | undefined;
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item)) continue;
      current ??= { text: "", y: item.transform[5] as number, size: item.height };
      current.text += item.str;
      if (item.hasEOL) {
        lines.push(current);
        current = undefined;
      }
    }
    if (current) lines.push(current);
    const letters = lines.reduce((count, line) => count + line.text.replace(/[^\p{L}]/gu, "").length, 0);
    const { width, height } = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pageDrawingScale(width, height) });
    // pdf.js's own factory makes the canvas (an @napi-rs/canvas one in Node), so its paths and images are its kind.
    const factory = pdf.canvasFactory as CanvasFactory;
    // Rounded down, so that the canvas stays within PAGE_PIXELS_MAX; the last part of a pixel is not worth a row.
    const { canvas } = factory.create(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    await page
      .render({ canvas: canvas as unknown as Parameters<typeof page.render>[0]["canvas"], viewport })
      .promise.catch(() => {
        throw unreadablePage();
      });
    return {
      // Encoded on libuv's threads, beside the drawing thread.
      jpeg: await canvas.encode("jpeg", PAGE_JPEG_QUALITY),
      text: letters >= TEXT_PAGE_MIN_LETTERS ? typedPageText(lines) : null,
    };
  } finally {
    await pdf.destroy();
  }
}

const unreadablePage = () =>
  new UnreadablePdfError(
    "This page of the PDF could not be drawn: the file may be damaged. Scan the page again, or type its text in its essay.",
  );

/** A line of a page's text layer, how high on the page it is (PDF units, from the bottom) and its font size. */
interface TextLine {
  text: string;
  y: number;
  size: number;
}

/**
 * A typed page's text as the reading of a photo gives it: the lines of a paragraph joined by a
 * space, paragraphs (lines further apart than the usual line spacing, or than 1.8 times the
 * font's size) apart by a blank line.
 */
export function typedPageText(lines: readonly TextLine[]): string {
  const kept = lines.filter((line) => line.text.trim());
  const gaps = kept.slice(1).map((line, index) => Math.abs(kept[index]!.y - line.y));
  const usual = [...gaps].sort((a, b) => a - b)[0] ?? 0;
  const paragraphs: string[][] = [];
  kept.forEach((line, index) => {
    const gap = index === 0 ? Infinity : gaps[index - 1]!;
    const size = line.size || usual;
    if (index === 0 || gap > Math.min(usual * 1.4, size * 1.8)) paragraphs.push([]);
    paragraphs.at(-1)!.push(line.text.trim());
  });
  return paragraphs.map((paragraph) => paragraph.join(" ").replace(/\s+/g, " ")).join("\n\n");
}
