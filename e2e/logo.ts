import sharp from "sharp";

/** A small school logo for uploads: a red pen stroke and an ink-blue dot on white, 240 x 80 PNG. */
export function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#ffffff"/><rect x="10" y="30" width="160" height="20" rx="10" fill="#c62828"/><circle cx="205" cy="40" r="25" fill="#1f3a5f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
