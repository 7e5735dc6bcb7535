import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../testing/test-api";
import { useTestApi } from "../testing/essay-suite";

// Found by the fuzz test: what Fastify's router and Node's HTTP parser refuse before any route runs
// came back in their own shapes, not the api's error body.

const ctx = useTestApi();
let base: string;
beforeAll(async () => {
  base = await listenOnLoopback(ctx.api);
});

/** The headers every reply carries, set although no hook ran. */
function expectSecurityHeaders(reply: Response) {
  expect(reply.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  expect(reply.headers.get("x-frame-options")).toBe("DENY");
  expect(reply.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(reply.headers.get("permissions-policy")).toContain("camera=()");
}

describe("refusals made before a route runs carry the error body", () => {
  it("a broken %-escape in the address: 400", async () => {
    for (const path of ["/api/v1/essays/%zz", "/api/v1/images/%E0%A4%A/file", "/api/v1/organisations/%FF/users"]) {
      const reply = await fetch(base + path);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({
        error_code: "BAD_REQUEST",
        error_message: expect.stringMatching(/^This address is not valid/),
      });
      expectSecurityHeaders(reply);
    }
  });

  it("a path parameter over Fastify's length limit: 414", async () => {
    const reply = await fetch(`${base}/api/v1/essays/${"x".repeat(500)}`);
    expect(reply.status).toBe(414);
    expect(await reply.json()).toEqual({ error_code: "URI_TOO_LONG", error_message: "This address is too long." });
    expectSecurityHeaders(reply);
  });

  it("headers over Node's size limit: 431, and the connection closes", async () => {
    const reply = await fetch(`${base}/api/v1/health?pad=${"x".repeat(20_000)}`);
    expect(reply.status).toBe(431);
    expect(reply.headers.get("connection")).toBe("close");
    expect(await reply.json()).toEqual({
      error_code: "HEADERS_TOO_LARGE",
      error_message: "The request's address or headers are too large.",
    });
  });

  it("a request line HTTP cannot parse: 400", async () => {
    const { port } = ctx.api.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, method: "GET", path: "/api/v1/health", headers: { "content-length": "abc" } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      request.end();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error_code: "BAD_REQUEST",
      error_message: "The request could not be read.",
    });
  });
});
