/**
 * `npm run bench -w @redpen/api` (its last but one part): seconds per page to read and group a class set
 * on PostgreSQL. The script makes a 30-page scan (a PDF of pages handwritten in a handwriting-like
 * font, twelve students, a name line on each one's first page), uploads it, and times it until
 * every page is read and the grouping proposed (READY): with one process reading (the api, which
 * takes jobs as a worker does) and with two (the api and one `npm run worker`). Medians of RUNS
 * runs; figures are printed, never asserted. Target: under 60 s for 30 pages. The machine's load
 * (1-minute average) at each run's start is printed beside: the engine threads run at a lower
 * priority than the api, so other programs busy on the machine slow the reading much more than it.
 * So is the processor time the reading took a page (all threads of the processes reading, read from
 * /proc), which the machine's load hardly changes: on idle cores, that is about the time a page takes.
 * BENCH_CLASS_SET_PAGES and BENCH_CLASS_SET_RUNS change the 30 pages and 3 runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { ClassSetResponse } from "@redpen/contract";
import { postgresReachable } from "../../../test-support/databases";
import { warmPdfReader } from "../src/services/pdf-pages";
import { scannedPdf } from "../src/testing/class-set-pdfs";
import { CLASS_SET_DATA, classSetBody } from "../src/testing/class-sets";
import { listenOnLoopback, startTestApi } from "../src/testing/test-api";

const PAGES = Number(process.env.BENCH_CLASS_SET_PAGES ?? 30);
const RUNS = Number(process.env.BENCH_CLASS_SET_RUNS ?? 3);
const ROOT = join(import.meta.dirname, "../../..");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const NAMES = ["Maria Lopez", "Tom Smith", "Li Wei", "Anna Kowalska", "Peter Brown", "Sofia Rossi"];
const NAMES_MORE = ["James Wilson", "Emma Martin", "Lucas Silva", "Chloe Dubois", "Omar Haddad", "Julia Novak"];
const SENTENCES = [
  "In my opinion young people should do volunteer work because it teaches them to help other people.",
  "They can learn new skills that are useful for a job later and they meet many interesting people.",
  "Some students say they have no time, because they have a lot of homework and exams every week.",
  "I think that one afternoon a month is enough, and schools could help them to find a good place.",
  "For example my cousin works in an animal shelter on Saturdays and she says it is very rewarding.",
];

/** The scan: twelve students writing two or three pages each, a name line on each one's first page. */
function classSetPages(count: number): { texts: string[]; essays: number } {
  const texts: string[] = [];
  const students = [...NAMES, ...NAMES_MORE];
  let student = 0;
  while (texts.length < count) {
    const pages = student % 2 === 0 ? 3 : 2;
    for (let page = 0; page < pages && texts.length < count; page++) {
      const body = SENTENCES.slice(page % 2, (page % 2) + 4).join(" ");
      texts.push(page === 0 ? `${students[student % students.length]}\n\n${body}` : body);
    }
    student++;
  }
  return { texts, essays: student };
}

/** `npm run worker` on the same database and uploads folder, once it says it started. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
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

/** Processor seconds (user and system, every thread) a process has used, from Linux's /proc; 0 elsewhere. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's name, which ends with ")": utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

interface RunResult {
  /** From the upload until the set is READY. */
  seconds: number;
  /** Processor seconds the api and the workers used meanwhile. */
  cpuSeconds: number;
  /** Essays proposed. */
  groups: number;
  /** The machine's 1-minute load average at the upload. */
  load: number;
}

async function run(workers: number, pdf: Buffer): Promise<RunResult> {
  const ctx = await startTestApi({}, { rateLimits: null }, {});
  if (!("postgresUrl" in ctx.database.location))
    throw new Error("the class set benchmark runs on PostgreSQL: set TEST_DATABASE=postgres");
  const env = { DATABASE_URL: ctx.database.location.postgresUrl, DATA_DIR: ctx.database.dataDir };
  const running = await Promise.all(Array.from({ length: workers }, () => startWorker(env)));
  try {
    const origin = await listenOnLoopback(ctx.api);
    await Promise.all([ctx.api.engine.warm(), warmPdfReader()]);
    const { token } = await ctx.teacherToken();
    const id = randomUUID();
    const { payload, headers } = classSetBody(CLASS_SET_DATA, [{ bytes: pdf }]);
    const auth = { authorization: `Bearer ${token}` };
    const load = loadavg()[0]!;
    const pids = [process.pid, ...running.map((child) => child.pid!)];
    const cpu = () => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
    const cpuAtStart = cpu();
    const started = performance.now();
    const reply = await fetch(`${origin}/api/v1/class-sets/${id}`, {
      method: "POST",
      headers: { ...headers, ...auth },
      body: payload,
    });
    if (reply.status !== 201) throw new Error(`POST /class-sets: ${reply.status} ${await reply.text()}`);
    for (;;) {
      const set = (await (
        await fetch(`${origin}/api/v1/class-sets/${id}`, { headers: auth })
      ).json()) as ClassSetResponse;
      if (set.data.status === "READY")
        return {
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpu() - cpuAtStart,
          groups: set.data.groups.length,
          load,
        };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await Promise.all(running.map(stopWorker));
    await ctx.close();
  }
}

if (!(await postgresReachable())) {
  console.log("\nClass set reading: PostgreSQL is not reachable; skipped.");
} else {
  process.env.TEST_DATABASE = "postgres";
  const { texts, essays } = classSetPages(PAGES);
  const pdf = await scannedPdf(texts);
  console.log(
    `\nClass set reading on PostgreSQL: a ${PAGES}-page handwritten scan (${(pdf.length / 1024 / 1024).toFixed(1)} MB, ` +
      `${essays} students), from the upload until every page is read and the essays proposed; median of ${RUNS} runs\n`,
  );
  console.log(
    `| reading | seconds for the set (median) | seconds per page | processor seconds per page | essays proposed (of ${essays}) ` +
      "| runs (s) | machine's load at each run's start |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const workers of [0, 1]) {
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      results.push(await run(workers, pdf));
      process.stderr.write(`  ${workers + 1} process(es), run ${i + 1}: ${results.at(-1)!.seconds.toFixed(1)} s\n`);
    }
    const seconds = median(results.map((result) => result.seconds));
    const cpuPerPage = median(results.map((result) => result.cpuSeconds)) / PAGES;
    const label = workers === 0 ? "1 process (the api)" : "2 processes (the api and 1 worker)";
    console.log(
      `| ${label} | ${seconds.toFixed(1)} | ${(seconds / PAGES).toFixed(2)} | ${cpuPerPage.toFixed(2)} | ` +
        `${median(results.map((result) => result.groups))} | ${results.map((result) => result.seconds.toFixed(1)).join(", ")} | ` +
        `${results.map((result) => result.load.toFixed(1)).join(", ")} |`,
    );
  }
}
