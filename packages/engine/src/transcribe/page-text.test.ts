import type { Block } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { pageText } from "./page-text";

/** Tesseract-shaped blocks: paragraphs of lines of words, each word read with 90% confidence, 100 px apart. */
function blocks(...paragraphs: string[][]): Block[] {
  const word = (text: string, index: number) => ({
    text,
    confidence: 90,
    bbox: { x0: index * 100, y0: 10, x1: index * 100 + 80, y1: 50 },
  });
  return [
    { paragraphs: paragraphs.map((lines) => ({ lines: lines.map((line) => ({ words: line.split(" ").map(word) })) })) },
  ] as unknown as Block[];
}

describe("pageText", () => {
  it("joins lines with a space and paragraphs with a blank line, keeping the learner's spelling", () => {
    const page = pageText(blocks(["My freind and I", "goed to the park."], ["Then we ate."]));
    expect(page.text).toBe("My freind and I goed to the park.\n\nThen we ate.");
    expect(page.words).toHaveLength(11);
    expect(page.words[1]).toEqual({ text: "freind", confidence: 0.9, box: { x0: 100, y0: 10, x1: 180, y1: 50 } });
  });

  it("continues a sentence that the OCR split into two paragraphs", () => {
    expect(pageText(blocks(["I like playing with my"], ["friends after school."])).text).toBe(
      "I like playing with my friends after school.",
    );
  });

  it("reads a lone bar as the capital I", () => {
    expect(pageText(blocks(["Yesterday | was late."])).text).toBe("Yesterday I was late.");
  });
});
