/**
 * Page images for the transcription benchmark: essays rendered in print and in handwriting-style
 * fonts, then photographed badly on purpose (blur, tilt, perspective, noise, low light).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { PRINTED_FONTS, renderPage, seededRandom } from "../src/transcribe/testing/render-page";
import { DATA_DIR } from "./datasets";

/** Short learner-style texts written for this benchmark, used when the public data is not there. */
const OWN_ESSAYS = [
  `Last year I have visited my grandmother in the countryside for the whole summer. She lives in a small house near a river and every morning we was going to the market together. I learned to cook many traditional dishes and I enjoyed very much the quiet life. In the evenings we sat in the garden and she told me storys about her childhood, when there was no electricity in the village. I think it was the best holiday of my life becuase I understood how lucky I am.`,
  `In my opinion, mobile phones should not be allowed in schools. Many students spend all the break time looking at there screens instead of talking with their freinds. Also, some of them use the phone during the lessons and they dont listen the teacher. On the other hand, phones can be usefull in an emergency, so parents want that their children have one. I believe the best solution is to keep the phones in a box until the end of the day.`,
  `Dear Sir or Madam, I am writing to complain about the hotel where I stayed last weekend. The room was very dirty and the shower didnt work at all. When I told it to the receptionist, she said me that nobody could repair it before monday. Moreover, the breakfast was cold and there was not enough chairs for all the guests. I would like to recieve a refund for the two nights. I look forward to hear from you. Yours faithfully, Maria Lopez`,
];

/** Essay texts to render: the first 110 to 170 words (to a sentence end) of FCE dev answers, read at run time. */
export function benchEssays(count: number): { texts: string[]; source: string } {
  const file = join(DATA_DIR, "fce/fce.dev.json");
  if (!existsSync(file))
    return { texts: OWN_ESSAYS.slice(0, count), source: "the benchmark's own texts (FCE data not found)" };
  const answers = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const step = answers.length / count;
  const texts = Array.from({ length: count }, (_, i) => excerpt(answers[Math.floor(i * step)]!));
  return { texts, source: `FCE dev answers (${DATA_DIR}), read at run time` };
}

function excerpt(text: string): string {
  const paragraphs = text
    .replace(/[ \t]+/g, " ")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  const out: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    const sentences = paragraph.match(/[^.!?]+[.!?]+["')]*|[^.!?]+$/g) ?? [paragraph];
    const kept: string[] = [];
    for (const sentence of sentences) {
      const count = sentence.trim().split(/\s+/).length;
      if (words >= 110 && words + count > 170) break;
      kept.push(sentence.trim());
      words += count;
    }
    if (kept.length) out.push(kept.join(" "));
    if (words >= 110) break;
  }
  return out.join("\n\n");
}

export { PRINTED_FONTS };

/** Renders an essay as a clean page. Handwriting-style pages get wandering baselines and spacing. */
export function essayPage(text: string, font: string, seed: number): Buffer {
  const printed = (PRINTED_FONTS as readonly string[]).includes(font);
  return renderPage({
    text,
    font,
    size: printed ? 30 : font === "homemade-apple" ? 34 : 42,
    width: 1400,
    jitter: printed ? 0 : 1,
    seed,
  });
}

/** A way of photographing a page badly, and whether a careful reader could still read it. */
export interface Variant {
  /** Short name for the tables. */
  name: string;
  /** GOOD when the text can still be read reliably, BAD when the photo should be taken again. */
  expected: "GOOD" | "BAD";
  /** Makes the photo (a JPEG) from a clean page. */
  apply: (page: Buffer, seed: number) => Promise<Buffer>;
}

const TABLE = { r: 96, g: 82, b: 68 };

/** A photo of the page on a table: greyscale pixels in, JPEG out. */
async function grey(page: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(page)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function jpeg({ data, width, height }: { data: Uint8Array; width: number; height: number }): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Keystone: the top of the page farther from the camera, so narrower, and a little foreshortened. */
async function perspective(page: Buffer, strength: number): Promise<Buffer> {
  const image = await grey(page);
  const { data, width, height } = image;
  const out = new Uint8Array(width * height);
  const tableGrey = Math.round(0.3 * TABLE.r + 0.59 * TABLE.g + 0.11 * TABLE.b);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const scale = 1 - strength * (1 - t);
    const sourceY = height * (t + strength * 0.3 * t * (1 - t));
    for (let x = 0; x < width; x++) {
      const sourceX = width / 2 + (x - width / 2) / scale;
      out[y * width + x] =
        sourceX < 0 || sourceX >= width - 1 || sourceY >= height - 1
          ? tableGrey
          : bilinear(data, width, sourceX, sourceY);
    }
  }
  return jpeg({ data: out, width, height });
}

function bilinear(data: Uint8Array, width: number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) => data[yy * width + xx]!;
  return Math.round(
    at(x0, y0) * (1 - fx) * (1 - fy) +
      at(x0 + 1, y0) * fx * (1 - fy) +
      at(x0, y0 + 1) * (1 - fx) * fy +
      at(x0 + 1, y0 + 1) * fx * fy,
  );
}

/** Gaussian sensor noise of the given standard deviation in grey levels. */
async function noise(page: Buffer, sigma: number, seed: number): Promise<Buffer> {
  const image = await grey(page);
  const random = seededRandom(seed);
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) {
    const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    out[i] = Math.max(0, Math.min(255, Math.round(image.data[i]! + sigma * gaussian)));
  }
  return jpeg({ ...image, data: out });
}

/** A dim room: everything darker by `gain`, darker still towards the corners, plus a little noise. */
async function lowLight(page: Buffer, gain: number, seed: number): Promise<Buffer> {
  const image = await grey(page);
  const random = seededRandom(seed);
  const { width, height } = image;
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r2 = ((x / width - 0.5) ** 2 + (y / height - 0.5) ** 2) * 2;
      const value = image.data[y * width + x]! * gain * (1 - 0.45 * r2) + (random() - 0.5) * 6;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return jpeg({ ...image, data: out });
}

const tilt = (degrees: number) => (page: Buffer) =>
  sharp(page)
    .flatten({ background: "#ffffff" })
    .rotate(degrees, { background: TABLE })
    .jpeg({ quality: 88 })
    .toBuffer();

/** The photos the benchmark takes of every page, with the evaluation each should get. */
export const VARIANTS: Variant[] = [
  {
    name: "clean",
    expected: "GOOD",
    apply: (page) => sharp(page).flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer(),
  },
  {
    name: "slight blur (σ 1.2)",
    expected: "GOOD",
    apply: (page) => sharp(page).blur(1.2).jpeg({ quality: 88 }).toBuffer(),
  },
  { name: "tilt 3°", expected: "GOOD", apply: tilt(3) },
  { name: "tilt -5°", expected: "GOOD", apply: tilt(-5) },
  { name: "perspective", expected: "GOOD", apply: (page) => perspective(page, 0.12) },
  { name: "noise (σ 20)", expected: "GOOD", apply: (page, seed) => noise(page, 20, seed) },
  { name: "low light", expected: "GOOD", apply: (page, seed) => lowLight(page, 0.4, seed) },
  {
    name: "upside down",
    expected: "GOOD",
    apply: (page) => sharp(page).flatten({ background: "#ffffff" }).rotate(180).jpeg({ quality: 88 }).toBuffer(),
  },
  { name: "heavy blur (σ 6)", expected: "BAD", apply: (page) => sharp(page).blur(6).jpeg({ quality: 88 }).toBuffer() },
  {
    name: "motion-like blur (σ 4 + noise)",
    expected: "BAD",
    apply: async (page, seed) => noise(await sharp(page).blur(4).png().toBuffer(), 8, seed),
  },
  { name: "tilt 25°", expected: "BAD", apply: tilt(25) },
  { name: "tilt -35°", expected: "BAD", apply: tilt(-35) },
  { name: "almost dark", expected: "BAD", apply: (page, seed) => lowLight(page, 0.07, seed) },
];

/** A phone-sized photo (3024 px wide JPEG) of a page, for timing what a real upload costs. */
export function phonePhoto(page: Buffer): Promise<Buffer> {
  return sharp(page).flatten({ background: "#ffffff" }).resize({ width: 3024 }).jpeg({ quality: 88 }).toBuffer();
}
