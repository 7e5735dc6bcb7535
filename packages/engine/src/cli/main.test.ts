import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runEngine, runEngineAsync } from "./testing/run-engine";
import { chatReply, startChatCompletionsServer } from "../llm/testing/chat-completions-server";

describe("the engine CLI", () => {
  it("corrects a file and lists the edits", () => {
    const dir = mkdtempSync(join(tmpdir(), "redpen-cli-"));
    const file = join(dir, "essay.txt");
    writeFileSync(file, "my friend can to swim.");
    const { status, stdout } = runEngine(["correct", file]);
    rmSync(dir, { recursive: true, force: true });
    expect(status).toBe(0);
    expect(stdout).toContain("My friend can swim.");
    expect(stdout).toContain("(modal-to)");
  });

  it("prints the full result as JSON from standard input", () => {
    const { status, stdout } = runEngine(["correct", "--json"], "I am agree.");
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.corrected).toBe("I agree.");
    expect(result.edits[0]).toMatchObject({
      start: 2,
      end: 10,
      original: "am agree",
      replacement: "agree",
      rule_id: "i-am-agree",
    });
  });

  it("corrects thousands of lines in one process, one output line per input line, nothing else on stdout", () => {
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 2 ? `line ${i} can to run.` : ""));
    const { status, stdout, stderr } = runEngine(["correct", "--lines"], `${lines.join("\n")}\n`);
    expect(status).toBe(0);
    const out = stdout.split("\n");
    expect(out.pop()).toBe("");
    expect(out).toHaveLength(3000);
    expect(out[1]).toBe("Line 1 can run.");
    expect(out[2]).toBe("");
    expect(stderr).toContain("corrected 3000 lines");
  });

  it("corrects with the LLM provider when it is configured, and falls back when it fails", async () => {
    const server = await startChatCompletionsServer((request) =>
      request.body.messages?.at(-1)?.content === "I has a cat."
        ? { body: chatReply("I have a cat.") }
        : { status: 503, body: "{}" },
    );
    const env = { LLM_BASE_URL: server.baseUrl, LLM_API_KEY: "key", LLM_MODEL: "local" };
    const [good, failing] = await Promise.all([
      runEngineAsync(["correct", "--json"], "I has a cat.", env),
      runEngineAsync(["correct", "--json"], "I can to swim.", env),
    ]);
    await server.close();
    expect(JSON.parse(good.stdout)).toMatchObject({ provider: "llm", corrected: "I have a cat." });
    expect(JSON.parse(failing.stdout)).toMatchObject({ provider: "offline", corrected: "I can swim." });
    expect(failing.stderr).toContain("LLM correction failed (HTTP 503");
  });

  it("says which LLM setting is missing", () => {
    const result = runEngine(["correct"], "Hi.", { LLM_MODEL: "local" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("missing: LLM_BASE_URL, LLM_API_KEY");
  });

  it("grades a file for a certificate, and as JSON with the evidence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redpen-cli-"));
    const file = join(dir, "essay.txt");
    writeFileSync(
      file,
      "My friend can to swim very well and she go to the pool every day because she loves the water and the sun.",
    );
    const [plain, json] = await Promise.all([
      runEngineAsync(["grade", file, "--certificate", "cambridge-a2-key:email"]),
      runEngineAsync(["grade", "--certificate", "cambridge-a2-key:email", "--json", file]),
    ]);
    rmSync(dir, { recursive: true, force: true });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/^\d+ \/ 20\n- Content: \d \/ 5\. /);
    expect(JSON.parse(json.stdout)).toMatchObject({
      estimated: true,
      grade_max: 20,
      evidence: { words: 23, errors: 2 },
    });
  });

  it("grades one JSON object a line, in order, with a clear error for a bad line", () => {
    const essay =
      "My friend can to swim very well and she go to the pool every day because she loves the water and the sun.";
    const lines = [
      JSON.stringify({ text: essay, certificate: "cambridge-a2-key:email", topic: "swimming" }),
      "not json",
      JSON.stringify({ text: essay, certificate: "nope" }),
      JSON.stringify({ text: "Hi.", certificate: "cambridge-b2-first:essay" }),
    ];
    const { status, stdout, stderr } = runEngine(["grade", "--jsonl"], `${lines.join("\n")}\n`);
    expect(status).toBe(0);
    const out = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(out).toHaveLength(4);
    expect(out[0]).toMatchObject({ estimated: true, grade_max: 20 });
    expect(out[1]).toEqual({ error: "The line is not JSON." });
    expect(out[2].error).toContain("'certificate'");
    expect(out[3]).toMatchObject({ estimated: false });
    expect(stderr).toContain("graded 4 lines");
  });

  it("classifies one tokenised edit a line, in order, with a clear error for a bad line", () => {
    const tokens = ["My", "brother", "go", "to", "work", "by", "bus", "."];
    const lines = [
      JSON.stringify({ tokens, start: 2, end: 3, correction: "goes" }),
      JSON.stringify({ tokens, start: 5, end: 6, correction: "" }),
      "[1, 2]",
      JSON.stringify({ tokens, start: 3, end: 9, correction: "x" }),
      JSON.stringify({ tokens: ["a b"], start: 0, end: 1, correction: "" }),
      JSON.stringify({ tokens, start: "2", end: 3, correction: "goes" }),
      JSON.stringify({ tokens, start: 2, end: 3 }),
    ];
    const { status, stdout, stderr } = runEngine(["classify", "--jsonl"], `${lines.join("\n")}\n`);
    expect(status).toBe(0);
    const out = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(out[0]).toEqual({
      type: "R:VERB:SVA",
      category: "subject-verb agreement",
      explanation: "With a singular subject, use 'goes', not 'go'.",
    });
    expect(out[1]).toMatchObject({ type: "U:PREP", category: "preposition" });
    expect(out.slice(2).map((line) => line.error)).toEqual([
      "The line must be a JSON object.",
      "'start' and 'end' must satisfy 0 ≤ start ≤ end ≤ 8 (the number of tokens).",
      "'tokens' must be a list of non-empty strings without spaces.",
      "'start' and 'end' must be whole numbers.",
      "'correction' must be a string (empty to remove the tokens).",
    ]);
    expect(stderr).toContain("classified 7 edits");
  });

  it("says when a grade cannot be estimated, and refuses a missing or unknown certificate", async () => {
    const [short, missing, unknown] = await Promise.all([
      runEngineAsync(["grade", "--certificate", "cambridge-b2-first:essay"], "Hi."),
      runEngineAsync(["grade"], "Hi."),
      runEngineAsync(["grade", "--certificate", "nope"], "Hi."),
    ]);
    expect(short.stdout).toContain("grade could not be estimated: The text is too short");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("grade needs --certificate");
    expect(unknown.stderr).toContain("unknown: nope");
  });

  it("lists the certificate options as JSON", () => {
    const { status, stdout } = runEngine(["certificates", "--json"]);
    expect(status).toBe(0);
    const options = JSON.parse(stdout);
    expect(options[0]).toEqual({
      id: expect.any(String),
      name: "Cambridge A2 Key",
      cefr_level: "A2",
      format: "email",
      format_description: expect.any(String),
    });
  });

  it("runs as `npm run engine` runs it, from its TypeScript under tsx", () => {
    // The other tests run the compiled CLI; this one the command the README gives.
    const run = spawnSync("npm", ["run", "--silent", "engine", "--", "correct", "-"], {
      cwd: join(import.meta.dirname, "..", "..", "..", ".."),
      input: "my friend can to swim.",
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("My friend can swim.");
  });

  it("refuses unknown commands and flags with its usage and exit code 2", async () => {
    const [unknown, flagged] = await Promise.all([
      runEngineAsync(["translate"]),
      runEngineAsync(["correct", "--fast"]),
    ]);
    expect(unknown.status).toBe(2);
    expect(flagged.status).toBe(2);
    expect(flagged.stderr).toContain("unknown arguments: --fast");
  });

  it("says clearly when the file does not exist", () => {
    const { status, stderr } = runEngine(["correct", "/nonexistent/essay.txt"]);
    expect(status).toBe(1);
    expect(stderr).toContain("ENOENT");
  });
});
