import { runInNewContext } from "node:vm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hugePagePdf, typedPdf } from "../../testing/class-set-pdfs";
import {
  countPdfPages,
  PAGE_PIXELS_MAX,
  PAGE_SIDE_MAX,
  pageDrawingScale,
  renderPdfPage,
  warmPdfReader,
} from "./pdf-pages";

const A4 = { width: 595, height: 842 };
const drawnSize = (width: number, height: number) => {
  const scale = pageDrawingScale(width, height);
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
};

describe("the size a PDF page is drawn at", () => {
  it("draws an A4 page at 150 dpi, as wide as the reading takes a page", () => {
    expect(drawnSize(A4.width, A4.height)).toEqual({ width: 1239, height: 1754 });
  });

  it("scales a page far larger than paper down to the pixels of an A4 page", () => {
    for (const side of [11000, 14400]) {
      const { width, height } = drawnSize(side, side);
      expect(width * height).toBeLessThanOrEqual(PAGE_PIXELS_MAX);
      expect(width).toBeGreaterThan(1400);
    }
  });

  it("keeps a long strip of a page within the longest side", () => {
    const { width, height } = drawnSize(600, 14400);
    expect(height).toBeLessThanOrEqual(PAGE_SIDE_MAX);
    expect(width).toBeGreaterThan(90);
  });
});

describe("a PDF whose page is 11000 or 14400 points a side", () => {
  it.each([11000, 14400])("counts its one page and draws the %i-point page within the pixel limit", async (side) => {
    const pdf = hugePagePdf(side);
    expect(pdf.length).toBeLessThan(4096);
    expect(await countPdfPages(pdf)).toBe(1);
    const page = await renderPdfPage(pdf, 1);
    const { width = 0, height = 0 } = await sharp(page.jpeg).metadata();
    expect(width).toBe(height);
    expect(width * height).toBeLessThanOrEqual(PAGE_PIXELS_MAX);
    expect(width).toBeGreaterThan(1400);
  });

  it("still takes a typed page's text layer", async () => {
    const page = await renderPdfPage(
      typedPdf(["Li Wei\n\nVolunteering is important for teenagers because it shows them how others live."]),
      1,
    );
    expect(page.text).toContain("Volunteering is important");
  });
});

describe("loading pdf.js", () => {
  // Another realm's Function.prototype.toString: core-js replaces this realm's own, so that its
  // replacements read as native code.
  const sourceOf = runInNewContext("Function.prototype.toString") as (this: unknown) => string;
  const isNodes = (method: unknown) => sourceOf.call(method).includes("[native code]");

  it("leaves Node's own JSON.stringify, JSON.parse and Array.prototype.push in place, and adds what pdf.js needs", async () => {
    await warmPdfReader();
    expect([JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString].map(isNodes)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // Node.js 20 lacks Promise.withResolvers, which pdf.js needs: core-js's stays.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe("function");
  });
});
