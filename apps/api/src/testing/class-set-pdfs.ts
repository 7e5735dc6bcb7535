import { randomBytes } from "node:crypto";
import { createCanvas, loadImage, PDFDocument, type SKRSContext2D } from "@napi-rs/canvas";
import { renderPage, type PageSpec } from "../../../../packages/engine/src/transcribe/testing/render-page";

// A4 in PDF points.
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** A page of writing as a scanner would see it: the text drawn in a handwriting-like font on paper, as a PNG. */
export function scannedPage(text: string, seed = 1): Buffer {
  return renderPage({ text, font: "kalam", size: 40, width: 1300, jitter: 0.04, seed });
}

/**
 * A PDF as a school copier makes it: each page an image of a page of writing, with no text layer.
 * `pages` renders page i as `pages[i]` says instead (its paper, font, name line...: see `PageSpec`).
 */
export async function scannedPdf(
  pageTexts: readonly string[],
  options: { printed?: boolean; pages?: readonly Omit<PageSpec, "text">[] } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ title: "Scan", rasterDPI: 150, encodingQuality: 85 });
  for (const [index, text] of pageTexts.entries()) {
    const spec = options.pages?.[index];
    const png = spec
      ? renderPage({ ...spec, text })
      : options.printed
        ? renderPage({ text, font: "noto-serif", size: 36, width: 1300 })
        : scannedPage(text, index + 1);
    const image = await loadImage(png);
    // The page's context is the same Skia context a canvas has, typed without drawImage.
    const ctx = doc.beginPage(PAGE_WIDTH, PAGE_HEIGHT) as SKRSContext2D;
    ctx.fillStyle = "white";
    ctx.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
    const scale = Math.min(PAGE_WIDTH / image.width, PAGE_HEIGHT / image.height);
    ctx.drawImage(image, 0, 0, image.width * scale, image.height * scale);
    doc.endPage();
  }
  return doc.close();
}

/** A PDF typed on a computer: each page's text in its text layer, a line per line of the text, a blank line apart. */
export function typedPdf(pageTexts: readonly string[]): Buffer {
  const doc = new PDFDocument({ title: "Typed" });
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = "14px sans-serif";
  for (const text of pageTexts) {
    const ctx = doc.beginPage(PAGE_WIDTH, PAGE_HEIGHT);
    ctx.fillStyle = "black";
    ctx.font = "14px sans-serif";
    let y = 60;
    for (const paragraph of text.split(/\n\s*\n/)) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (measure.measureText(next).width > PAGE_WIDTH - 100) {
          ctx.fillText(line, 50, y);
          y += 18;
          line = word;
        } else line = next;
      }
      ctx.fillText(line, 50, y);
      y += 36;
    }
    doc.endPage();
  }
  return doc.close();
}

/** A PDF of `count` blank pages. */
export function blankPdf(count: number): Buffer {
  const doc = new PDFDocument();
  for (let page = 0; page < count; page++) {
    doc.beginPage(PAGE_WIDTH, PAGE_HEIGHT);
    doc.endPage();
  }
  return doc.close();
}

/**
 * The PDF as if protected by a password: its trailer names the standard security handler with
 * keys that no empty password opens, as a PDF saved with a password to open it does.
 */
export function passwordProtectedPdf(pdf: Buffer): Buffer {
  const text = pdf.toString("latin1");
  const trailer = text.lastIndexOf("trailer");
  const at = text.indexOf("<<", trailer) + 2;
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  const encrypt = ` /Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >> /ID [<${hex(16)}> <${hex(16)}>]`;
  return Buffer.from(text.slice(0, at) + encrypt + text.slice(at), "latin1");
}
