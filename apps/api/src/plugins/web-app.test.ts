import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RuntimeConfig } from "@redpen/contract";
import { buildApi, type Api } from "../app";
import { readApiConfig } from "../config";
import { runtimeConfigOf } from "./web-app";
import { startTestApi, TEST_AUDIENCE, type TestContext } from "../testing/test-api";

let ctx: TestContext;
let withWeb: Api;
beforeAll(async () => {
  ctx = await startTestApi();
  const webDist = join(ctx.database.dataDir, "web");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Redpen</title>");
  writeFileSync(join(webDist, "assets", "app-123.js"), "console.log(1)");
  withWeb = await buildApi({ ...ctx.config, webDist });
});
afterAll(async () => {
  await withWeb?.app.close();
  await ctx?.close();
});

describe("the web app", () => {
  it("gets every runtime setting from /config.json", async () => {
    const reply = await ctx.api.app.inject({ method: "GET", url: "/config.json" });
    expect(RuntimeConfig.parse(reply.json())).toEqual({
      environment: "development",
      idp_domain: ctx.issuer.url,
      audience: TEST_AUDIENCE,
      client_id: "redpen-web",
      redirect_uri: "http://api.test/",
      backend_api_uri: "http://api.test",
      contact_email: "sales@redpen.app",
    });
  });

  it("gives the CONTACT_EMAIL setting to the billing page", () => {
    const config = readApiConfig({ CONTACT_EMAIL: "schools@example.org" });
    expect(runtimeConfigOf(config).contact_email).toBe("schools@example.org");
  });

  it("names Sentry and the analytics server only when they are set, and analytics only in production", () => {
    const none = runtimeConfigOf(readApiConfig({}));
    expect([none.sentry_dsn, none.analytics]).toEqual([undefined, undefined]);
    const production = {
      ENVIRONMENT: "production",
      APP_URL: "https://redpen.school.example",
      IDP_ISSUER: "https://login.redpen.school.example",
      SENTRY_DSN: "https://key@o1.ingest.sentry.io/2",
      PLAUSIBLE_DOMAIN: "redpen.school.example",
    };
    expect(runtimeConfigOf(readApiConfig(production))).toMatchObject({
      sentry_dsn: "https://key@o1.ingest.sentry.io/2",
      analytics: { domain: "redpen.school.example", host: "https://plausible.io" },
    });
    expect(runtimeConfigOf(readApiConfig({ ...production, ENVIRONMENT: "development" })).analytics).toBeUndefined();
  });

  it("is served with index.html for client routes and files as they are", async () => {
    const route = await withWeb.app.inject({ method: "GET", url: "/essays/123?x=1" });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain("<title>Redpen</title>");
    const asset = await withWeb.app.inject({ method: "GET", url: "/assets/app-123.js" });
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("never answers an unknown api path with the web app", async () => {
    const reply = await withWeb.app.inject({ method: "GET", url: "/api/v1/nothing-here" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error_code).toBe("NOT_FOUND");
  });
});
