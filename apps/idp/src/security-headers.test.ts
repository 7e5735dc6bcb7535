import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserSession, formAction } from "./testing/browser-session";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "./testing/test-idp";

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp();
});
afterAll(async () => test?.close());

const PASSWORD = "correct horse battery";
const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

/** The CSP as a map of directive to its sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const csp = headers.get("content-security-policy") ?? "";
  return new Map(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The replies to check: a page, oidc-provider's own JSON endpoints, and errors of both kinds. */
const replies: [string, () => Promise<{ status: number; headers: Headers }>][] = [
  ["the login page", async () => browser().authorize()],
  ["the discovery document", async () => browser().request("/.well-known/openid-configuration")],
  ["the published keys", async () => browser().request("/jwks")],
  [
    "an authorization error page",
    async () => browser().request("/auth?client_id=unknown&response_type=code&scope=openid"),
  ],
  [
    "a token endpoint error",
    async () =>
      browser().request("/token", { grant_type: "authorization_code", code: "forged", client_id: "redpen-web" }),
  ],
  ["an unknown address", async () => browser().request("/no-such-page")],
];

describe("security headers", () => {
  it.each(replies)("are on %s", async (_name, send) => {
    const reply = await send();
    expect(reply.status).not.toBe(500);
    const policy = policyOf(reply.headers);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'", TEST_APP_URL]);
    for (const directive of ["script-src", "style-src"]) {
      expect(policy.get(directive)).toEqual(["'self'"]);
    }
    expect(reply.headers.get("x-frame-options")).toBe("DENY");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(reply.headers.get("permissions-policy")).toContain("camera=()");
    expect(reply.headers.get("strict-transport-security")).toBeNull();
  });

  it("leave the pages nothing inline to run: their stylesheet is a file served by the provider, kept by browsers", async () => {
    const page = await browser().authorize();
    expect(page.body).not.toMatch(/<style|<script|\sstyle=|\son\w+=/i);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1];
    expect(href).toMatch(/^\/assets\/idp\.[\w-]+\.css$/);
    const sheet = await browser().request(href!);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(sheet.headers.get("cache-control")).toContain("immutable");
    expect(sheet.body).toContain("box-sizing");
  });

  it("give the pages an icon of their own, so browsers do not ask for a /favicon.ico the provider does not have", async () => {
    const page = await browser().authorize();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page.body)?.[1];
    expect(href).toMatch(/^\/assets\/favicon\.[\w-]+\.svg$/);
    const icon = await browser().request(href!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.body).toContain("<svg");
  });

  it("show the picture of a marked essay beside the login and sign-up forms as a file of their own", async () => {
    for (const page of [await browser().authorize(), await browser().authorize({ screen_hint: "signup" })]) {
      const src = /<img class="marked-essay" src="([^"]+)"/.exec(page.body)?.[1];
      expect(src).toMatch(/^\/assets\/marked-essay\.[\w-]+\.svg$/);
      const picture = await browser().request(src!);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/svg+xml");
      // Drawn with attributes only: a <style> or script in it would need the CSP to allow them.
      expect(picture.body).not.toMatch(/<style|<script|\sstyle=|\son\w+=/i);
    }
  });

  it("let the logout page submit itself with a script file, not an inline one", async () => {
    const session = browser();
    const signUp = await session.authorize({ screen_hint: "signup" });
    await session.follow(formAction(signUp.body), { email: "leaving@school.test", password: PASSWORD });
    const login = await session.authorize();
    expect(
      (await session.follow(formAction(login.body), { email: "leaving@school.test", password: PASSWORD })).url,
    ).toContain("code=");

    const confirm = await session.request("/session/end");
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain("Logging out");
    const scripts = [...confirm.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![2]).toBe("");
    const src = /src="([^"]+)"/.exec(scripts[0]![1]!)?.[1];
    expect(src).toMatch(/^\/assets\/logout\.[\w-]+\.js$/);
    expect(policyOf(confirm.headers).get("script-src")).toEqual(["'self'"]);
    const script = await browser().request(src!);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain('getElementById("op.logoutForm")');
  });

  it("allow oidc-provider's own self-posting form (a signed-out logout) only by its script's hash", async () => {
    const reply = await browser().request("/session/end");
    const script = /<script>([\s\S]*?)<\/script>/.exec(reply.body)?.[1] ?? "";
    expect(script).toContain("submit()");
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(policyOf(reply.headers).get("script-src")).toEqual(["'self'", hash]);
  });
});
