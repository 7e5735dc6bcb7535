import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";

const ctx = useTestApi();

const ready = () => ctx.api.app.inject({ method: "GET", url: "/api/v1/health/ready" });

describe("GET /api/v1/health", () => {
  it("answers without a token once the database is reachable", async () => {
    const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { status: "ok" } });
  });
});

describe("GET /api/v1/health/ready", () => {
  it("is ready once the database answers, the queue runs and the engine is loaded", { timeout: 120_000 }, async () => {
    await ctx.api.app.ready();
    await ctx.api.engine.warm();
    const reply = await ready();
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      data: { status: "ready", database: "reachable", queue: "running", engine: "warm", model: "not-set" },
    });
  });

  it("says why it is not ready, with a 503, while liveness stays ok", async () => {
    await ctx.api.queue.stop();
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      data: { status: "not-ready", database: "reachable", queue: "stopped", engine: "warm", model: "not-set" },
    });
    expect((await ctx.api.app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
  });
});

describe("request ids", () => {
  it("gives each reply its own id, which a client cannot choose", async () => {
    const first = await ctx.api.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-request-id": "chosen-by-client" },
    });
    const second = await ctx.api.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });
});
