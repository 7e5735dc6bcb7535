/**
 * `npm run bench -w @redpen/api`: the api under load, over real HTTP, on SQLite and on PostgreSQL
 * (fresh databases; PostgreSQL at TEST_POSTGRES_URL or 127.0.0.1:5432, skipped when unreachable).
 * With 50 concurrent clients: essays created per second (POST /essays, text essays) and the
 * latency of GET /essays/{id} while the essays just created are being corrected; then the time
 * from POST to SUCCESS for a 300-word essay, median of 5, on an idle server (the first run comes a
 * second after the start, so it includes what is left of the engine's warm-up). Figures are printed,
 * never asserted: they depend on the machine. The 50 clients run in a child process
 * (load-clients.ts), so they do not share the server's event loop (they do share the machine's
 * cores); the engine corrects essays in its worker thread meanwhile, as in production.
 */
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { EssayResponse } from "@redpen/contract";
import { postgresReachable, TEST_POSTGRES_ADMIN_URL } from "../../../test-support/databases";
import { SAMPLE_ESSAY_300_WORDS } from "../src/testing/essay-texts";
import { setCredits, textEssayData } from "../src/testing/essays";
import { newTeacher } from "../src/testing/teachers";
import { startTestApi, type TestContext } from "../src/testing/test-api";
import type { LoadPlan, LoadResult } from "./load-clients";

const CLIENTS = 50;
const POSTS_PER_CLIENT = 10;
const GETS_PER_CLIENT = 40;
const TIMED_ESSAYS = 5;

interface Figures {
  database: string;
  essaysPerSecond: number;
  getsPerSecond: number;
  getP50: number;
  getP95: number;
  getP99: number;
  getsOfCorrected: number;
  postToSuccessMedian: number;
  postToSuccessRuns: number[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json() };
}

async function postEssay(base: string, token: string, original: string): Promise<string> {
  const id = randomUUID();
  const reply = await call(base, token, "POST", `/essays/${id}`, { data: textEssayData({ original }) });
  if (reply.status !== 201) throw new Error(`POST /essays/${id}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return id;
}

async function waitForSuccess(base: string, token: string, id: string): Promise<void> {
  for (;;) {
    const { status } = ((await call(base, token, "GET", `/essays/${id}`)).json as EssayResponse).data;
    if (status === "SUCCESS") return;
    if (status === "FAILURE") throw new Error(`essay ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the load clients in a child process: the server keeps its event loop to itself. */
function runLoadClients(plan: LoadPlan): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL("./load-clients.ts", import.meta.url)), { execArgv: ["--import", "tsx"] });
  return new Promise((resolve, reject) => {
    let result: LoadResult | undefined;
    child.once("message", (message: LoadResult) => {
      result = message;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      result ? resolve(result) : reject(new Error(`the load clients stopped (exit code ${code})`)),
    );
    child.send(plan);
  });
}

async function measure(database: "sqlite" | "postgres"): Promise<Figures> {
  process.env.TEST_DATABASE = database;
  const ctx: TestContext = await startTestApi();
  try {
    await ctx.api.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(ctx.api.app.server.address() as AddressInfo).port}`;
    const teachers = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const { token, organisationId } = await newTeacher(ctx);
        await setCredits(ctx, organisationId, 10_000);
        return token;
      }),
    );

    // On an idle server first: the corrections of the load below would queue ahead of these. The
    // first run includes the engine's start when it is not warmed ahead.
    const runs: number[] = [];
    for (let i = 0; i < TIMED_ESSAYS; i++) {
      const started = performance.now();
      const id = await postEssay(base, teachers[0]!, SAMPLE_ESSAY_300_WORDS);
      await waitForSuccess(base, teachers[0]!, id);
      runs.push(performance.now() - started);
    }

    const load = await runLoadClients({
      base,
      tokens: teachers,
      postsPerClient: POSTS_PER_CLIENT,
      getsPerClient: GETS_PER_CLIENT,
    });
    const gets = CLIENTS * GETS_PER_CLIENT;
    return {
      database,
      essaysPerSecond: (CLIENTS * POSTS_PER_CLIENT) / (load.postMs / 1000),
      getsPerSecond: gets / (load.getMs / 1000),
      getP50: percentile(load.getLatencies, 50),
      getP95: percentile(load.getLatencies, 95),
      getP99: percentile(load.getLatencies, 99),
      getsOfCorrected: load.getsOfCorrected,
      postToSuccessMedian: percentile(runs, 50),
      postToSuccessRuns: runs,
    };
  } catch (error) {
    console.error(`${database}: the measure failed:`, error);
    throw error;
  } finally {
    // Leaves the essays still PENDING behind: the database is dropped with them.
    await ctx.close();
  }
}

const results: Figures[] = [await measure("sqlite")];
if (await postgresReachable()) results.push(await measure("postgres"));
else console.log(`PostgreSQL is not reachable at ${TEST_POSTGRES_ADMIN_URL}; measuring SQLite only.`);

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nEssay load: ${CLIENTS} concurrent clients, ${CLIENTS * POSTS_PER_CLIENT} POST /essays, ${CLIENTS * GETS_PER_CLIENT} GET /essays/{id} while they are corrected`,
);
console.table(
  Object.fromEntries(
    results.map((result) => [
      result.database,
      {
        "essays created / s": Number(result.essaysPerSecond.toFixed(1)),
        "GET / s": Number(result.getsPerSecond.toFixed(1)),
        "GET p50": ms(result.getP50),
        "GET p95": ms(result.getP95),
        "GET p99": ms(result.getP99),
        "GETs of corrected essays": result.getsOfCorrected,
        "POST to SUCCESS, 300 words (median of 5)": ms(result.postToSuccessMedian),
      },
    ]),
  ),
);
for (const result of results)
  console.log(`${result.database}: POST to SUCCESS runs ${result.postToSuccessRuns.map(ms).join(", ")}`);
console.log(`figures: ${JSON.stringify(results)}`);
