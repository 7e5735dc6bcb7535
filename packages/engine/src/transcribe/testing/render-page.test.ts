import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BAD_PHOTOS, badPhoto, everydayPhoto, photograph } from "./photograph-page";
import { HANDWRITING_FONTS, PRINTED_FONTS, sizeForXHeight } from "./fonts";
import { nameLine } from "./name-lines";
import { renderPage, renderPageWithText } from "./render-page";

const TEXT = "Last year I have went to London becuase my father had a meeting there.\n\nPeople is very friendly.";

describe("renderPage", () => {
  it.each(["lobster", "Pacifico", "rock-salt", "Arial"])("refuses %s, a font it does not list", (font) => {
    expect(() => renderPage({ text: TEXT, font })).toThrow(/unknown font/);
    expect(() => sizeForXHeight(font, 18)).toThrow(/unknown font/);
  });

  it("refuses a font it does not ship rather than falling back to the system's", () => {
    expect(() => renderPage({ text: TEXT, font: "Arial" })).toThrow(/unknown font "Arial"/);
  });

  it("loads every font it offers and writes with it", async () => {
    for (const font of [...PRINTED_FONTS, ...HANDWRITING_FONTS]) {
      const png = renderPage({ text: "Hello", font, size: sizeForXHeight(font, 18), width: 400 });
      const { channels } = await sharp(png).stats();
      // Ink on paper: the darkest pixel is far darker than the paper.
      expect(channels[0]!.min, font).toBeLessThan(120);
    }
  });

  it("gives the text a perfect reader would read back, the name line first", () => {
    const page = renderPageWithText({ text: TEXT, font: "kalam", header: nameLine("date-and-name", "Anna Kowalska") });
    expect(page.header).toBe("12/03/2026 Anna Kowalska");
    expect(page.text).toBe(
      "12/03/2026 Anna Kowalska\n\nLast year I have went to London becuase my father had a meeting there.\n\nPeople is very friendly.",
    );
    expect(headerOf("name")).toBe("Name: Anna Kowalska");
    expect(headerOf("corner")).toBe("Anna Kowalska");
    expect(headerOf("name-and-page")).toBe("Anna Kowalska p. 1");
    expect(renderPageWithText({ text: TEXT, font: "kalam" }).header).toBe("");
  });

  it("crosses out a word written ~~so~~, leaving it out of the text a reader should give back", async () => {
    const struck = renderPageWithText({ text: "We ~~go~~ went home.", font: "kalam", size: 40, width: 600 });
    const plain = renderPageWithText({ text: "We go went home.", font: "kalam", size: 40, width: 600 });
    expect(struck.text).toBe("We went home.");
    expect(plain.text).toBe("We go went home.");
    // The same words in the same places, and a stroke more: more ink on the crossed-out page.
    const ink = async (png: Buffer) => {
      const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      return data.filter((level) => level < 128).length;
    };
    expect(struck.width).toBe(plain.width);
    expect(await ink(struck.png)).toBeGreaterThan((await ink(plain.png)) + 50);
  });

  it("draws ruled paper with a red margin rule, and punched holes the desk shows through", async () => {
    const { png, width, height } = renderPageWithText({
      text: TEXT,
      font: "caveat",
      paper: "margin",
      holes: true,
      sheet: true,
      wobble: 1,
      jitter: 1,
    });
    expect(height).toBeCloseTo(width * Math.SQRT2, -1);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    // The margin rule: reddish, at 13% of the width, all the way down.
    const rule = at(Math.round(width * 0.13), height - 5);
    expect(rule[0]! - rule[2]!).toBeGreaterThan(40);
    // Blue-grey rules run across the bottom of the sheet, below the writing.
    const column = Array.from({ length: 200 }, (_, i) => at(Math.round(width * 0.6), height - 250 + i));
    expect(column.some(([r, , b]) => b! - r! > 20)).toBe(true);
    // A hole is transparent.
    expect(info.channels).toBe(4);
    expect(at(Math.round(width * 0.055), Math.round(height * 0.28))[3]).toBe(0);
  });

  it("renders the same page for the same seed", () => {
    const spec = { text: TEXT, font: "kalam", paper: "ruled" as const, wobble: 1, jitter: 1, seed: 4 };
    expect(renderPage(spec).equals(renderPage(spec))).toBe(true);
    expect(renderPage({ ...spec, seed: 5 }).equals(renderPage(spec))).toBe(false);
  });
});

describe("photograph", () => {
  it("takes an everyday photo as a JPEG with desk round the sheet", async () => {
    const page = renderPage({ text: TEXT, font: "kalam", width: 600, paper: "ruled", holes: true });
    const photo = await photograph(page, { ...everydayPhoto(2), upsideDown: true });
    expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { width = 0 } = await sharp(photo).metadata();
    expect(width).toBeGreaterThan(600);
  });

  it("makes every kind of bad photo", async () => {
    for (const kind of BAD_PHOTOS) {
      const photo = await badPhoto(kind, { text: TEXT, font: "kalam", width: 500, size: 24 }, 3);
      expect((await sharp(photo).metadata()).format, kind).toBe("jpeg");
    }
  });
});

function headerOf(style: Parameters<typeof nameLine>[0]): string {
  return renderPageWithText({ text: TEXT, font: "kalam", header: nameLine(style, "Anna Kowalska") }).header;
}
