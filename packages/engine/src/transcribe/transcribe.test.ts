import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { closeTranscriber } from "./reader-lifecycle";
import { characterErrorRate } from "./testing/character-error-rate";
import { renderPage } from "./testing/render-page";
import { transcribe } from "./transcribe";
import { TranscriptionInputError } from "./transcription-input-error";
import type { TranscriptionResult } from "./types";

const ESSAY = `Last summer my best freind and I goed to the mountains becuase we wanted to see the lakes.
We walked for six hours every day and in the evening we was very tired but happy.

The food in the village was delicious and the people were realy kind to us.`;

const SECOND = "On the last day it rained all morning, so we stayed in the hotel and played cards until lunch.";

const printed = (text: string) => renderPage({ text, font: "noto-serif", size: 30, width: 1300 });

/**
 * The printed essay as read, which two tests check from two sides (its text, then its page and the
 * words' places on it): the page is read once for both, whichever runs first.
 */
let essayReading: Promise<TranscriptionResult> | undefined;
const readPrintedEssay = () => (essayReading ??= transcribe([printed(ESSAY)]));

afterAll(() => closeTranscriber());

describe("transcribe", () => {
  it("reads a printed page back as written, keeping the learner's misspellings", async () => {
    const { text, pages } = await readPrintedEssay();
    expect(characterErrorRate(ESSAY, text)).toBeLessThanOrEqual(0.02);
    for (const word of ["freind", "goed", "becuase", "realy", "we was"]) expect(text).toContain(word);
    expect(pages[0]).toMatchObject({ evaluation: "GOOD", reasons: [] });
    expect(pages[0]!.confidence).toBeGreaterThan(0.8);
    expect(pages[0]!.words.length).toBeGreaterThan(40);
    for (const { confidence } of pages[0]!.words) expect(confidence >= 0 && confidence <= 1).toBe(true);
    expect(text).toContain("lakes.");
    expect(text.split("\n\n")).toHaveLength(2);
  }, 30_000);

  it("keeps the page as read, and where on it each word was read", async () => {
    const { pages } = await readPrintedEssay();
    const { image, words } = pages[0]!;
    expect([...image.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(image.jpeg).metadata()).width).toBe(image.width);
    for (const { box } of words) {
      expect(0 <= box.x0 && box.x0 < box.x1 && box.x1 <= image.width).toBe(true);
      expect(0 <= box.y0 && box.y0 < box.y1 && box.y1 <= image.height).toBe(true);
    }
    // Reading order runs down the page: the first line's word above the last paragraph's.
    const top = (text: string) => words.find((word) => word.text === text)!.box.y0;
    expect(top("freind")).toBeLessThan(top("delicious"));
  }, 30_000);

  it("straightens a page photographed a few degrees askew and still reads it", async () => {
    const tilted = await sharp(printed(SECOND)).rotate(4, { background: "#ffffff" }).png().toBuffer();
    const { text, pages } = await transcribe([tilted]);
    expect(pages[0]!.measures.skewDegrees).toBeCloseTo(4, 0);
    expect(characterErrorRate(SECOND, text)).toBeLessThanOrEqual(0.03);
    expect(pages[0]!.evaluation).toBe("GOOD");
  }, 30_000);

  it("reads a page photographed upside down", async () => {
    const upsideDown = await sharp(printed(ESSAY)).rotate(180).png().toBuffer();
    const { text, pages } = await transcribe([upsideDown]);
    expect(pages[0]!.measures.upsideDown).toBe(true);
    expect(characterErrorRate(ESSAY, text)).toBeLessThanOrEqual(0.02);
    // The page kept is the one read, turned upright: the boxes still run down the page.
    const top = (word: string) => pages[0]!.words.find((read) => read.text === word)!.box.y0;
    expect(top("freind")).toBeLessThan(top("delicious"));
  }, 30_000);

  it("turns a phone photo upright by its EXIF orientation", async () => {
    // Pixels stored turned a quarter left, with orientation 6 telling a viewer to turn them right.
    const stored = await sharp(printed(SECOND))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    const { text, pages } = await transcribe([stored]);
    expect(characterErrorRate(SECOND, text)).toBeLessThanOrEqual(0.02);
    expect(pages[0]!.measures.upsideDown).toBe(false);
  }, 30_000);

  it("evaluates a page with only a few words BAD, saying there is little text", async () => {
    const { text, pages } = await transcribe([printed("My holiday.")]);
    expect(text).toBe("My holiday.");
    expect(pages[0]).toMatchObject({ evaluation: "BAD", problems: ["no-writing"] });
  }, 30_000);

  it("evaluates a blank sheet BAD, saying only that there is no writing", async () => {
    const blank = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#f4f1ea" } })
      .png()
      .toBuffer();
    const { text, pages } = await transcribe([blank]);
    expect(text).toBe("");
    expect(pages[0]).toMatchObject({
      evaluation: "BAD",
      reasons: [expect.stringContaining("no writing could be found")],
    });
  }, 30_000);

  it("evaluates a heavily blurred photo BAD, saying it is blurred", async () => {
    const blurred = await sharp(printed(ESSAY)).blur(6).png().toBuffer();
    const { pages } = await transcribe([blurred]);
    expect(pages[0]!.evaluation).toBe("BAD");
    expect(pages[0]!.reasons.join(" ")).toContain("blurred");
  }, 30_000);

  it("evaluates a page tilted far beyond what deskewing straightens BAD", async () => {
    const tilted = await sharp(printed(ESSAY)).rotate(25, { background: "#808080" }).jpeg().toBuffer();
    const { pages } = await transcribe([tilted]);
    expect(pages[0]!.measures.tiltedBeyondDeskew).toBe(true);
    expect(pages[0]!.evaluation).toBe("BAD");
    expect(pages[0]!.reasons.join(" ")).toContain("tilted");
  }, 30_000);

  it("joins two photos in the order given, with a blank line between the pages", async () => {
    const first = "The first page is about my school.";
    const { text, pages } = await transcribe([printed(first), await sharp(printed(SECOND)).tiff().toBuffer()]);
    expect(pages).toHaveLength(2);
    expect(text.indexOf("school.")).toBeLessThan(text.indexOf("rained"));
    expect(text).toContain("school.\n\nOn the last day");
    expect(characterErrorRate(`${first}\n\n${SECOND}`, text)).toBeLessThanOrEqual(0.02);
  }, 30_000);

  it("refuses no photo and more than three", async () => {
    await expect(transcribe([])).rejects.toMatchObject({
      name: "TranscriptionInputError",
      code: "no-images",
      message: expect.stringContaining("one to three photos"),
    });
    const page = printed(SECOND);
    await expect(transcribe([page, page, page, page])).rejects.toMatchObject({
      code: "too-many-images",
      message: expect.stringContaining("at most 3"),
    });
  });

  it("says which photo is damaged when a PNG is cut short", async () => {
    const page = printed(ESSAY);
    const error = await transcribe([page, page.subarray(0, Math.floor(page.length / 2))]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TranscriptionInputError);
    expect(error).toMatchObject({
      code: "corrupt-image",
      pageIndex: 1,
      message: expect.stringContaining("photo 2 is damaged or incomplete"),
    });
  });

  it("says a text file is not an image, and names formats it does not take", async () => {
    await expect(transcribe([Buffer.from("This is my essay, typed.\n")])).rejects.toMatchObject({
      code: "not-an-image",
      message: "photo 1 is not an image; send a JPEG, PNG or TIFF photo of the page.",
    });
    const webp = await sharp(printed(SECOND)).webp().toBuffer();
    await expect(transcribe([webp])).rejects.toMatchObject({
      code: "unsupported-format",
      message: expect.stringContaining("WEBP"),
    });
  });

  it("says an empty file is empty", async () => {
    await expect(transcribe([printed(SECOND), new Uint8Array(0)])).rejects.toMatchObject({
      code: "not-an-image",
      pageIndex: 1,
      message: expect.stringContaining("photo 2 is an empty file"),
    });
  });
});
