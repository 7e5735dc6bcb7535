import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CorrectedBy } from "@redpen/contract";
import { chatReply, startChatCompletionsServer } from "@redpen/engine/testing";
import { freePort } from "../../../../test-support/free-port";
import { bearer, createTextEssay, waitForCorrection } from "../testing/essays";
import { startTestApi, type TestContext } from "../testing/test-api";
import { newTeacher, type Teacher } from "../testing/teachers";
import { waitUntil } from "../../../../test-support/wait-until";

// A local server that speaks the OpenAI protocol stands in for the LLM provider: it answers well,
// slowly, with what is not JSON, or with an error, as each test sets it.
type Mode = "good" | "slow" | "bad-json" | "http-error";
let mode: Mode = "good";
let server: Awaited<ReturnType<typeof startChatCompletionsServer>>;
let ctx: TestContext;
let teacher: Teacher;
let colleague: Teacher;
const TIMEOUT_MS = 3_000;
// Each correction asks the model three times (correct, grade, feedback): a slow model takes them all.
const TEST_MS = 120_000;

/** Loads the engine and waits until the api is ready, so that no model call waits for the engine to load. */
async function ready(context: TestContext): Promise<void> {
  // A test's api leaves the engine to its first call; the product loads it at start.
  await context.api.engine.warm();
  await waitUntil(
    async () => (await context.api.app.inject({ method: "GET", url: "/api/v1/health/ready" })).statusCode === 200,
    { timeoutMs: 60_000, what: "the api to be ready", everyMs: 200 },
  );
}

beforeAll(async () => {
  server = await startChatCompletionsServer((request) => {
    if (request.path.endsWith("/models")) return { body: JSON.stringify({ data: [{ id: "local-model" }] }) };
    // The correction's request ends with the essay: a model that finds nothing to correct gives it back.
    const text = request.body.messages?.at(-1)?.content ?? "";
    if (mode === "slow") return { body: chatReply(text), delayMs: TIMEOUT_MS * 2 };
    if (mode === "bad-json") return { body: "{ this is not JSON" };
    if (mode === "http-error") return { status: 500, body: JSON.stringify({ error: { message: "down" } }) };
    return { body: chatReply(text) };
  });
  ctx = await startTestApi({
    LLM_BASE_URL: server.baseUrl,
    LLM_API_KEY: "local-key",
    LLM_MODEL: "local-model",
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  teacher = await newTeacher(ctx);
  colleague = await newTeacher(ctx);
  await ready(ctx);
}, TEST_MS);
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

const host = () => new URL(server.baseUrl).host;
const correctedEssay = async (context: TestContext, token: string) =>
  waitForCorrection(context, (await createTextEssay(context, token)).id);
const modelOf = (context: TestContext, who: Teacher, organisationId = who.organisationId) =>
  context.api.app.inject({
    method: "GET",
    url: `/api/v1/organisations/${organisationId}/model`,
    headers: bearer(who.token),
  });

describe("which engine corrected, with an LLM provider set", () => {
  it(
    "records the model when it corrected, and /health/ready finds it reachable",
    async () => {
      mode = "good";
      const essay = await correctedEssay(ctx, teacher.token);
      expect(essay.data.corrected_by).toEqual<CorrectedBy>({
        engine: "model",
        model: { name: "local-model", host: host() },
        fallback: null,
      });
      const readiness = await ctx.api.app.inject({ method: "GET", url: "/api/v1/health/ready" });
      expect(readiness.json().data.model).toBe("reachable");
    },
    TEST_MS,
  );

  it.each([
    ["slow", "timeout"],
    ["bad-json", "answer-format"],
    ["http-error", "http-error"],
  ] as const)(
    "records the offline engine and why when the model is %s (%s)",
    async (serverMode, reason) => {
      mode = serverMode;
      const essay = await correctedEssay(ctx, teacher.token);
      expect(essay.data.status).toBe("SUCCESS");
      expect(essay.data.edits!.length).toBeGreaterThan(0);
      expect(essay.data.corrected_by).toEqual<CorrectedBy>({
        engine: "offline",
        model: { name: "local-model", host: host() },
        fallback: reason,
      });
    },
    TEST_MS,
  );

  it("gives the school's recent failures per reason to its teachers, and refuses another school", async () => {
    const reply = await modelOf(ctx, teacher);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.model).toEqual({ name: "local-model", host: host() });
    expect(data.recent_essays).toBe(4);
    expect(
      data.failures.map((failure: { reason: string; essays: number }) => [failure.reason, failure.essays]),
    ).toEqual([
      ["timeout", 1],
      ["http-error", 1],
      ["answer-format", 1],
    ]);
    const stranger = await modelOf(ctx, colleague, teacher.organisationId);
    expect([403, 404]).toContain(stranger.statusCode);
    expect(stranger.json().error_message).toMatch(/\w+ \w+/);
    expect((await modelOf(ctx, colleague)).json().data).toEqual({
      model: { name: "local-model", host: host() },
      recent_essays: 0,
      failures: [],
    });
  });

  it(
    "never shows the student which engine corrected",
    async () => {
      mode = "http-error";
      const essay = await correctedEssay(ctx, teacher.token);
      const link = await ctx.api.app.inject({
        method: "POST",
        url: `/api/v1/essays/${essay.id}/share-link`,
        headers: bearer(teacher.token),
      });
      const token = link.json().data.token as string;
      const shared = await ctx.api.app.inject({ method: "GET", url: `/api/v1/shared-essays/${token}` });
      expect(shared.statusCode).toBe(200);
      expect(shared.json().data.corrected_by).toBeNull();
    },
    TEST_MS,
  );
});

describe("with an LLM_BASE_URL that nothing answers", () => {
  let unreachable: TestContext;
  beforeAll(async () => {
    unreachable = await startTestApi({
      LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`,
      LLM_API_KEY: "local-key",
      LLM_MODEL: "local-model",
    });
    await ready(unreachable);
  }, TEST_MS);
  afterAll(async () => unreachable?.close());

  it(
    "corrects with the offline engine, records why, and /health/ready says so while staying ready",
    async () => {
      const owner = await newTeacher(unreachable);
      const essay = await correctedEssay(unreachable, owner.token);
      expect(essay.data.corrected_by).toMatchObject({ engine: "offline", fallback: "unreachable" });
      const failures = (await modelOf(unreachable, owner)).json().data.failures;
      expect(failures).toEqual([{ reason: "unreachable", essays: 1, last_at: expect.any(String) }]);
      const readiness = await unreachable.api.app.inject({ method: "GET", url: "/api/v1/health/ready" });
      expect(readiness.statusCode).toBe(200);
      expect(readiness.json().data).toMatchObject({ status: "ready", model: "unreachable" });
    },
    TEST_MS,
  );
});
