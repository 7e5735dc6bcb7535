import { describe, expect, it } from "vitest";
import { findSheet, otsuThreshold } from "./find-sheet";
import type { GreyImage } from "./skew";

/** A 200×150 photo of `background`, with a rectangle of paper and a few lines of dark ink on it. */
function photo({
  background,
  paper = 225,
  sheet,
}: {
  background: number;
  paper?: number;
  sheet: { left: number; top: number; right: number; bottom: number };
}): GreyImage {
  const width = 200;
  const height = 150;
  const data = new Uint8Array(width * height).fill(background);
  for (let y = sheet.top; y < sheet.bottom; y++) {
    for (let x = sheet.left; x < sheet.right; x++) {
      const ink =
        (y - sheet.top) % 12 < 2 &&
        x > sheet.left + 10 &&
        x < sheet.right - 10 &&
        y > sheet.top + 10 &&
        y < sheet.bottom - 10;
      data[y * width + x] = ink ? 30 : paper;
    }
  }
  return { data, width, height };
}

describe("findSheet", () => {
  it("finds a sheet on a darker desk and trims its edges", () => {
    const box = findSheet(photo({ background: 95, sheet: { left: 20, top: 15, right: 180, bottom: 140 } }))!;
    expect(box.left).toBeGreaterThan(20 / 200);
    expect(box.left).toBeLessThan(26 / 200);
    expect(box.right).toBeLessThan(180 / 200);
    expect(box.right).toBeGreaterThan(174 / 200);
    expect(box.top).toBeGreaterThan(15 / 150);
    expect(box.bottom).toBeLessThan(140 / 150);
    expect(box.bottom).toBeGreaterThan(134 / 150);
  });

  it("keeps a bright patch of desk touching the sheet out of its box", () => {
    const image = photo({ background: 80, sheet: { left: 20, top: 20, right: 150, bottom: 130 } });
    // A white mug, 20 px across, against the sheet's right edge.
    for (let y = 60; y < 80; y++) for (let x = 150; x < 170; x++) image.data[y * image.width + x] = 240;
    expect(findSheet(image)!.right).toBeLessThan(150 / 200);
  });

  it("finds nothing in a scan that is all paper", () => {
    expect(findSheet(photo({ background: 225, sheet: { left: 0, top: 0, right: 200, bottom: 150 } }))).toBeUndefined();
  });

  it("takes the corners a deskew added for neither paper nor desk", () => {
    const image = photo({ background: 0, sheet: { left: 10, top: 8, right: 190, bottom: 142 } });
    const known = image.data.map((_, i) => {
      const x = i % image.width;
      const y = Math.floor(i / image.width);
      return x >= 10 && x < 190 && y >= 8 && y < 142 ? 1 : 0;
    });
    expect(findSheet(image)).toBeDefined();
    expect(findSheet(image, known)).toBeUndefined();
  });

  it("finds nothing when the paper hardly stands out from what is around it", () => {
    expect(
      findSheet(photo({ background: 200, paper: 225, sheet: { left: 20, top: 15, right: 180, bottom: 140 } })),
    ).toBeUndefined();
  });

  it("finds nothing when the bright region is too small to be the page", () => {
    expect(findSheet(photo({ background: 90, sheet: { left: 80, top: 60, right: 120, bottom: 90 } }))).toBeUndefined();
  });
});

describe("otsuThreshold", () => {
  it("splits desk from paper", () => {
    const data = new Uint8Array(1000).map((_, i) => (i < 400 ? 90 + (i % 10) : 220 + (i % 10)));
    const threshold = otsuThreshold(data);
    expect(threshold).toBeGreaterThanOrEqual(99);
    expect(threshold).toBeLessThan(220);
  });
});
