import { spawn, spawnSync } from "node:child_process";
import { COMPILED_CLI } from "./compiled-cli";

/** What a finished CLI process left: its exit code and what it printed. */
export interface EngineRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI as a real process, as `npm run engine -- …` does, compiled (the engine project's
 * global setup compiles it once, see compiled-cli.ts).
 */
export function runEngine(args: string[], input = "", env: Record<string, string> = {}): EngineRun {
  const result = spawnSync(process.execPath, ["--enable-source-maps", COMPILED_CLI, ...args], {
    input,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same, without blocking this process: so that a local server in it can answer the CLI, and so
 * that a test can run processes that do not depend on each other side by side.
 */
export function runEngineAsync(args: string[], input = "", env: Record<string, string> = {}): Promise<EngineRun> {
  const child = spawn(process.execPath, ["--enable-source-maps", COMPILED_CLI, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = "";
  let stderr = "";
  // Decoded as a stream, so that a character split between two chunks is not garbled.
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  // A command that refuses its arguments exits without reading its input: writing the rest of it
  // then fails (EPIPE), which is no failure of the test's.
  child.stdin.on("error", () => undefined);
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
