import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { preparePage } from "./prepare-page";
import { photographOnDesk } from "./testing/photograph-page";
import { renderPage } from "./testing/render-page";

const TEXT =
  "On the last day it rained all morning, so we stayed in the hotel and played cards until lunch. In the afternoon the sun came out and we walked to the lake.";
const scan = () => renderPage({ text: TEXT, font: "noto-serif", size: 30, width: 1300 });

describe("preparePage", () => {
  it("finds the sheet of a photo on a desk, keeping the whole photo for the reader", async () => {
    const photo = await photographOnDesk({ page: scan(), degrees: 3, desk: { r: 92, g: 64, b: 44 }, border: 80 });
    const page = await preparePage(photo, 0);
    const prepared = page.page;
    const sheet = page.sheet!;
    // The photo is about 1540 px wide, read at its own size; the 1300 px sheet lies inside it, less its trimmed edges.
    expect(sheet.x1 - sheet.x0).toBeLessThan(1300);
    expect(sheet.x1 - sheet.x0).toBeGreaterThan(1300 * 0.9);
    expect(sheet.x0).toBeGreaterThan(40);
    expect(sheet.x1).toBeLessThan(prepared.width - 40);
  });

  it("finds no sheet in a scan that is all paper, straight or turned on white", async () => {
    expect((await preparePage(scan(), 0)).sheet).toBeUndefined();
    const turned = await sharp(scan()).rotate(4, { background: "#ffffff" }).png().toBuffer();
    expect((await preparePage(turned, 0)).sheet).toBeUndefined();
  });
});
