/**
 * `transcribe` on photos of handwriting-style pages lying on a desk: the browser tests' committed
 * photos and the same kind of photo at other tilts, on other desks. Nothing around the sheet (its
 * edges, the desk) may come back as text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PAGES } from "../../../../e2e/essays";
import { HANDWRITTEN_FIXTURES } from "../../../../e2e/fixtures/fixtures";
import { cleanPage } from "../../../../e2e/photos";
import { closeTranscriber } from "./reader-lifecycle";
import { characterErrorRate } from "./testing/character-error-rate";
import { photographOnDesk } from "./testing/photograph-page";
import { transcribe } from "./transcribe";

afterAll(() => closeTranscriber());

const FIXTURES = join(import.meta.dirname, "../../../../e2e/fixtures");

/** The character error rate of each committed photo before the sheet was cropped and margin noise dropped. */
const CER_BEFORE = [0.0301, 0.0621, 0.1136];

/** The page's first two words, exactly as written: nothing of the desk or the sheet's edge is read before them. */
const opening = (text: string) => text.split(/\s+/).slice(0, 2).join(" ");

/** Tokens with no letter or digit: what the OCR makes of an edge ("=", "—", "]"). */
const symbolTokens = (text: string) => text.split(/\s+/).filter((token) => token && !/[\p{L}\p{N}]/u.test(token));

describe("transcribe on photos of a sheet on a desk", () => {
  for (const [index, { file }] of HANDWRITTEN_FIXTURES.entries()) {
    it(`reads ${file} without the sheet's edges or the desk`, async () => {
      const { text } = await transcribe([readFileSync(join(FIXTURES, file))]);
      const truth = PAGES[index]!;
      expect(text.startsWith(opening(truth))).toBe(true);
      expect(symbolTokens(text)).toEqual([]);
      expect(characterErrorRate(truth, text)).toBeLessThan(CER_BEFORE[index]!);
    }, 30_000);
  }

  const shots = [
    { font: "kalam", degrees: 2, desk: { r: 92, g: 64, b: 44 }, border: 60, page: 0 },
    { font: "caveat", degrees: -3.5, desk: { r: 70, g: 80, b: 95 }, border: 150, page: 1 },
    { font: "kalam", degrees: -5, desk: { r: 25, g: 25, b: 25 }, border: 0, page: 2 },
  ];
  for (const { font, degrees, desk, border, page } of shots) {
    it(`reads a page in ${font} turned ${degrees}° on a desk of rgb(${desk.r}, ${desk.g}, ${desk.b})`, async () => {
      const truth = PAGES[page]!;
      const photo = await photographOnDesk({
        page: cleanPage({ text: truth, font, seed: 5 }),
        degrees,
        desk,
        border,
        seed: 3,
      });
      const { text, pages } = await transcribe([photo]);
      expect(text.startsWith(opening(truth))).toBe(true);
      expect(symbolTokens(text)).toEqual([]);
      expect(characterErrorRate(truth, text)).toBeLessThanOrEqual(0.05);
      expect(pages[0]!.evaluation).toBe("GOOD");
    }, 30_000);
  }
});
