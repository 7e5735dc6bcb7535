import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";

const ctx = useTestApi();

describe("error replies", () => {
  it("answers an unknown api route with 404 and the error body", async () => {
    const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error_message: "This address was not found.", error_code: "NOT_FOUND" });
  });

  it("answers an unknown method on a known path with 404 and the error body", async () => {
    const reply = await ctx.api.app.inject({ method: "DELETE", url: "/api/v1/health" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error_code).toBe("NOT_FOUND");
  });

  it("refuses a JSON body over 1 MiB with 413", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await ctx.api.app.inject({
      method: "PATCH",
      url: `/api/v1/organisations/${crypto.randomUUID()}`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ version: 2, data: { logo_image_id: null }, padding: "x".repeat(1024 * 1024 + 1) }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ error_message: "The request body is too large.", error_code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a malformed JSON body with 400", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await ctx.api.app.inject({
      method: "PATCH",
      url: `/api/v1/organisations/${crypto.randomUUID()}`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_code).toBe("BAD_REQUEST");
  });

  it("refuses a body in a content type no route reads with 415", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await ctx.api.app.inject({
      method: "PATCH",
      url: `/api/v1/organisations/${crypto.randomUUID()}`,
      headers: { authorization: `Bearer ${token}`, "content-type": "text/xml" },
      payload: "<organisation/>",
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual({ error_message: "Unsupported Media Type", error_code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("names the field of a malformed path parameter in words, its path apart", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await ctx.api.app.inject({
      method: "GET",
      url: "/api/v1/organisations/not-a-uuid",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_message: "The organisation id is not a valid id.",
      error_code: "VALIDATION_FAILED",
      error_field: "path.organisation_id",
    });
  });
});
