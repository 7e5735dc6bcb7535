import { describe, expect, it } from "vitest";
import { cropToSheet } from "./crop-to-sheet";
import type { SheetBox } from "./find-sheet";

describe("cropToSheet", () => {
  it("cuts the box out at the image's own size and paints the desk left in it the paper's grey", () => {
    // A 100×80 image: paper (200) with a dark stroke (20) on a desk (90), whose top-left corner is desk.
    const width = 100;
    const height = 80;
    const data = new Uint8Array(width * height).fill(200);
    for (let y = 0; y < 30; y++) for (let x = 0; x < 30; x++) data[y * width + x] = 90;
    for (let x = 40; x < 60; x++) data[40 * width + x] = 20;
    // The paper grid is 10×8: one cell per 10×10 pixels; the top-left cells are not paper.
    const paper = new Uint8Array(80).fill(1);
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) paper[y * 10 + x] = 0;
    const sheet: SheetBox = { left: 0.1, top: 0.125, right: 0.9, bottom: 0.875, paper, paperWidth: 10, paperHeight: 8 };
    const crop = cropToSheet({ data, width, height }, sheet);
    expect([crop.width, crop.height]).toEqual([80, 60]);
    expect(crop.data[0]).toBe(200);
    expect(crop.data[30 * 80 + 35]).toBe(20);
    expect(crop.data[25 * 80 + 70]).toBe(200);
  });

  it("keeps every pixel when the whole box is paper", () => {
    const data = new Uint8Array(400).map((_, i) => i % 256);
    const crop = cropToSheet(
      { data, width: 20, height: 20 },
      { left: 0, top: 0, right: 1, bottom: 1, paper: new Uint8Array(4).fill(1), paperWidth: 2, paperHeight: 2 },
    );
    expect(crop.data).toEqual(data);
  });
});
