import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestContext } from "../testing/test-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApi();
});
afterAll(async () => ctx?.close());

describe("GET /api/v1/health", () => {
  it("answers without a token once the database is reachable", async () => {
    const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { status: "ok" } });
  });
});
