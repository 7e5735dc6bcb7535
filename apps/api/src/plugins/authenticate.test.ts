import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";

const ctx = useTestApi();

async function meWith(authorization?: string) {
  const reply = await ctx.api.app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    headers: authorization ? { authorization } : {},
  });
  return { status: reply.statusCode, body: reply.json() };
}

const claims = { sub: "teacher-1", email: "teacher-1@school.test", email_verified: true };

describe("access tokens", () => {
  it("accepts a token of the configured issuer for the configured audience", async () => {
    expect((await meWith(`Bearer ${await ctx.issuer.token(claims)}`)).status).toBe(200);
  });

  it.each(["bearer", "BEARER", "bEaReR"])("takes the scheme in any case: %s", async (scheme) => {
    expect((await meWith(`${scheme} ${await ctx.issuer.token(claims)}`)).status).toBe(200);
  });

  it.each([
    ["no token", async () => undefined],
    ["a malformed token", async () => "Bearer not-a-jwt"],
    ["another scheme", async () => `Basic ${Buffer.from("a:b").toString("base64")}`],
    [
      "an expired token",
      async () => `Bearer ${await ctx.issuer.token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
    ],
    [
      "a token for another audience",
      async () => `Bearer ${await ctx.issuer.token(claims, { audience: "https://other.example/api" })}`,
    ],
    [
      "a token of another issuer",
      async () => `Bearer ${await ctx.issuer.token(claims, { issuer: "https://evil.example" })}`,
    ],
    [
      "a token signed with a key the issuer does not publish",
      async () => `Bearer ${await ctx.issuer.token(claims, { signWithStrangerKey: true })}`,
    ],
  ])("refuses %s with 401 and the error body", async (_name, authorization) => {
    const { status, body } = await meWith(await authorization());
    expect(status).toBe(401);
    expect(body).toEqual({ error_message: expect.any(String), error_code: "UNAUTHENTICATED" });
  });

  it("says the session expired for an expired token", async () => {
    const token = await ctx.issuer.token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await meWith(`Bearer ${token}`)).body.error_message).toMatch(/expired/);
  });
});
