import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "./settings";

// The engine's command line, run as `npm run cli -w @redpen/engine` runs it.
const ENGINE_CLI = join(dirname(createRequire(import.meta.url).resolve("@redpen/engine")), "cli", "main.ts");

/** What the engine's command line does with these LLM settings: corrects a short text, or refuses them. */
function engineCorrects(env: Record<string, string>) {
  const { LLM_BASE_URL: _u, LLM_API_KEY: _k, LLM_MODEL: _m, LLM_TIMEOUT_MS: _t, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ["--import", "tsx", ENGINE_CLI, "correct", "--json"], {
    input: "I can to swim.",
    encoding: "utf8",
    env: { ...inherited, ...env },
  });
  return run.status === 0
    ? { provider: (JSON.parse(run.stdout) as { provider: string }).provider }
    : { error: run.stderr.trim() };
}

/** What the server's settings make of the same settings: no provider (the offline engine), or the error. */
function serverReads(env: Record<string, string>) {
  try {
    return readSettings(env).llm === undefined ? { provider: "offline" } : { provider: "llm" };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return { error: error.message };
  }
}

describe("the LLM settings", () => {
  it.each([
    ["a blank time limit and no provider", { LLM_TIMEOUT_MS: " " }],
    ["an ftp:// address", { LLM_BASE_URL: "ftp://llm.school.example/v1", LLM_API_KEY: "key", LLM_MODEL: "small" }],
    ["a time limit without a provider", { LLM_TIMEOUT_MS: "5000" }],
  ])(
    "are read the same by the server and the engine's command line: %s",
    (_, env) => {
      const server = serverReads(env);
      expect(engineCorrects(env)).toEqual(server);
      // The command line loads the corrector before it answers: a few seconds on a busy machine.
    },
    60_000,
  );

  it("leave a blank time limit and no provider to the offline engine, and refuse an ftp:// address", () => {
    expect(serverReads({ LLM_TIMEOUT_MS: " " })).toEqual({ provider: "offline" });
    expect(
      serverReads({ LLM_BASE_URL: "ftp://llm.school.example/v1", LLM_API_KEY: "key", LLM_MODEL: "small" }),
    ).toEqual({
      error: 'Setting LLM_BASE_URL must be an http:// or https:// address, got "ftp://llm.school.example/v1".',
    });
  });
});
