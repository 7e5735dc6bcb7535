import { describe, expect, it } from "vitest";
import { crossedOutSpans } from "./crossed-out";
import type { LineImage } from "./recognise-line";

const HEIGHT = 48;
/** Letters' small part: rows 16 to 30 (the baseline), as a line image cut around them has it. */
const X_TOP = 16;
const BASELINE = 30;

/**
 * A line image of "words" of letter-like marks: each letter an "o" (two upright strokes joined at
 * top and bottom), `letters` of them a word, words apart by a gap. `struck` words get a stroke
 * through the middle of their letters; `rule` draws a paler ruled line across the whole line at
 * the given row.
 */
function line(
  words: number[],
  { struck = [] as number[], rule = undefined as number | undefined, strokeRow = 23 } = {},
) {
  const letter = 16;
  const gap = 24;
  const width = words.reduce((sum, letters) => sum + letters * letter + gap, gap);
  const pixels = new Uint8Array(width * HEIGHT).fill(240);
  const ink = (u: number, y: number, level = 30) => (pixels[y * width + u] = Math.min(pixels[y * width + u]!, level));
  if (rule !== undefined) for (let u = 0; u < width; u++) for (const y of [rule, rule + 1]) ink(u, y, 150);
  let x = gap;
  const spans: { from: number; to: number }[] = [];
  words.forEach((letters, w) => {
    for (let l = 0; l < letters; l++) {
      const left = x + l * letter + 2;
      const right = left + letter - 6;
      for (let y = X_TOP; y < BASELINE; y++) for (const u of [left, left + 1, right - 1, right]) ink(u, y);
      for (let u = left; u <= right; u++) for (const y of [X_TOP, X_TOP + 1, BASELINE - 2, BASELINE - 1]) ink(u, y);
    }
    const end = x + letters * letter;
    if (struck.includes(w)) {
      for (let u = x - 2; u < end + 2; u++) for (const y of [strokeRow, strokeRow + 1, strokeRow + 2]) ink(u, y);
      spans.push({ from: x, to: end });
    }
    x = end + gap;
  });
  const region = { centreX: width / 2, centreY: HEIGHT / 2, angle: 0, length: width, thickness: HEIGHT, score: 1 };
  return { image: { region, pixels, width, height: HEIGHT, stretch: 1 } satisfies LineImage, spans };
}

describe("crossedOutSpans", () => {
  it("finds a word crossed out through the middle of its letters, and only that word", () => {
    const { image, spans } = line([3, 5, 4, 2], { struck: [1] });
    const found = crossedOutSpans(image);
    expect(found).toHaveLength(1);
    // The span covers the struck word and none of its neighbours' letters.
    expect(found[0]!.from).toBeLessThanOrEqual(spans[0]!.from + 8);
    expect(found[0]!.to).toBeGreaterThanOrEqual(spans[0]!.to - 8);
    expect(found[0]!.from).toBeGreaterThan(spans[0]!.from - 24);
    expect(found[0]!.to).toBeLessThan(spans[0]!.to + 24);
  });

  it("finds two crossed-out words on a ruled line", () => {
    expect(crossedOutSpans(line([4, 3, 5, 4, 3], { struck: [0, 3], rule: BASELINE + 1 }).image)).toHaveLength(2);
  });

  it("finds nothing on a line with nothing crossed out, on plain or ruled paper", () => {
    expect(crossedOutSpans(line([3, 5, 4, 2, 6]).image)).toEqual([]);
    expect(crossedOutSpans(line([3, 5, 4, 2, 6], { rule: BASELINE }).image)).toEqual([]);
  });

  it("takes a rule running through the letters, as on a photographed page, for a rule, not a stroke", () => {
    expect(crossedOutSpans(line([3, 5, 4, 2, 6], { rule: 24 }).image)).toEqual([]);
  });

  it("leaves a short mark, a letter's bar, as it is", () => {
    expect(crossedOutSpans(line([1, 5, 4], { struck: [0] }).image)).toEqual([]);
  });
});
