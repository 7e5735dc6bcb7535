/**
 * `npm run bench -w @redpen/api` (after image-storage.bench.ts): how corrections scale out on
 * PostgreSQL with the images in a bucket (s3rver, in its own process). ESSAYS text essays of about
 * 300 words are sent at once, then timed until the last is SUCCESS: with the api alone (it corrects
 * in its own engine thread), and with one and two `npm run worker` processes beside it (each with
 * an engine thread of its own). Essays corrected per minute, median of RUNS runs each. Figures are
 * printed, never asserted. BENCH_SCALE_ESSAYS and BENCH_SCALE_RUNS change the 200 essays and 3 runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { EssayResponse } from "@redpen/contract";
import { postgresReachable } from "../../../test-support/databases";
import { SAMPLE_ESSAY_300_WORDS } from "../src/testing/essay-texts";
import { setCredits, textEssayData } from "../src/testing/essays";
import { newTeacher } from "../src/testing/teachers";
import { listenOnLoopback, startTestApi } from "../src/testing/test-api";
import { startS3rverProcess } from "./s3rver-process-start";

const ESSAYS = Number(process.env.BENCH_SCALE_ESSAYS ?? 200);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const ROOT = join(import.meta.dirname, "../../..");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `npm run worker` on the same database and bucket, once it says it started. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  // Node itself with tsx's loader, as `npm run worker` runs it, so that SIGTERM reaches the worker and no wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("worker started")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Essays per minute: ESSAYS sent at once, until the last is corrected. */
async function run(workers: number, bucket: Record<string, string>): Promise<number> {
  const ctx = await startTestApi({ ...bucket }, { rateLimits: null }, {});
  if (!("postgresUrl" in ctx.database.location))
    throw new Error("the scale-out benchmark runs on PostgreSQL: set TEST_DATABASE=postgres");
  const env = { DATABASE_URL: ctx.database.location.postgresUrl, DATA_DIR: ctx.database.dataDir, ...bucket };
  const running = await Promise.all(Array.from({ length: workers }, () => startWorker(env)));
  try {
    const origin = await listenOnLoopback(ctx.api);
    await ctx.api.engine.warm();
    const { token, organisationId } = await newTeacher(ctx);
    await setCredits(ctx, organisationId, ESSAYS);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const started = performance.now();
    const ids = await Promise.all(
      Array.from({ length: ESSAYS }, async () => {
        const id = randomUUID();
        const reply = await fetch(`${origin}/api/v1/essays/${id}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ data: textEssayData({ original: SAMPLE_ESSAY_300_WORDS }) }),
        });
        if (reply.status !== 201) throw new Error(`POST /essays: ${reply.status} ${await reply.text()}`);
        return id;
      }),
    );
    for (const id of ids) {
      for (;;) {
        const essay = (await (await fetch(`${origin}/api/v1/essays/${id}`, { headers })).json()) as EssayResponse;
        if (essay.data.status === "FAILURE") {
          const row = await ctx.api.db
            .selectFrom("essays")
            .select("failure_reason")
            .where("id", "=", id)
            .executeTakeFirst();
          throw new Error(`essay ${id} failed: ${row?.failure_reason}`);
        }
        if (essay.data.status === "SUCCESS") break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return ESSAYS / ((performance.now() - started) / 60_000);
  } finally {
    await Promise.all(running.map(stopWorker));
    await ctx.close();
  }
}

if (!(await postgresReachable())) {
  console.log("\nScale-out: PostgreSQL is not reachable; skipped.");
} else {
  process.env.TEST_DATABASE = "postgres";
  const s3rver = await startS3rverProcess();
  try {
    console.log(
      `\nScale-out on PostgreSQL with a bucket: ${ESSAYS} text essays of ~300 words sent at once, median of ${RUNS} runs\n`,
    );
    console.log("| correcting | essays per minute (median) | runs |");
    console.log("|---|---|---|");
    for (const workers of [0, 1, 2]) {
      const rates: number[] = [];
      for (let i = 0; i < RUNS; i++) rates.push(await run(workers, s3rver.env));
      const label = workers === 0 ? "the api alone" : `the api and ${workers} worker${workers > 1 ? "s" : ""}`;
      console.log(`| ${label} | ${median(rates).toFixed(1)} | ${rates.map((rate) => rate.toFixed(1)).join(", ")} |`);
    }
  } finally {
    s3rver.stop();
  }
}
