import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { preparePage } from "./prepare-page";
import { photographOnDesk } from "./testing/photograph-page";
import { renderPage } from "./testing/render-page";

const TEXT =
  "On the last day it rained all morning, so we stayed in the hotel and played cards until lunch. In the afternoon the sun came out and we walked to the lake.";
const scan = () => renderPage({ text: TEXT, font: "noto-serif", size: 30, width: 1300 });

describe("preparePage", () => {
  it("crops a photo of a sheet on a desk to the sheet, dropping the desk", async () => {
    const photo = await photographOnDesk({ page: scan(), degrees: 3, desk: { r: 92, g: 64, b: 44 }, border: 80 });
    const page = await preparePage(photo, 0);
    expect(page.cropped).toBe(true);
    // The photo (about 1540 px wide) is read at its own size, so the sheet keeps its 1300 px less the trimmed edges.
    const sheet = await sharp(scan()).metadata();
    const prepared = await sharp(page.png).metadata();
    expect(prepared.width).toBeLessThan(sheet.width);
    expect(prepared.width).toBeGreaterThan(sheet.width * 0.9);
    expect(prepared.height).toBeLessThan(sheet.height);
    expect(prepared.height).toBeGreaterThan(sheet.height * 0.85);
    // No desk and no edge is left: the first and last columns are paper.
    const { data, info } = await sharp(page.png).raw().toBuffer({ resolveWithObject: true });
    for (const x of [0, info.width - 1]) {
      let sum = 0;
      for (let y = 0; y < info.height; y++) sum += data[y * info.width + x]!;
      expect(sum / info.height).toBeGreaterThan(200);
    }
  });

  it("leaves a scan that is all paper as it is, straight or turned on white", async () => {
    expect((await preparePage(scan(), 0)).cropped).toBe(false);
    const turned = await sharp(scan()).rotate(4, { background: "#ffffff" }).png().toBuffer();
    expect((await preparePage(turned, 0)).cropped).toBe(false);
  });
});
