import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

const MAIN = join(import.meta.dirname, "..", "main.ts");

/** What a finished CLI process left: its exit code and what it printed. */
export interface EngineRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a real process, as `npm run engine -- …` does. */
export function runEngine(args: string[], input = "", env: Record<string, string> = {}): EngineRun {
  const result = spawnSync(process.execPath, ["--import", "tsx", MAIN, ...args], {
    input,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process, so that a local server in it can answer the CLI. */
export function runEngineAsync(args: string[], input: string, env: Record<string, string>): Promise<EngineRun> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN, ...args], { env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}
