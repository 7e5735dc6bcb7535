import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BucketImageStorage } from "../storage/bucket-image-storage";
import { startS3TestServer, type S3TestServer } from "../testing/s3-test-server";
import { listenOnLoopback, startTestApi, type TestContext } from "../testing/test-api";
import { imageFilePath, multipartBody, plainImage, printedPage } from "../testing/uploads";

// The image calls over real HTTP with the images in a bucket (s3rver), chosen by the S3_ settings
// as an operator sets them: the same addresses and access rules as with files on disk.
let server: S3TestServer;
let ctx: TestContext;
let origin: string;
let token: string;
beforeAll(async () => {
  server = await startS3TestServer();
  ctx = await startTestApi(server.env);
  origin = await listenOnLoopback(ctx.api);
  token = (await ctx.teacherToken()).token;
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

const upload = (id: string, bytes: Buffer, query = "") => {
  const { payload, headers } = multipartBody(bytes);
  return fetch(`${origin}/api/v1/images/${id}${query}`, {
    method: "POST",
    body: payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};
const imageRows = (id: string) => ctx.api.db.selectFrom("images").selectAll().where("id", "=", id).execute();
const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe("images kept in an S3-compatible bucket", () => {
  it("are built from the S3_ settings", () => {
    expect(ctx.api.storage).toBeInstanceOf(BucketImageStorage);
  });

  it("stores an upload and its page as read in the bucket, and serves both at the same addresses, with no token", async () => {
    const id = randomUUID();
    const page = printedPage("Our school library opens early on Saturday mornings for quiet reading.");
    const reply = await upload(id, page, "?has_transcription=true");
    expect(reply.status).toBe(201);
    const body = (await reply.json()) as { id: string; data: { uri: string; transcription_evaluation: string } };
    expect(body).toMatchObject({
      id,
      data: {
        uri: `http://api.test${await imageFilePath(ctx, id)}`,
        transcription_evaluation: "GOOD",
        reading: { uri: `http://api.test${await imageFilePath(ctx, id, "page")}` },
      },
    });

    const [row] = await imageRows(id);
    expect(await server.objectKeys()).toEqual(expect.arrayContaining([row!.storage_key, row!.read_page_key!]));
    const file = await fetch(`${origin}${await imageFilePath(ctx, id)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await file.arrayBuffer()).equals(page)).toBe(true);
    const read = await fetch(`${origin}${await imageFilePath(ctx, id, "page")}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/jpeg");
    expect((await bytesAt(`${origin}${await imageFilePath(ctx, id, "page")}`)).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(await readdir(ctx.config.uploadsDir).catch(() => [])).toEqual([]);
  });

  it("serves a TIFF as PNG, converted once and kept in the bucket, and answers 404 for an unknown image, as with files on disk", async () => {
    const id = randomUUID();
    expect((await upload(id, await plainImage("tiff"))).status).toBe(201);
    const [row] = await imageRows(id);
    expect(await server.objectKeys()).not.toContain(`${row!.storage_key}.png`);
    const file = await fetch(`${origin}${await imageFilePath(ctx, id)}`);
    expect(file.headers.get("content-type")).toBe("image/png");
    const shown = Buffer.from(await file.arrayBuffer());
    // The conversion is kept beside the original, and the next GET is served from it.
    expect(await server.objectKeys()).toContain(`${row!.storage_key}.png`);
    expect((await ctx.api.storage.get(`${row!.storage_key}.png`))?.equals(shown)).toBe(true);
    const again = await fetch(`${origin}${await imageFilePath(ctx, id)}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(shown)).toBe(true);
    expect((await fetch(`${origin}/api/v1/images/${randomUUID()}/file`)).status).toBe(404);
  });

  it("answers 503 STORAGE_UNAVAILABLE while the bucket cannot be reached, leaving no image row and no object, and takes the upload once it is back", async () => {
    const stored = randomUUID();
    expect((await upload(stored, await plainImage("png"))).status).toBe(201);
    const objectsBefore = await server.objectKeys();
    await server.stop();
    const id = randomUUID();
    try {
      const reply = await upload(id, await plainImage("png"));
      expect(reply.status).toBe(503);
      expect(reply.headers.get("retry-after")).toBe("60");
      expect(await reply.json()).toEqual({
        error_code: "STORAGE_UNAVAILABLE",
        error_message: "Redpen cannot store photos just now: please try again in a minute.",
      });
      const read = await fetch(`${origin}${await imageFilePath(ctx, stored)}`);
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual({
        error_code: "STORAGE_UNAVAILABLE",
        error_message: "Redpen cannot show photos just now: please try again in a minute.",
      });
      // The row is read from the database alone, so the image's reply still comes.
      const own = await fetch(`${origin}/api/v1/images/${stored}`, { headers: { authorization: `Bearer ${token}` } });
      expect(own.status).toBe(200);
    } finally {
      await server.start();
    }
    expect(await imageRows(id)).toHaveLength(0);
    expect(await server.objectKeys()).toEqual(objectsBefore);

    const again = await upload(id, await plainImage("png"));
    expect(again.status).toBe(201);
    expect((await fetch(`${origin}${await imageFilePath(ctx, id)}`)).status).toBe(200);
  });
});
