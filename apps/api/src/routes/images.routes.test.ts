import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { ImageUploadResponse } from "@redpen/contract";
import { UNCERTAIN_WORD_CONFIDENCE } from "@redpen/engine";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestContext } from "../testing/test-api";
import { B2_FIRST_ESSAY_STORED } from "@redpen/contract/testing";
import { SAMPLE_ESSAY } from "../testing/essay-texts";
import { multipartBody, pixelBomb, plainImage, postImage, printedPage, uploadedImageId } from "../testing/uploads";
import { NOT_RANDOM_V4_IDS } from "../testing/ids";
import { bearer } from "../testing/essays";

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await startTestApi();
  token = (await ctx.teacherToken()).token;
});
afterAll(async () => ctx?.close());

const get = (url: string, bearerToken?: string) =>
  ctx.api.app.inject({ method: "GET", url, headers: bearerToken ? bearer(bearerToken) : {} });
const imageRows = (id: string) => ctx.api.db.selectFrom("images").selectAll().where("id", "=", id).execute();
const fileKeyOf = async (id: string) => (await imageRows(id))[0]?.file_key ?? "";
/** The address of an image's file its teacher is given, as a path. */
const fileAddress = async (id: string) => `/api/v1/images/${id}/file?key=${await fileKeyOf(id)}`;
const UNKNOWN_IMAGE = { error_code: "NOT_FOUND", error_message: "This image was not found." };

describe("POST /api/v1/images/:image_id", () => {
  it("stores a PNG, a JPEG and a TIFF, telling them by their bytes", async () => {
    for (const format of ["png", "jpeg", "tiff"] as const) {
      const id = randomUUID();
      const reply = await postImage(ctx, token, await plainImage(format), { id, fileName: "photo.bin" });
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toEqual({
        id,
        data: {
          uri: `http://api.test/api/v1/images/${id}/file?key=${await fileKeyOf(id)}`,
          transcription_evaluation: null,
          reading: null,
        },
      });
      // Each image has its own random key.
      expect(await fileKeyOf(id)).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [row] = await imageRows(id);
      expect(row?.content_type).toBe(`image/${format}`);
    }
  });

  it("refuses a call without a token", async () => {
    const id = randomUUID();
    const reply = await postImage(ctx, undefined, await plainImage("png"), { id });
    expect(reply.statusCode).toBe(401);
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses a text file named .png, saying what it accepts", async () => {
    const id = randomUUID();
    const reply = await postImage(ctx, token, Buffer.from("This is only text pretending to be a photo.\n"), {
      id,
      fileName: "page.png",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "INVALID_IMAGE",
      error_message: "The file is not a JPEG, PNG or TIFF image: please choose a photo (.jpg, .jpeg, .png or .tiff).",
    });
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses an empty file", async () => {
    const reply = await postImage(ctx, token, Buffer.alloc(0));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_message).toBe("The file is empty: please choose a photo.");
  });

  it("refuses a PNG whose pixels are cut off", async () => {
    const png = await plainImage("png", { width: 400, height: 300 });
    const reply = await postImage(ctx, token, png.subarray(0, 60));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_message).toMatch(/^The image could not be read/);
  });

  it("refuses a file over 10 MB with 413 and stores nothing", async () => {
    const id = randomUUID();
    const big = Buffer.concat([await plainImage("png"), Buffer.alloc(11 * 1024 * 1024)]);
    const reply = await postImage(ctx, token, big, { id });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      error_code: "PAYLOAD_TOO_LARGE",
      error_message: "The photo is larger than 10 MB: please send a smaller one.",
    });
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses an upload without the file_name field", async () => {
    const reply = await postImage(ctx, token, await plainImage("png"), { field: "photo" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error_message: 'The upload has no photo: send it as a file in the multipart/form-data field "file_name".',
      error_field: "file_name",
    });

    const json = await ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/images/${randomUUID()}`,
      payload: { file_name: "x" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error_code).toBe("VALIDATION_FAILED");
  });

  it("refuses a malformed id and query values of the wrong type", async () => {
    const malformed = await ctx.api.app.inject({
      method: "POST",
      url: "/api/v1/images/not-a-uuid",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_message: /^The image id /, error_field: "path.image_id" });

    const wrongBoolean = await postImage(ctx, token, await plainImage("png"), { query: "has_transcription=yes" });
    expect(wrongBoolean.statusCode).toBe(400);
    expect(wrongBoolean.json()).toMatchObject({
      error_message: 'Whether to read the photo\'s text must be "true" or "false".',
      error_field: "query.has_transcription",
    });

    const wrongResolution = await postImage(ctx, token, await plainImage("png"), { query: "resolution=LOW" });
    expect(wrongResolution.statusCode).toBe(400);
    expect(wrongResolution.json()).toMatchObject({
      error_message: 'The photo\'s resolution must be one of "ORIGINAL", "HIGH".',
      error_field: "query.resolution",
    });
  });

  it.each(NOT_RANDOM_V4_IDS)("refuses a new image named %s (%s), storing nothing", async (id) => {
    const reply = await postImage(ctx, token, await plainImage("png"), { id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Check the image id: give a random UUID (version 4), as crypto.randomUUID() makes.",
      error_field: "path.image_id",
    });
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses two files in one upload, naming the field, and stores neither", async () => {
    const id = randomUUID();
    const first = multipartBody(await plainImage("png"));
    const boundary = first.headers["content-type"].split("boundary=")[1]!;
    const second = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file_name"; filename="page-2.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      await plainImage("jpeg"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // The first body without its closing boundary, then the second file and the end.
    const payload = Buffer.concat([
      first.payload.subarray(0, first.payload.length - `--${boundary}--\r\n`.length),
      second,
    ]);
    const reply = await ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/images/${id}`,
      payload,
      headers: { ...first.headers, authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Send one photo per upload.",
      error_field: "file_name",
    });
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses an id that is taken, keeping the first image", async () => {
    const id = await uploadedImageId(ctx, token);
    const other = await ctx.teacherToken();
    const again = await postImage(ctx, other.token, await plainImage("jpeg"), { id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe("An image with this id exists already: upload it with a new id.");
    const rows = await imageRows(id);
    expect(rows.map((row) => row.content_type)).toEqual(["image/png"]);
  });

  it("refuses a new id in upper case, naming the field, and a lower-case twin of an upper-case one stored before", async () => {
    const upper = randomUUID().toUpperCase();
    const refused = await postImage(ctx, token, await plainImage("png"), { id: upper });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Check the image id: write it in lower case, as crypto.randomUUID() makes it.",
      error_field: "path.image_id",
    });
    expect(await imageRows(upper)).toHaveLength(0);

    // A row stored in upper case before ids had to be in lower case: it keeps opening, and keeps its id.
    const id = await uploadedImageId(ctx, token);
    await ctx.api.db.updateTable("images").set({ id: upper }).where("id", "=", id).execute();
    expect((await get(`/api/v1/images/${upper}`, token)).statusCode).toBe(200);
    const twin = await postImage(ctx, token, await plainImage("png"), { id: upper.toLowerCase() });
    expect(twin.statusCode).toBe(409);
    expect(await imageRows(upper.toLowerCase())).toHaveLength(0);
  });

  it("keeps the original file, or scales a HIGH one down to 3000 px on its long side", async () => {
    const large = await plainImage("jpeg", { width: 4000, height: 1000 });
    const original = await postImage(ctx, token, large, { query: "resolution=ORIGINAL" });
    const originalFile = await get(await fileAddress(original.json().id));
    expect(originalFile.rawPayload.equals(large)).toBe(true);

    const high = await postImage(ctx, token, large, { query: "resolution=HIGH" });
    expect(high.statusCode).toBe(201);
    const highFile = await get(await fileAddress(high.json().id));
    expect(await sharp(highFile.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 3000, height: 750 });
  });

  it("reads a clean printed page and judges it GOOD", async () => {
    const text = "Our town library opens early on Saturday mornings, and many pupils go there to read in peace.";
    const reply = await postImage(ctx, token, printedPage(text), { query: "has_transcription=true&resolution=HIGH" });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.transcription_evaluation).toBe("GOOD");
    const [row] = await imageRows(reply.json().id);
    expect(row?.transcription).toContain("library opens early on Saturday");
    expect(JSON.parse(row?.transcription_details ?? "null")).toMatchObject({
      reasons: [],
      problems: [],
      confidence: expect.any(Number),
    });

    const again = await get(`/api/v1/images/${reply.json().id}`, token);
    expect(again.json().data).toEqual({
      uri: `http://api.test/api/v1/images/${reply.json().id}/file?key=${await fileKeyOf(reply.json().id)}`,
      transcription_evaluation: "GOOD",
    });
  });

  it("replies to its uploader with how the photo was read: the page as read, its text, and each word in the text", async () => {
    const text = "Our town library opens early on Saturday mornings, and many pupils go there to read in peace.";
    const reply = await postImage(ctx, token, printedPage(text), { query: "has_transcription=true" });
    expect(reply.statusCode).toBe(201);
    const id = reply.json<ImageUploadResponse>().id;
    const reading = reply.json<ImageUploadResponse>().data.reading!;
    expect(reading.uri).toBe(`http://api.test/api/v1/images/${id}/page?key=${await fileKeyOf(id)}`);
    expect(reading.problems).toEqual([]);
    const [row] = await imageRows(id);
    expect(reading.text).toBe(row?.transcription);
    expect(reading.words.map((word) => word.text).join(" ")).toBe(reading.text);
    for (const word of reading.words) {
      expect(reading.text.slice(word.start, word.end)).toBe(word.text);
      expect(word.uncertain).toBe(word.confidence < UNCERTAIN_WORD_CONFIDENCE);
      expect(word.box.x1 <= reading.width && word.box.y1 <= reading.height).toBe(true);
    }
    const page = await get(new URL(reading.uri).pathname + new URL(reading.uri).search);
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ width: reading.width, height: reading.height });
  });

  it("judges a photo without writing BAD, with the reason stored and its problem in the reply", async () => {
    const reply = await postImage(ctx, token, await plainImage("png", { width: 800, height: 600 }), {
      query: "has_transcription=true",
    });
    expect(reply.statusCode).toBe(201);
    const { data } = reply.json<ImageUploadResponse>();
    expect(data.transcription_evaluation).toBe("BAD");
    expect(data.reading?.problems).toEqual(["no-writing"]);
    const [row] = await imageRows(reply.json().id);
    const details = JSON.parse(row?.transcription_details ?? "null");
    expect(details.problems).toEqual(["no-writing"]);
    expect(details.reasons).toHaveLength(1);
  });

  it("replies with every problem of a blurred photo, named in its reading", async () => {
    const text = "Our town library opens early on Saturday mornings, and many pupils go there to read in peace.";
    const blurred = await sharp(printedPage(text)).blur(8).jpeg().toBuffer();
    const reply = await postImage(ctx, token, blurred, { query: "has_transcription=true" });
    expect(reply.statusCode).toBe(201);
    const { data } = reply.json<ImageUploadResponse>();
    expect(data.transcription_evaluation).toBe("BAD");
    expect(data.reading?.problems).toContain("blurred");
  });
});

describe("GET /api/v1/images/:image_id", () => {
  it("answers its uploader, pointing at the file by an address that carries its key", async () => {
    const id = await uploadedImageId(ctx, token);
    const reply = await get(`/api/v1/images/${id}`, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      id,
      data: {
        uri: `http://api.test/api/v1/images/${id}/file?key=${await fileKeyOf(id)}`,
        transcription_evaluation: null,
      },
    });
  });

  it("answers anyone else, with a token or without, as for an unknown id; 400 for a malformed one", async () => {
    const id = await uploadedImageId(ctx, token);
    const unknown = await get(`/api/v1/images/${randomUUID()}`, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(UNKNOWN_IMAGE);
    // Another school's teacher.
    const stranger = await ctx.teacherToken();
    const foreign = await get(`/api/v1/images/${id}`, stranger.token);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, UNKNOWN_IMAGE]);
    expect((await get(`/api/v1/images/${id}`)).statusCode).toBe(401);
    expect((await get("/api/v1/images/12345", token)).statusCode).toBe(400);
  });
});

describe("POST /api/v1/images/:image_id, within limits", () => {
  const storedFiles = async (id: string) =>
    (await readdir(ctx.config.uploadsDir).catch(() => [] as string[])).filter((name) => name.startsWith(id));

  it("refuses a photo of more than 50 megapixels and stores nothing", async () => {
    const id = randomUUID();
    const huge = await sharp({
      create: { width: 10_000, height: 5_100, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const reply = await postImage(ctx, token, huge, { id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "INVALID_IMAGE",
      error_message: "The image has too many pixels (10000 x 5100): please send a photo of at most 50 megapixels.",
    });
    expect(await imageRows(id)).toHaveLength(0);
    expect(await storedFiles(id)).toEqual([]);
  });

  it("says a photo past the decoder's own limit has too many pixels, rather than that it is damaged", async () => {
    const id = randomUUID();
    const reply = await postImage(ctx, token, pixelBomb(), { id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "INVALID_IMAGE",
      error_message: "The image has too many pixels (60000 x 60000): please send a photo of at most 50 megapixels.",
    });
    expect(await imageRows(id)).toHaveLength(0);
    expect(await storedFiles(id)).toEqual([]);
  });

  // Last in the file: it leaves the engine busy with long essays until the api closes.
  it("answers 503 ENGINE_BUSY when too many calls wait for the engine, and stores nothing", async () => {
    const long = Array.from({ length: 20 }, () => SAMPLE_ESSAY).join("\n\n");
    // One call in the thread and 20 waiting: the list is full.
    const queued = Array.from({ length: 21 }, () =>
      ctx.api.engine.assess({ text: long, certificate: B2_FIRST_ESSAY_STORED, topic: null }).catch(() => undefined),
    );
    const id = randomUUID();
    const reply = await postImage(ctx, token, await plainImage("png"), { id, query: "has_transcription=true" });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      error_code: "ENGINE_BUSY",
      error_message: "Redpen is reading many photos right now: try again in a minute.",
    });
    expect(await imageRows(id)).toHaveLength(0);
    expect(await storedFiles(id)).toEqual([]);
    // Without a transcription the engine is not asked, and the upload is taken.
    expect((await postImage(ctx, token, await plainImage("png"))).statusCode).toBe(201);
    void Promise.all(queued);
  });
});

describe("GET /api/v1/images/:image_id/file", () => {
  it("serves the file with its key, with its type and a long cache", async () => {
    const png = await plainImage("png");
    const id = await uploadedImageId(ctx, token, png);
    const reply = await get(await fileAddress(id));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/png");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.rawPayload.equals(png)).toBe(true);
  });

  it("answers without its key, with another image's key or a wrong one exactly as for an unknown id", async () => {
    const id = await uploadedImageId(ctx, token);
    const other = await uploadedImageId(ctx, (await ctx.teacherToken()).token);
    const unknown = await get(`/api/v1/images/${randomUUID()}/file?key=${await fileKeyOf(id)}`);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, UNKNOWN_IMAGE]);
    for (const url of [
      `/api/v1/images/${id}/file`,
      `/api/v1/images/${id}/file?key=`,
      `/api/v1/images/${id}/file?key=${await fileKeyOf(other)}`,
      `/api/v1/images/${id}/file?key=${(await fileKeyOf(id)).slice(1)}`,
      `/api/v1/images/${id}/page?key=${await fileKeyOf(other)}`,
    ]) {
      const reply = await get(url);
      expect([reply.statusCode, reply.json()], url).toEqual([404, UNKNOWN_IMAGE]);
    }
  });

  it("serves a TIFF as PNG, which browsers can show, converted once and kept beside the original", async () => {
    const id = await uploadedImageId(ctx, token, await plainImage("tiff"));
    const { storage_key } = (await imageRows(id))[0]!;
    const copyKey = `${storage_key}.png`;
    expect(await ctx.api.storage.get(copyKey)).toBeNull();
    const reply = await get(await fileAddress(id));
    expect(reply.headers["content-type"]).toBe("image/png");
    expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ format: "png", width: 64, height: 48 });
    // The first GET kept its conversion in the storage, beside the original.
    expect((await ctx.api.storage.get(copyKey))?.equals(reply.rawPayload)).toBe(true);

    // The next GETs serve the kept copy: a copy changed behind the api's back is what they get, not a new conversion.
    const marker = await plainImage("png", { width: 5, height: 5 });
    await ctx.api.storage.delete(copyKey);
    await ctx.api.storage.put(copyKey, marker);
    const again = await get(await fileAddress(id));
    expect(again.headers["content-type"]).toBe("image/png");
    expect(again.rawPayload.equals(marker)).toBe(true);
  });

  it("serves a PNG as stored, keeping no copy", async () => {
    const id = await uploadedImageId(ctx, token, await plainImage("png"));
    expect((await get(await fileAddress(id))).statusCode).toBe(200);
    const { storage_key } = (await imageRows(id))[0]!;
    expect(await ctx.api.storage.get(`${storage_key}.png`)).toBeNull();
  });
});
