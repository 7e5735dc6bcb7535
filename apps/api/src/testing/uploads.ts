import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { IMAGE_UPLOAD_FIELD } from "@redpen/contract";
import { GRANDMOTHER_PAGE } from "@redpen/engine/testing";
import { renderPage } from "@redpen/engine/testing/pages";
import type { TestContext } from "./test-api";

/** A small plain image in the format, made with sharp (not a photo of writing: it reads as BAD). */
export function plainImage(format: "png" | "jpeg" | "tiff", size = { width: 64, height: 48 }): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: { r: 240, g: 236, b: 228 } } });
  return (format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.tiff()).toBuffer();
}

/** A clean printed page of the text, as a PNG photo of it would be. */
export function printedPage(text: string): Buffer {
  return renderPage({ text, font: "noto-serif", size: 36, width: 1300 });
}

/** A handwritten page so out of focus that most of its words are read unsurely (a JPEG photo). */
export const unsurePhoto = () =>
  sharp(renderPage({ text: GRANDMOTHER_PAGE, font: "kalam", size: 40, width: 1300, jitter: 1, seed: 1 }))
    .flatten({ background: "#f4efe4" })
    .blur(4)
    .jpeg({ quality: 85 })
    .toBuffer();

/** A PNG that says it is 60000 x 60000 pixels, in a few dozen bytes: a decompression bomb's header. */
export function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  bytes: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
) {
  const boundary = `----redpen-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? IMAGE_UPLOAD_FIELD}"; filename="${options.fileName ?? "page.png"}"\r\n` +
    `Content-Type: ${options.contentType ?? "image/png"}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/v1/images/{id} with the file, as the web's upload does. */
export function postImage(
  ctx: TestContext,
  token: string | undefined,
  bytes: Buffer,
  options: { id?: string; query?: string; fileName?: string; field?: string } = {},
) {
  const { payload, headers } = multipartBody(bytes, options);
  const id = options.id ?? crypto.randomUUID();
  return ctx.api.app.inject({
    method: "POST",
    url: `/api/v1/images/${id}${options.query ? `?${options.query}` : ""}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Uploads an image and returns its id (the upload must succeed). */
export async function uploadedImageId(ctx: TestContext, token: string, bytes?: Buffer): Promise<string> {
  const reply = await postImage(ctx, token, bytes ?? (await plainImage("png")));
  if (reply.statusCode !== 201) throw new Error(`image upload failed: ${reply.statusCode} ${reply.body}`);
  return reply.json().id as string;
}

/** The path and query of an address the api gave (an image file's carries the image's key). */
export function addressPath(uri: string): string {
  const url = new URL(uri);
  return url.pathname + url.search;
}

/** An image's file as its teacher's browser loads it: at the address the image's reply gives its uploader. */
export async function teacherImageFile(ctx: TestContext, token: string, imageId: string) {
  const reply = await ctx.api.app.inject({
    method: "GET",
    url: `/api/v1/images/${imageId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(`reading image ${imageId} failed: ${reply.statusCode} ${reply.body}`);
  return ctx.api.app.inject({ method: "GET", url: addressPath(reply.json().data.uri) });
}

/** The path of an image's file (or page as read) with the image's key, as its teacher is given it. */
export async function imageFilePath(ctx: TestContext, imageId: string, what: "file" | "page" = "file") {
  const row = await ctx.api.db
    .selectFrom("images")
    .select("file_key")
    .where("id", "=", imageId)
    .executeTakeFirstOrThrow();
  return `/api/v1/images/${imageId}/${what}?key=${row.file_key}`;
}
