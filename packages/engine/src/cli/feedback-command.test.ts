import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runEngineAsync } from "./testing/run-engine";
import { countWords } from "@redpen/contract";
import { chatReply, startChatCompletionsServer } from "../llm/testing/chat-completions-server";

const B2 = "cambridge-b2-first:essay";

const ESSAY = `Many people say that teenagers spend too much time on their phones. In my opinion, phones are useful, but young people should learn to put them away.

Firstly, a phone help students to study. They can look up words, watch lessons and talk to classmates about homework. However, games and social media can take hours every days, and many teenagers go to bed too late.

In conclusion, I think parents and schools should agree on simple rules, for example no phones at dinner, so that teenagers enjoy both the online and the real world.`;

describe("engine feedback", () => {
  it(
    "prints the student's feedback for a file, and the feedback with the grade as JSON from standard input",
    { timeout: 30_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "redpen-cli-"));
      const file = join(dir, "essay.txt");
      writeFileSync(file, ESSAY);
      const [plain, json] = await Promise.all([
        runEngineAsync(["feedback", file, "--certificate", B2]),
        runEngineAsync(["feedback", "--certificate", B2, "--json", "--topic", "Phones and teenagers"], ESSAY),
      ]);
      rmSync(dir, { recursive: true, force: true });
      expect(plain.status).toBe(0);
      expect(plain.stdout).toMatch(/You wrote “[^”]*every days[^”]*”, write “[^”]*every day\b[^”]*”/);
      expect(plain.stdout).toContain("Next step: ");
      expect(countWords(plain.stdout)).toBeGreaterThanOrEqual(40);
      expect(countWords(plain.stdout)).toBeLessThanOrEqual(150);

      expect(json.status).toBe(0);
      const result = JSON.parse(json.stdout);
      expect(result).toMatchObject({
        feedback: plain.stdout.trimEnd(),
        provider: "offline",
        correction_provider: "offline",
        grade: { estimated: true, grade_max: 20, provider: "offline" },
      });
      expect(result.edit_count).toBeGreaterThanOrEqual(1);
      expect(result.grade.evidence.topic_overlap).not.toBeNull();
    },
  );

  it(
    "says why there is no grade for a text too short to grade, and refuses a missing or unknown certificate",
    { timeout: 30_000 },
    async () => {
      const [short, missing, unknown] = await Promise.all([
        runEngineAsync(["feedback", "--certificate", B2], "I has a dog."),
        runEngineAsync(["feedback"], ESSAY),
        runEngineAsync(["feedback", "--certificate", "nope"], ESSAY),
      ]);
      expect(short.status).toBe(0);
      expect(short.stdout).toContain("We could not estimate a grade, because your text is too short");
      expect(missing).toMatchObject({
        status: 2,
        stderr: expect.stringContaining("feedback needs --certificate"),
      });
      expect(unknown.stderr).toContain("unknown: nope");
    },
  );

  it("grades and drafts feedback through the LLM provider when it is configured, and falls back when it fails", async () => {
    const scores = JSON.stringify({ Content: 4, "Communicative Achievement": 4, Organisation: 4, Language: 3 });
    const feedback = `Your essay answers the question well, and you organise it in three clear paragraphs. Check verbs after a singular subject: you wrote "a phone help", write "a phone helps". After "every", use a singular noun: you wrote "every days", write "every day". Next step: read your essay again and check each verb.`;
    const server = await startChatCompletionsServer((request) => {
      const system = request.body.messages?.[0]?.content ?? "";
      if (request.headers.authorization === "Bearer failing") return { status: 503, body: "{}" };
      if (system.startsWith("You are an examiner")) return { body: chatReply(scores) };
      if (system.startsWith("You write feedback")) return { body: chatReply(JSON.stringify({ feedback })) };
      return { body: chatReply(ESSAY.replace("a phone help", "a phone helps").replace("every days", "every day")) };
    });
    const env = { LLM_BASE_URL: server.baseUrl, LLM_API_KEY: "key", LLM_MODEL: "local" };
    const [good, graded, failing] = await Promise.all([
      runEngineAsync(["feedback", "--certificate", B2, "--json"], ESSAY, env),
      runEngineAsync(["grade", "--certificate", B2, "--json"], ESSAY, env),
      runEngineAsync(["feedback", "--certificate", B2, "--json"], ESSAY, { ...env, LLM_API_KEY: "failing" }),
    ]);
    await server.close();
    expect(JSON.parse(good.stdout)).toMatchObject({
      feedback,
      provider: "llm",
      correction_provider: "llm",
      edit_count: 2,
      grade: { provider: "llm", grade: 15 },
    });
    expect(JSON.parse(graded.stdout)).toMatchObject({ provider: "llm", grade: 15, grade_max: 20 });
    expect(JSON.parse(failing.stdout)).toMatchObject({
      provider: "offline",
      correction_provider: "offline",
      grade: { provider: "offline" },
    });
    expect(failing.stderr).toContain("LLM grading failed (HTTP 503");
    expect(failing.stderr).toContain("LLM feedback failed (HTTP 503");
  }, 30_000);
});
