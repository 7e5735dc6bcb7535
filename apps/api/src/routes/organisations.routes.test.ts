import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestContext } from "../testing/test-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApi();
});
afterAll(async () => ctx?.close());

const get = (url: string, token: string) => ctx.api.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

async function organisationOf(token: string): Promise<string> {
  return (await get("/api/v1/users/me", token)).json().data.relationships.organisation_ids_sorted[0];
}

describe("GET /api/v1/organisations/:organisation_id", () => {
  it("gives a member the organisation's version and logo", async () => {
    const { token } = await ctx.teacherToken();
    const organisationId = await organisationOf(token);
    const reply = await get(`/api/v1/organisations/${organisationId}`, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: organisationId, version: 1, data: { logo_image_id: null } });
  });

  it("refuses a teacher of another organisation with 403", async () => {
    const owner = await ctx.teacherToken();
    const stranger = await ctx.teacherToken();
    const reply = await get(`/api/v1/organisations/${await organisationOf(owner.token)}`, stranger.token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error_code).toBe("FORBIDDEN");
  });

  it("answers an unknown organisation with 404", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await get(`/api/v1/organisations/${crypto.randomUUID()}`, token);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error_code).toBe("NOT_FOUND");
  });
});
