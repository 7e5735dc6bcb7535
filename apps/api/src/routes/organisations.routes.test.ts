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

describe("PATCH /api/v1/organisations/:organisation_id", () => {
  const patch = (url: string, token: string, payload: unknown) =>
    ctx.api.app.inject({ method: "PATCH", url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

  it("takes the stored version + 1 and bumps it, refusing a stale version with 409", async () => {
    const { token } = await ctx.teacherToken();
    const url = `/api/v1/organisations/${await organisationOf(token)}`;
    const saved = await patch(url, token, { version: 2, data: { logo_image_id: null } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const stale = await patch(url, token, { version: 2, data: { logo_image_id: null } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_code).toBe("CONFLICT");
    expect((await get(url, token)).json().version).toBe(2);
  });

  it.each([
    ["a missing version", { data: { logo_image_id: null } }, /^version: /],
    ["a version of the wrong type", { version: "2", data: { logo_image_id: null } }, /^version: /],
    ["a malformed image id", { version: 2, data: { logo_image_id: 42 } }, /^data\.logo_image_id: /],
    ["missing data", { version: 2 }, /^data: /],
    ["an unknown field", { version: 2, data: { logo_image_id: null }, name: "x" }, /name/],
  ])("refuses %s with 400 naming the field, changing nothing", async (_name, payload, message) => {
    const { token } = await ctx.teacherToken();
    const url = `/api/v1/organisations/${await organisationOf(token)}`;
    const reply = await patch(url, token, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error_message: expect.stringMatching(message), error_code: "VALIDATION_FAILED" });
    expect((await get(url, token)).json().version).toBe(1);
  });

  it("refuses an image that does not exist with 404", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await patch(`/api/v1/organisations/${await organisationOf(token)}`, token, { version: 2, data: { logo_image_id: crypto.randomUUID() } });
    expect(reply.statusCode).toBe(404);
  });

  it("refuses a teacher of another organisation with 403 and no token with 401", async () => {
    const owner = await ctx.teacherToken();
    const stranger = await ctx.teacherToken();
    const url = `/api/v1/organisations/${await organisationOf(owner.token)}`;
    expect((await patch(url, stranger.token, { version: 2, data: { logo_image_id: null } })).statusCode).toBe(403);
    const anonymous = await ctx.api.app.inject({ method: "PATCH", url, payload: { version: 2, data: { logo_image_id: null } } });
    expect(anonymous.statusCode).toBe(401);
  });
});
