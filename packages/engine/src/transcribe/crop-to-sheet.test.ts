import { describe, expect, it } from "vitest";
import { cropToSheet } from "./crop-to-sheet";

describe("cropToSheet", () => {
  it("cuts the box out at the image's own size, keeping every pixel in it as it is", () => {
    // A 100×80 image whose pixels count up, with the box from 10% to 90% across and 12.5% to 87.5% down.
    const width = 100;
    const height = 80;
    const data = new Uint8Array(width * height).map((_, i) => i % 251);
    const crop = cropToSheet({ data, width, height }, { left: 0.1, top: 0.125, right: 0.9, bottom: 0.875 });
    expect([crop.width, crop.height]).toEqual([80, 60]);
    expect(crop.data[0]).toBe(data[10 * width + 10]);
    expect(crop.data[59 * 80 + 79]).toBe(data[69 * width + 89]);
  });
});
