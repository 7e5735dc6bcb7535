import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentResponse } from "@redpen/contract";
import { PERMISSIONS_POLICY } from "@redpen/security-headers";
import { buildApi, type Api } from "../app";
import { readApiConfig } from "../config";
import { bearer } from "../testing/essays";
import { requestCheckout } from "../testing/payments";
import { listenOnLoopback, startTestApi, type TestContext } from "../testing/test-api";
import { imageFilePath, plainImage, uploadedImageId } from "../testing/uploads";
import { tinyWebApp } from "../testing/web-dist";

let ctx: TestContext;
let withWeb: Api;
let base: string;
let token: string;

beforeAll(async () => {
  ctx = await startTestApi();
  withWeb = await buildApi({ ...ctx.config, webDist: tinyWebApp() });
  base = await listenOnLoopback(withWeb);
  token = (await ctx.teacherToken()).token;
});
afterAll(async () => {
  await withWeb?.app.close();
  await ctx?.close();
});

/** The Content-Security-Policy as a map from directive to its sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy");
  expect(header, "a Content-Security-Policy header").toBeTruthy();
  return new Map(
    header!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every reply must carry, whatever it is. */
function expectProtected(response: Response) {
  const policy = policyOf(response);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  for (const directive of ["script-src", "style-src"]) {
    expect(policy.get(directive)).toContain("'self'");
    expect(policy.get(directive)!.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  }
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("strict-transport-security")).toBeNull();
  return policy;
}

const styleNonceOf = (policy: Map<string, string[]>) =>
  /^'nonce-(.+)'$/.exec(policy.get("style-src")!.find((source) => source.startsWith("'nonce-"))!)![1]!;

describe("security headers", () => {
  it("are on JSON replies, error replies and 404s of the api", async () => {
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    expectProtected(health);
    const unauthorised = await fetch(`${base}/api/v1/users/me`);
    expect(unauthorised.status).toBe(401);
    expectProtected(unauthorised);
    const invalid = await fetch(`${base}/api/v1/essays/not-an-id`, { headers: bearer(token) });
    expect(invalid.status).toBe(400);
    expectProtected(invalid);
    const unknown = await fetch(`${base}/api/v1/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error_code: string }).error_code).toBe("NOT_FOUND");
    expectProtected(unknown);
    const malformed = await fetch(`${base}/api/v1/essays`, {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expectProtected(malformed);
  });

  it("let the web app talk to the api and the identity provider only, with no error reporting or analytics set", async () => {
    const policy = expectProtected(await fetch(`${base}/config.json`));
    expect(policy.get("connect-src")).toEqual(["'self'", "http://api.test", new URL(ctx.issuer.url).origin]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "http://api.test", "blob:"]);
    expect(policy.get("form-action")).toEqual(["'self'", "http://api.test"]);
  });

  it("name a separate PUBLIC_API_URL and an outside OIDC_ISSUER, and serve images across sites then", async () => {
    const config = readApiConfig({
      ...process.env,
      APP_URL: "https://redpen.school.example",
      PUBLIC_API_URL: "https://api.redpen.example:8443/",
      OIDC_ISSUER: "https://login.example.org/tenant/v2.0",
    });
    const separate = await buildApi({
      ...ctx.config,
      appUrl: config.appUrl,
      publicApiUrl: config.publicApiUrl,
      oidc: { ...ctx.config.oidc, issuer: config.oidc.issuer },
    });
    try {
      const policy = expectProtected(await fetch(`${await listenOnLoopback(separate)}/config.json`));
      expect(policy.get("connect-src")).toEqual([
        "'self'",
        "https://redpen.school.example",
        "https://api.redpen.example:8443",
        "https://login.example.org",
      ]);
      expect(policy.get("img-src")).toEqual([
        "'self'",
        "https://redpen.school.example",
        "https://api.redpen.example:8443",
        "blob:",
      ]);
      // The checkout page posts to the api and is sent on to the web app.
      expect(policy.get("form-action")).toEqual([
        "'self'",
        "https://redpen.school.example",
        "https://api.redpen.example:8443",
      ]);
      const imageId = await uploadedImageId(ctx, token);
      const file = await separate.app.inject({ method: "GET", url: await imageFilePath(ctx, imageId) });
      expect(file.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    } finally {
      await separate.app.close();
    }
  });

  it("give each load of the web app its own style nonce, in the header and in index.html, never stored", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/essays/123?x=1", "/index.html"]) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      const policy = expectProtected(page);
      const nonce = styleNonceOf(policy);
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      const html = await page.text();
      expect(html).toContain(`<head><meta property="csp-nonce" nonce="${nonce}"><title>Redpen</title>`);
      expect(page.headers.get("cache-control")).toBe("no-store");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("are on the web app's files", async () => {
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect(await asset.text()).toBe("console.log(1)");
    expectProtected(asset);
  });

  it("give the checkout page's inline styles the reply's nonce", async () => {
    const { uri } = PaymentResponse.parse(
      (await requestCheckout(ctx, token, { name: "20 essays", price_cents: 1900, essay_quantity: 20 })).json(),
    ).data;
    const page = await fetch(`${base}${new URL(uri).pathname}`);
    expect(page.status).toBe(200);
    const nonce = styleNonceOf(expectProtected(page));
    expect(await page.text()).toContain(`<style nonce="${nonce}">`);
    const unknown = await fetch(`${base}/api/v1/checkout/no-such-session`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(`<style nonce="${styleNonceOf(expectProtected(unknown))}">`);
  });

  it("serve an image's file as its type, inline, with no file name", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const imageId = await uploadedImageId(ctx, token, await plainImage(format));
      const file = await fetch(`${base}${await imageFilePath(ctx, imageId)}`);
      expect(file.status).toBe(200);
      expectProtected(file);
      expect(file.headers.get("content-type")).toBe(`image/${format}`);
      expect(file.headers.get("content-disposition")).toBe("inline");
      expect(file.headers.get("cross-origin-resource-policy")).toBe("same-site");
    }
  });

  it("are on the operator's mailbox, which keeps its own stricter Referrer-Policy", async () => {
    const mailbox = await fetch(
      `${base}${new URL(withWeb.mailboxUrl!).pathname}${new URL(withWeb.mailboxUrl!).search}`,
    );
    expect(mailbox.status).toBe(200);
    const policy = policyOf(mailbox);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(mailbox.headers.get("referrer-policy")).toBe("no-referrer");
    expect(mailbox.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(await mailbox.text()).toContain(`<style nonce="${styleNonceOf(policy)}">`);
  });

  it("send HSTS only behind a TLS proxy (TRUST_PROXY=true), and take the client's address from its X-Forwarded-For then", async () => {
    // The proxy appends the address it saw; what the client wrote before it is not to be trusted.
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.7, 203.0.113.9" };
    const addressesLogged = async (trustProxy: boolean) => {
      const lines: string[] = [];
      const api = await buildApi(
        { ...ctx.config, trustProxy },
        { logger: true, logStream: { write: (line) => lines.push(line) } },
      );
      try {
        const reply = await fetch(`${await listenOnLoopback(api)}/api/v1/health`, { headers: forwarded });
        return {
          hsts: reply.headers.get("strict-transport-security"),
          addresses: lines.map((line) => JSON.parse(line).req?.remoteAddress).filter(Boolean),
        };
      } finally {
        await api.app.close();
      }
    };
    expect(await addressesLogged(readApiConfig({}).trustProxy)).toEqual({ hsts: null, addresses: ["127.0.0.1"] });
    expect(await addressesLogged(readApiConfig({ TRUST_PROXY: "true" }).trustProxy)).toEqual({
      hsts: "max-age=31536000; includeSubDomains",
      addresses: ["203.0.113.9"],
    });
  });
});
