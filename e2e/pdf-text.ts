import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of each page of a PDF, its text items joined with a space (or a line break where the
 * PDF ends a line), whitespace runs collapsed to one space; a blank page is "".
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      pages.push(text.replace(/[ \t]+/g, " ").trim());
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The text of a PDF, page by page joined with a blank line (see pdfPages). */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join("\n\n");
}

/** A run of text on a PDF page, where it starts (points from the page's left and bottom edges). */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  y: number;
  /** The page's width, in points. */
  pageWidth: number;
}

/** Every non-blank run of text of a PDF with its place, page by page. */
export async function pdfTextItems(pdf: Buffer): Promise<PdfTextItem[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const items: PdfTextItem[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const pageWidth = page.getViewport({ scale: 1 }).width;
      for (const item of (await page.getTextContent()).items)
        if ("str" in item && item.str.trim())
          items.push({ page: number, text: item.str.trim(), x: item.transform[4], y: item.transform[5], pageWidth });
    }
    return items;
  } finally {
    await document.destroy();
  }
}
