/**
 * The bench's load clients, in a process of their own (forked by essay-load.bench.ts), so that
 * their fetches do not share the server's event loop and inflate its latency. It gets a `LoadPlan`
 * over IPC, runs one client per token concurrently, and sends back a `LoadResult`.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import type { EssayResponse } from "@redpen/contract";
import { textEssayData } from "../src/testing/essays";

/** What the parent asks for: the server, a token per client, and how many calls each makes. */
export interface LoadPlan {
  base: string;
  tokens: string[];
  postsPerClient: number;
  getsPerClient: number;
}

/** What the clients measured; times in milliseconds. */
export interface LoadResult {
  postMs: number;
  getMs: number;
  getLatencies: number[];
  /** GET replies of corrected essays (the rest were still PENDING): those carry the edits. */
  getsOfCorrected: number;
}

// node:http with kept-alive sockets costs the client less CPU than fetch, which matters when
// clients and server share two cores.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}/api/v1${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const created: string[][] = plan.tokens.map(() => []);
  const postsStarted = performance.now();
  await Promise.all(
    plan.tokens.map(async (token, client) => {
      for (let i = 0; i < plan.postsPerClient; i++) {
        const id = randomUUID();
        const reply = await call(plan.base, token, "POST", `/essays/${id}`, { data: textEssayData() });
        if (reply.status !== 201) throw new Error(`POST /essays/${id}: ${reply.status} ${reply.text}`);
        created[client]!.push(id);
      }
    }),
  );
  const postMs = performance.now() - postsStarted;

  // The essays just created are being corrected meanwhile, one at a time in the engine's thread.
  const getLatencies: number[] = [];
  let getsOfCorrected = 0;
  const getsStarted = performance.now();
  await Promise.all(
    plan.tokens.map(async (token, client) => {
      for (let i = 0; i < plan.getsPerClient; i++) {
        const id = created[client]![i % plan.postsPerClient]!;
        const started = performance.now();
        const reply = await call(plan.base, token, "GET", `/essays/${id}`);
        getLatencies.push(performance.now() - started);
        if (reply.status !== 200) throw new Error(`GET /essays/${id}: ${reply.status}`);
        if ((JSON.parse(reply.text) as EssayResponse).data.status === "SUCCESS") getsOfCorrected++;
      }
    }),
  );
  return { postMs, getMs: performance.now() - getsStarted, getLatencies, getsOfCorrected };
}

process.once("message", (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
