/**
 * `npm run bench -w @redpen/api` (after essay-load.bench.ts): how long keeping and reading a photo
 * takes with files under DATA_DIR/uploads and with a bucket on an S3-compatible server (s3rver on
 * loopback, in a process of its own: the bucket's figure is the protocol's cost without a network's,
 * and s3rver's own, which writes each object and its metadata as files). For a 1 MB
 * JPEG-sized buffer: put, get, and put + get straight on the storage; then POST /images (the
 * upload as the web sends it, over real HTTP, ORIGINAL resolution, so every pixel is decoded once)
 * and GET /images/{id}/file. Median and 95th percentile of 30 runs each, after 5 unmeasured ones.
 * Figures are printed, never asserted: they depend on the machine.
 */
import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { startS3rverProcess } from "./s3rver-process-start";
import { listenOnLoopback, startTestApi } from "../src/testing/test-api";
import { multipartBody } from "../src/testing/uploads";

const RUNS = 30;
const WARM_UP_RUNS = 5;

/** Timings of RUNS calls, in ms, after the warm-up calls. */
async function timed(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await call();
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  return timings;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A JPEG of noise, which compresses badly, grown to about 1 MB as a phone photo of a page is. */
async function photoOfAboutOneMegabyte(): Promise<Buffer> {
  const side = 1060;
  const noise = randomBytes(side * side * 3);
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function measure(name: string, photo: Buffer, env: Record<string, string> = {}) {
  const ctx = await startTestApi(env, { rateLimits: null });
  try {
    const { storage } = ctx.api;
    const origin = await listenOnLoopback(ctx.api);
    const { token } = await ctx.teacherToken();
    const key = () => `${randomUUID()}.jpg`;
    const kept = key();
    await storage.put(kept, photo);
    const put = await timed(() => storage.put(key(), photo));
    const get = await timed(() => storage.get(kept));
    const putAndGet = await timed(async () => {
      const fresh = key();
      await storage.put(fresh, photo);
      await storage.get(fresh);
    });
    let lastId = "";
    const upload = await timed(async () => {
      lastId = randomUUID();
      const { payload, headers } = multipartBody(photo, { contentType: "image/jpeg", fileName: "page.jpg" });
      const reply = await fetch(`${origin}/api/v1/images/${lastId}`, {
        method: "POST",
        body: payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      if (reply.status !== 201) throw new Error(`POST /images: ${reply.status} ${await reply.text()}`);
    });
    const file = await timed(async () => {
      const reply = await fetch(`${origin}/api/v1/images/${lastId}/file`);
      if (reply.status !== 200) throw new Error(`GET /images/{id}/file: ${reply.status}`);
      await reply.arrayBuffer();
    });
    return { name, put, get, putAndGet, upload, file };
  } finally {
    await ctx.close();
  }
}

const photo = await photoOfAboutOneMegabyte();
const s3rver = await startS3rverProcess();
let results;
try {
  results = [
    await measure("disk (DATA_DIR/uploads)", photo),
    await measure("bucket (s3rver on loopback)", photo, s3rver.env),
  ];
} finally {
  s3rver.stop();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const cell = (values: number[]) => `${ms(percentile(values, 50))} (p95 ${ms(percentile(values, 95))})`;
console.log(`\nImage storage: a ${(photo.length / 1_000_000).toFixed(2)} MB JPEG, median (p95) of ${RUNS} runs each`);
console.table(
  Object.fromEntries(
    results.map((result) => [
      result.name,
      {
        put: cell(result.put),
        get: cell(result.get),
        "put + get": cell(result.putAndGet),
        "POST /images": cell(result.upload),
        "GET /images/{id}/file": cell(result.file),
      },
    ]),
  ),
);
console.log(
  `figures: ${JSON.stringify(results.map((result) => ({ name: result.name, putAndGetMedian: percentile(result.putAndGet, 50), uploadMedian: percentile(result.upload, 50) })))}`,
);
