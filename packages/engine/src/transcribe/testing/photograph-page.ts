import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { renderPage, seededRandom, type PageSpec } from "./render-page";

/** How to photograph a page lying on a desk. */
export interface DeskPhotoSpec {
  /** The clean page (PNG), e.g. from `renderPage`. */
  page: Buffer;
  /** How far the sheet is turned on the desk, in degrees (positive: clockwise). */
  degrees: number;
  /** The desk's colour around the sheet. */
  desk: { r: number; g: number; b: number };
  /** Desk showing on each side of the sheet before it is turned, in pixels (the turn shows some more). */
  border?: number;
  /** Seed of the light's corner and the grain, so that a photo is the same every run. */
  seed?: number;
}

/**
 * A phone photo of a sheet on a desk: the sheet turned on the desk, a warm paper tint, light
 * falling off to about 75% across the picture, mild grain, JPEG quality 85. The tilt, the desk's
 * colour and how much of it shows are the caller's; the browser tests' `photographPage`
 * (e2e/photos.ts) uses it with a tilt chosen from its seed.
 */
export async function photographOnDesk({ page, degrees, desk, border = 0, seed = 1 }: DeskPhotoSpec): Promise<Buffer> {
  const random = seededRandom(seed * 7919);
  // Flattened onto the desk, so that punched holes (transparent) show it; an opaque page is unchanged.
  const onDesk = await sharp(page)
    .flatten({ background: desk })
    .extend({ top: border, bottom: border, left: border, right: border, background: desk })
    .png()
    .toBuffer();
  const tilted = await sharp(onDesk).rotate(degrees, { background: desk }).png().toBuffer();
  const { data, info } = await sharp(tilted).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const out = Buffer.alloc(width * height * 3);
  const lightX = random() < 0.5 ? 0 : width;
  const lightY = random() < 0.5 ? 0 : height;
  const diagonal = Math.hypot(width, height);
  const tint = [1, 0.97, 0.9];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - 0.25 * (Math.hypot(x - lightX, y - lightY) / diagonal);
      const grain = 5 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        out[i] = Math.max(0, Math.min(255, Math.round(data[i]! * tint[c]! * light + grain)));
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A colour as red, green and blue, 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** How a phone photographs a page (every field optional; the defaults are a straight, well-lit, sharp shot). */
export interface PhotoOptions {
  /** How far the sheet is turned, in degrees (positive: clockwise). */
  degrees?: number;
  /** Keystone from holding the phone at an angle: the top edge this share narrower than the bottom (0 to about 0.25). */
  perspective?: number;
  /** The page's size in the photo as a share of its rendered size (0.25: the page small in the picture). */
  scale?: number;
  /** Desk showing round the sheet, in pixels of the photo (0: the sheet's corners touch the edges). */
  border?: number;
  /** Moves the sheet by these shares of the photo's width and height, so that part of it falls outside the photo. */
  shift?: { x: number; y: number };
  /** The desk's colour (with faint broad blotches). */
  desk?: Rgb;
  /** Exposure: 1 is a well-lit photo, 0.1 nearly black. */
  light?: number;
  /** How much darker the far corner is than the lit one (0 to about 0.5). */
  falloff?: number;
  /** A soft-edged shadow (a hand, a phone) darkening part of the photo by this share (0 to about 0.6). */
  shadow?: number;
  /** White balance: red, green and blue gains (a warm lamp is about [1, 0.95, 0.85]). */
  tint?: [number, number, number];
  /** Gaussian blur σ in pixels (out of focus or shaken). */
  blur?: number;
  /** Sensor noise: standard deviation in grey levels, before `blur` (as a phone's denoising leaves it). */
  noise?: number;
  /** JPEG quality, 1 to 100. */
  quality?: number;
  /** The photo taken the other way up. */
  upsideDown?: boolean;
  /** The photo's width in pixels at the end (the height follows), e.g. 3024 as a phone's; unchanged when missing. */
  width?: number;
  /** Seed of the light's corner, the shadow, the desk's grain and the noise. */
  seed?: number;
}

const DESKS: Rgb[] = [
  { r: 92, g: 64, b: 44 },
  { r: 70, g: 80, b: 95 },
  { r: 190, g: 160, b: 120 },
  { r: 118, g: 96, b: 74 },
  { r: 210, g: 205, b: 195 },
  { r: 45, g: 45, b: 48 },
];

/**
 * A photo of a page (a PNG, e.g. from `renderPage`; transparent parts such as punched holes show the
 * desk): the sheet placed on a desk, turned and foreshortened, lit unevenly, blurred, noisy, saved as
 * a JPEG. Deterministic for a seed.
 */
export async function photograph(page: Buffer, options: PhotoOptions = {}): Promise<Buffer> {
  const {
    degrees = 0,
    perspective = 0,
    scale = 1,
    border = 0,
    shift = { x: 0, y: 0 },
    light = 1,
    falloff = 0,
    shadow = 0,
    tint = [1, 1, 1],
    blur = 0,
    noise = 0,
    quality = 88,
    upsideDown = false,
    seed = 1,
  } = options;
  const random = seededRandom(seed * 48271 + 11);
  const desk = options.desk ?? DESKS[Math.floor(random() * DESKS.length)]!;
  const source = await sharp(page).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = source.info.width;
  const sh = source.info.height;
  const src = source.data;
  // Where the page's corners land: foreshortened (top narrower and a little shorter), scaled, turned.
  const pw = sw * scale;
  const ph = sh * scale;
  const angle = (degrees * Math.PI) / 180;
  const corners = [
    [-pw / 2, -ph / 2],
    [pw / 2, -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ].map(([x, y], i) => {
    const top = i < 2;
    const px = x! * (top ? 1 - perspective : 1);
    const py = top ? y! * (1 - perspective * 0.3) : y!;
    return [px * Math.cos(angle) - py * Math.sin(angle), px * Math.sin(angle) + py * Math.cos(angle)] as const;
  });
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const width = Math.round(Math.max(...xs) - Math.min(...xs) + 2 * border);
  const height = Math.round(Math.max(...ys) - Math.min(...ys) + 2 * border);
  const cx = width / 2 - (Math.max(...xs) + Math.min(...xs)) / 2 + shift.x * width;
  const cy = height / 2 - (Math.max(...ys) + Math.min(...ys)) / 2 + shift.y * height;
  const toPage = homography(
    corners.map(([x, y]) => [x + cx, y + cy] as const),
    [
      [0, 0],
      [sw, 0],
      [sw, sh],
      [0, sh],
    ],
  );
  const lightX = random() < 0.5 ? 0 : width;
  const lightY = random() < 0.5 ? 0 : height;
  const diagonal = Math.hypot(width, height);
  const shadowAngle = random() * Math.PI * 2;
  const shadowAt = (0.25 + random() * 0.5) * diagonal * 0.5;
  const shadowEdge = diagonal * 0.04;
  const grainPhase = random() * 100;
  const out = Buffer.alloc(width * height * 3);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPage as [number, number, number, number, number, number, number, number];
  // The desk's blotches vary along x slowly: computed once per column.
  const wave = Float64Array.from({ length: width }, (_, x) => 3 * Math.sin(x / 440 + grainPhase));
  const cosShadow = Math.cos(shadowAngle);
  const sinShadow = Math.sin(shadowAngle);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      let r = 0;
      let g = 0;
      let b = 0;
      let alpha = 0;
      if (u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1) {
        const x0 = u | 0;
        const y0 = v | 0;
        const fx = u - x0;
        const fy = v - y0;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        const i00 = (y0 * sw + x0) * 4;
        const i01 = i00 + sw * 4;
        alpha = (src[i00 + 3]! * w00 + src[i00 + 7]! * w10 + src[i01 + 3]! * w01 + src[i01 + 7]! * w11) / 255;
        r = src[i00]! * w00 + src[i00 + 4]! * w10 + src[i01]! * w01 + src[i01 + 4]! * w11;
        g = src[i00 + 1]! * w00 + src[i00 + 5]! * w10 + src[i01 + 1]! * w01 + src[i01 + 5]! * w11;
        b = src[i00 + 2]! * w00 + src[i00 + 6]! * w10 + src[i01 + 2]! * w01 + src[i01 + 6]! * w11;
      }
      if (alpha < 1) {
        // The source is not premultiplied: a partly covered pixel mixes the page's colour with the desk's.
        // Broad, faint blotches: at a phone's focus on the page, a desk is nearly even.
        const grain = 4 * Math.sin(y / 230 + wave[x]!) * Math.sin(x / 310 + y / 500);
        r = r * alpha + (desk.r + grain) * (1 - alpha);
        g = g * alpha + (desk.g + grain * 0.8) * (1 - alpha);
        b = b * alpha + (desk.b + grain * 0.6) * (1 - alpha);
      }
      let lit = light * (1 - falloff * (Math.hypot(x - lightX, y - lightY) / diagonal));
      if (shadow) {
        const d = (x - width / 2) * cosShadow + (y - height / 2) * sinShadow - shadowAt;
        lit *= 1 - shadow * (0.5 + 0.5 * Math.tanh(d / shadowEdge));
      }
      const i = (y * width + x) * 3;
      out[i] = Math.max(0, Math.min(255, Math.round(r * lit * tint[0])));
      out[i + 1] = Math.max(0, Math.min(255, Math.round(g * lit * tint[1])));
      out[i + 2] = Math.max(0, Math.min(255, Math.round(b * lit * tint[2])));
    }
  }
  // Noise before the blur: a phone smooths its sensor's noise, and what is left is soft and faint.
  if (noise > 0) {
    // Grey noise, the same on the three channels as a phone's luminance noise, drawn from a table for speed.
    const table = Float64Array.from(
      { length: 4096 },
      () => noise * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()),
    );
    for (let p = 0, i = 0; p < width * height; p++, i += 3) {
      const n = table[(random() * 4096) | 0]!;
      out[i] = Math.max(0, Math.min(255, Math.round(out[i]! + n)));
      out[i + 1] = Math.max(0, Math.min(255, Math.round(out[i + 1]! + n)));
      out[i + 2] = Math.max(0, Math.min(255, Math.round(out[i + 2]! + n)));
    }
  }
  const image =
    blur >= 0.3
      ? await sharp(out, { raw: { width, height, channels: 3 } })
          .blur(blur)
          .raw()
          .toBuffer()
      : out;
  let photo = sharp(image, { raw: { width, height, channels: 3 } });
  if (upsideDown) photo = sharp(await photo.rotate(180).raw().toBuffer(), { raw: { width, height, channels: 3 } });
  if (options.width) photo = photo.resize({ width: options.width });
  return photo.jpeg({ quality }).toBuffer();
}

/** The 8 coefficients of the projective map taking each of the 4 `from` points to the `to` point of the same index. */
function homography(
  from: readonly (readonly [number, number])[],
  to: readonly (readonly [number, number])[],
): number[] {
  // u = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), v likewise with h3..h5: two linear equations per point.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) if (Math.abs(rows[row]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = row;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const factor = rows[row]![col]! / rows[col]![col]!;
      for (let k = col; k < 9; k++) rows[row]![k]! -= factor * rows[col]![k]!;
    }
  }
  return rows.map((row, i) => row[8]! / row[i]!);
}

/**
 * A phone photo as teachers take them, chosen from the seed: turned up to 4°, a little
 * keystone, desk round the sheet, uneven light and sometimes a shadow, a warm or cool cast, slight
 * blur, sensor noise, JPEG quality 78 to 92. Readable: a careful reader should call it GOOD.
 */
export function everydayPhoto(seed: number): PhotoOptions {
  const random = seededRandom(seed * 16807 + 5);
  const warm = random() < 0.6;
  return {
    degrees: (random() - 0.5) * 8,
    perspective: random() * 0.08,
    border: Math.round(30 + random() * 120),
    desk: DESKS[Math.floor(random() * DESKS.length)]!,
    light: 0.85 + random() * 0.2,
    falloff: 0.1 + random() * 0.25,
    shadow: random() < 0.4 ? 0.15 + random() * 0.2 : 0,
    tint: warm ? [1, 0.96, 0.88] : [0.94, 0.98, 1],
    blur: 0.3 + random() * 0.8,
    noise: 3 + random() * 6,
    quality: Math.round(78 + random() * 14),
    seed,
  };
}

/** Photos that a careful reader must call BAD, each with what is wrong with it. */
export const BAD_PHOTOS = ["heavy-blur", "too-dark", "cut-off", "tiny", "near-empty", "not-writing"] as const;

/** One of `BAD_PHOTOS`. */
export type BadPhoto = (typeof BAD_PHOTOS)[number];

/**
 * A photo that should be taken again, of the page `spec` describes: heavily blurred (σ 9), too dark
 * (a tenth of the light), cut off (half the sheet outside the photo), tiny (the sheet a seventh of a
 * large photo of a desk), near-empty (the same sheet with only its header and the first three words
 * written), or not writing at all (shapes on a texture; the page is not used).
 */
export async function badPhoto(kind: BadPhoto, spec: PageSpec, seed = 1): Promise<Buffer> {
  const everyday = everydayPhoto(seed);
  const page = kind === "near-empty" || kind === "not-writing" ? Buffer.alloc(0) : renderPage(spec);
  switch (kind) {
    case "heavy-blur":
      return photograph(page, { ...everyday, blur: 9 });
    case "too-dark":
      return photograph(page, { ...everyday, light: 0.1, noise: 6 });
    case "cut-off":
      return photograph(page, { ...everyday, border: 40, shift: { x: 0.5, y: 0 } });
    case "tiny": {
      const { width = 1400 } = await sharp(page).metadata();
      return photograph(page, { ...everyday, scale: 0.22, border: Math.round(width * 0.7) });
    }
    case "near-empty": {
      const text = spec.text.split(/\s+/).filter(Boolean).slice(0, 3).join(" ");
      return photograph(renderPage({ ...spec, text }), everyday);
    }
    case "not-writing":
      return photograph(await notWriting(seed), { ...everyday, border: 0, degrees: 0, perspective: 0 });
  }
}

/** A picture of something that is not writing: a mottled texture under random shapes. */
async function notWriting(seed: number): Promise<Buffer> {
  const random = seededRandom(seed * 69069 + 3);
  const width = 1400;
  const height = 1900;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  const colour = () =>
    `rgb(${Math.floor(random() * 256)}, ${Math.floor(random() * 256)}, ${Math.floor(random() * 256)})`;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, colour());
  gradient.addColorStop(1, colour());
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i++) {
    context.fillStyle = `rgba(${Math.floor(random() * 256)}, ${Math.floor(random() * 256)}, ${Math.floor(random() * 256)}, 0.15)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 10 + random() * 60, 0, Math.PI * 2);
    context.fill();
  }
  for (let i = 0; i < 25; i++) {
    context.fillStyle = colour();
    context.strokeStyle = colour();
    context.lineWidth = 4 + random() * 20;
    const x = random() * width;
    const y = random() * height;
    const size = 60 + random() * 300;
    const shape = random();
    if (shape < 0.35) {
      context.beginPath();
      context.arc(x, y, size / 2, 0, Math.PI * 2);
      context.fill();
    } else if (shape < 0.7) {
      context.save();
      context.translate(x, y);
      context.rotate(random() * Math.PI);
      context.fillRect(-size / 2, -size / 4, size, size / 2);
      context.restore();
    } else {
      context.beginPath();
      context.moveTo(x, y);
      context.bezierCurveTo(x + size, y - size, x - size, y + size, x + size, y + size / 2);
      context.stroke();
    }
  }
  return canvas.toBuffer("image/png");
}
