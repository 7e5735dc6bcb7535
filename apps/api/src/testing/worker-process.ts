import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** A `npm run worker` process as a test runs it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** What it printed so far, for the assertions and a failing test's message. */
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once it logged that it started (its queue taking jobs), or rejects if it exits first. */
  started: Promise<void>;
}

/**
 * `npm run worker` as a real process, with only these settings (and PATH, HOME) in its environment.
 * Node runs worker.ts itself, with tsx as its loader: the tsx command would run it in a child of its
 * own, which a SIGKILL of the command leaves running.
 */
export function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/worker.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let onOutput = () => {};
  child.stdout!.on("data", (chunk: Buffer) => ((output += chunk.toString()), onOutput()));
  child.stderr!.on("data", (chunk: Buffer) => ((output += chunk.toString()), onOutput()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = new Promise<void>((resolve, reject) => {
    onOutput = () => {
      if (output.includes("worker started")) resolve();
    };
    void exited.then(() => reject(new Error(`the worker exited before it started:\n${output}`)));
  });
  // Not every test waits for it.
  started.catch(() => undefined);
  return { child, output: () => output, exited, started };
}
