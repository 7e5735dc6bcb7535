import { randomBytes } from "node:crypto";
import { createCanvas, loadImage, PDFDocument, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import { type PageSpec, renderPage } from "@redpen/engine/testing/pages";

// A4 in PDF points.
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** A page of writing as a scanner would see it: the text drawn in a handwriting-like font on paper, as a PNG. */
export function scannedPage(text: string, seed = 1): Buffer {
  return renderPage({ text, font: "kalam", size: 40, width: 1300, jitter: 0.04, seed });
}

/**
 * A PDF as a school copier makes it: each page an image of a page of writing, with no text layer.
 * `pages` renders page i as `pages[i]` says instead (its paper, font, name line...: see `PageSpec`);
 * `blurred` pages (numbers from 1) are out of focus (Gaussian blur σ 4), so that many of their
 * words are read unsurely.
 */
export async function scannedPdf(
  pageTexts: readonly string[],
  options: { printed?: boolean; pages?: readonly Omit<PageSpec, "text">[]; blurred?: readonly number[] } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ title: "Scan", rasterDPI: 150, encodingQuality: 85 });
  for (const [index, text] of pageTexts.entries()) {
    const spec = options.pages?.[index];
    const sharpPng = spec
      ? renderPage({ ...spec, text })
      : options.printed
        ? renderPage({ text, font: "noto-serif", size: 36, width: 1300 })
        : scannedPage(text, index + 1);
    const png = options.blurred?.includes(index + 1)
      ? await sharp(sharpPng).flatten({ background: "#ffffff" }).blur(4).png().toBuffer()
      : sharpPng;
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

/**
 * A PDF of pages `sides` points a side each (PDF allows up to 14400, 200 inches), with nothing
 * written on them but a grey frame: a file of about 1 KB that pdf.js, drawing it at 150 dpi,
 * would make a canvas of gigabytes.
 */
export function hugePagePdf(...sides: number[]): Buffer {
  const doc = new PDFDocument({ title: "Huge pages" });
  for (const side of sides) {
    const ctx = doc.beginPage(side, side);
    ctx.strokeStyle = "#999999";
    ctx.lineWidth = side / 200;
    ctx.strokeRect(side / 20, side / 20, side * 0.9, side * 0.9);
    doc.endPage();
  }
  return doc.close();
}

/**
 * The PDF damaged as a copier cut short might leave it: the page tree's entry of page
 * `pageNumber` points at an object the file does not hold. pdf.js opens it and counts the pages up
 * to that one included (it drops those after it), but cannot draw that page; finding the page tree
 * broken, it draws the pages before it without their images.
 */
export function pdfWithBrokenPage(pdf: Buffer, pageNumber: number): Buffer {
  const text = pdf.toString("latin1");
  const broken = text.replace(/\/Kids \[([^\]]*)\]/, (_, kids: string) => {
    const references = kids.match(/\d+ \d+ R/g) ?? [];
    // Generation 9 of the page's object, which the file does not hold: as long as the reference it
    // replaces, so that every byte offset in the file's cross-reference table stays right.
    references[pageNumber - 1] = references[pageNumber - 1]!.replace(/ \d+ R$/, " 9 R");
    return `/Kids [${references.join(" ")}]`;
  });
  if (broken === text) throw new Error("the PDF has no page tree to break");
  return Buffer.from(broken, "latin1");
}
