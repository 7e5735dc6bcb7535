import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTextEssay, waitForCorrection } from "../testing/essays";
import { startTestApi, type TestContext } from "../testing/test-api";
import { newTeacher } from "../testing/teachers";

const TOKEN = "scrape-token-of-the-school-0123";

let ctx: TestContext;
let off: TestContext;
beforeAll(async () => {
  [ctx, off] = await Promise.all([startTestApi({ METRICS_TOKEN: TOKEN }), startTestApi()]);
});
afterAll(async () => Promise.all([ctx?.close(), off?.close()]));

const scrape = (api: TestContext, authorization?: string) =>
  api.api.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus's text format. */
const valueOf = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it("answers only the scraper with the token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const reply = await scrape(ctx, authorization);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().error_code).toBe("UNAUTHENTICATED");
    }
  });

  it(
    "counts requests by route, essays by status, the queue, the corrections and the engine's calls",
    { timeout: 120_000 },
    async () => {
      // This process's own figures (the engine's calls, the corrections) count other test files' work too.
      const processSeries = [
        'redpen_correction_seconds_count{input_method="TEXT"}',
        'redpen_engine_call_seconds_count{kind="assess",outcome="answered"}',
      ];
      const before = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
      const teacher = await newTeacher(ctx);
      const essay = await createTextEssay(ctx, teacher.token);
      await waitForCorrection(ctx, essay.id);
      const reply = await scrape(ctx, `Bearer ${TOKEN}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["content-type"]).toContain("text/plain");
      const text = reply.body;
      expect(valueOf(text, 'redpen_essays{status="SUCCESS"}')).toBe(1);
      expect(valueOf(text, 'redpen_essays{status="PENDING"}')).toBe(0);
      expect(valueOf(text, "redpen_oldest_pending_essay_age_seconds")).toBe(0);
      expect(valueOf(text, "redpen_credits_sold")).toBe(0);
      for (const series of processSeries)
        expect((valueOf(text, series) ?? 0) - (valueOf(before, series) ?? 0), series).toBe(1);
      // The route's pattern, not the essay's own address.
      expect(
        valueOf(
          text,
          'redpen_http_request_duration_seconds_count{method="GET",route="/api/v1/essays/:essay_id",status_code="200"}',
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(essay.id);
      expect(text).toContain("redpen_process_resident_memory_bytes");
    },
  );

  it("shows how long the oldest waiting essay has waited", async () => {
    const teacher = await newTeacher(ctx);
    await ctx.api.queue.stop();
    await createTextEssay(ctx, teacher.token);
    await new Promise((done) => setTimeout(done, 1100));
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'redpen_essays{status="PENDING"}')).toBe(1);
    expect(valueOf(text, "redpen_oldest_pending_essay_age_seconds")).toBeGreaterThanOrEqual(1);
  });
});
