import { describe, expect, it } from "vitest";
import { redactText } from "./redaction";

describe("redactText", () => {
  it("replaces e-mail addresses", () => {
    expect(redactText("duplicate key: Key (email)=(ana.garcia@school.test) already exists")).toBe(
      "duplicate key: Key (email)=([email]) already exists",
    );
  });

  it("replaces bearer tokens and JWTs", () => {
    expect(redactText("Authorization: Bearer abc.DEF-123_x")).toBe("Authorization: Bearer [token]");
    expect(redactText("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here")).toBe("token [token] here");
  });

  it("drops the query and fragment of addresses, absolute or relative", () => {
    expect(redactText("GET http://localhost:3000/?code=abc&state=xyz failed")).toBe(
      "GET http://localhost:3000/ failed",
    );
    expect(redactText("navigated to /signup?email=ana%40school.test#top")).toBe("navigated to /signup");
    expect(redactText("http://api.test?token=secret")).toBe("http://api.test");
  });

  it("replaces ids, which open an essay's share page", () => {
    expect(redactText("/essays/0b7f6c1e-2d3a-4c5b-8e9f-a0b1c2d3e4f5/edit")).toBe("/essays/[id]/edit");
  });

  it("replaces the token of a share link, on the student's page and in the api's address", () => {
    expect(redactText("GET https://redpen.test/s/Qm9fYWxsX3Rva2VuX2lzX3NlY3JldDEy failed")).toBe(
      "GET https://redpen.test/s/[token] failed",
    );
    expect(redactText("/api/v1/shared-essays/Qm9fYWxsX3Rva2VuX2lzX3NlY3JldDEy: 410")).toBe(
      "/api/v1/shared-essays/[token]: 410",
    );
  });

  it("leaves other text as it is", () => {
    expect(redactText("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading 'map')",
    );
    expect(redactText("trace 0af7651916cd43dd8448eb211c80319c")).toBe("trace 0af7651916cd43dd8448eb211c80319c");
  });
});
