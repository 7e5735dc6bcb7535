import { describe, expect, it } from "vitest";
import { call } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { addressPath, imageFilePath, uploadedImageId } from "../testing/uploads";
import { invitedTeacher, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const get = (url: string, token: string) =>
  ctx.api.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

describe("GET /api/v1/organisations/:organisation_id", () => {
  it("gives a member the school's version, logo, name and owners (its creator, until others are named)", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const reply = await get(`/api/v1/organisations/${owner.organisationId}`, colleague.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      id: owner.organisationId,
      version: 1,
      data: {
        logo_image_id: null,
        name: `${owner.email}'s school`,
        owner_user_ids: [owner.userId],
        address: null,
        vat_number: null,
      },
    });
  });

  it("refuses a teacher of another organisation with 403", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    const reply = await get(`/api/v1/organisations/${owner.organisationId}`, stranger.token);
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
    ctx.api.app.inject({
      method: "PATCH",
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it("takes the stored version + 1 and bumps it, refusing a stale version with 409", async () => {
    const { token, organisationId } = await newTeacher(ctx);
    const url = `/api/v1/organisations/${organisationId}`;
    const saved = await patch(url, token, { version: 2, data: { logo_image_id: null } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const stale = await patch(url, token, { version: 2, data: { logo_image_id: null } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error_message: expect.stringContaining("its version is now 2, so send 3"),
      error_code: "CONFLICT",
    });
    expect((await get(url, token)).json().version).toBe(2);
    expect((await patch(url, token, { version: 7, data: { logo_image_id: null } })).statusCode).toBe(409);
  });

  it("sets the logo to an image the teacher uploaded, and null removes it", async () => {
    const teacher = await newTeacher(ctx);
    const imageId = await uploadedImageId(ctx, teacher.token);
    const url = `/api/v1/organisations/${teacher.organisationId}`;
    const saved = await patch(url, teacher.token, { version: 2, data: { logo_image_id: imageId } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: teacher.organisationId,
      version: 2,
      data: { logo_image_id: imageId, owner_user_ids: [teacher.userId] },
    });
    expect((await get(url, teacher.token)).json().data.logo_image_id).toBe(imageId);
    // The teacher's schools name their logo, so that the header asks for a logo only where there is one.
    const schoolLogo = async () =>
      (await call(ctx, "GET", "/users/me", teacher.token)).json().data.organisations[0].logo_image_id;
    expect(await schoolLogo()).toBe(imageId);

    const removed = await patch(url, teacher.token, { version: 3, data: { logo_image_id: null } });
    expect(removed.json()).toMatchObject({ id: teacher.organisationId, version: 3, data: { logo_image_id: null } });
    expect((await call(ctx, "GET", `/organisations/${teacher.organisationId}/logo`)).statusCode).toBe(404);
    expect(await schoolLogo()).toBeNull();
  });

  it("refuses another teacher's image with 404, even a colleague's, but lets a colleague save the current logo again", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const stranger = await newTeacher(ctx);
    const url = `/api/v1/organisations/${owner.organisationId}`;
    for (const imageId of [await uploadedImageId(ctx, stranger.token), await uploadedImageId(ctx, colleague.token)]) {
      const reply = await patch(url, owner.token, { version: 2, data: { logo_image_id: imageId } });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        error_message: expect.stringMatching(/^This image was not found among the images you uploaded/),
        error_code: "NOT_FOUND",
      });
    }
    expect((await get(url, owner.token)).json()).toMatchObject({
      id: owner.organisationId,
      version: 1,
      data: { logo_image_id: null },
    });

    const logoId = await uploadedImageId(ctx, owner.token);
    expect((await patch(url, owner.token, { version: 2, data: { logo_image_id: logoId } })).statusCode).toBe(200);
    const again = await patch(url, colleague.token, { version: 3, data: { logo_image_id: logoId } });
    expect(again.json()).toMatchObject({ id: owner.organisationId, version: 3, data: { logo_image_id: logoId } });
  });

  it("lets one of two changes sent at once with the same version through, the other getting 409", async () => {
    const teacher = await newTeacher(ctx);
    const url = `/api/v1/organisations/${teacher.organisationId}`;
    const imageIds = [await uploadedImageId(ctx, teacher.token), await uploadedImageId(ctx, teacher.token)];
    const replies = await Promise.all(
      imageIds.map((imageId) => patch(url, teacher.token, { version: 2, data: { logo_image_id: imageId } })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await get(url, teacher.token)).json().version).toBe(2);
  });

  it.each([
    ["a missing version", { data: { logo_image_id: null } }, "version", /^The school's version is missing\.$/],
    [
      "a version of the wrong type",
      { version: "2", data: { logo_image_id: null } },
      "version",
      /^The school's version must be a number\.$/,
    ],
    [
      "a malformed image id",
      { version: 2, data: { logo_image_id: 42 } },
      "data.logo_image_id",
      /^The logo must be text\.$/,
    ],
    ["missing data", { version: 2 }, "data", /^The change is missing\.$/],
    [
      "neither a logo nor a name",
      { version: 2, data: {} },
      "data",
      /^Check the change: send logo_image_id, name, address or vat_number\.$/,
    ],
    ["a blank name", { version: 2, data: { name: "   " } }, "data.name", /^The school's name cannot be empty\.$/],
    [
      "a name of 121 characters",
      { version: 2, data: { name: "a".repeat(121) } },
      "data.name",
      /^The school's name can be at most 120 characters\.$/,
    ],
    [
      "a name with a control character",
      { version: 2, data: { name: "School\u0007" } },
      "data.name",
      /^The school's name holds invisible characters/,
    ],
    ["a name of the wrong type", { version: 2, data: { name: 7 } }, "data.name", /^The school's name must be text\.$/],
    [
      "a version below 1",
      { version: 0, data: { logo_image_id: null } },
      "version",
      /^The school's version cannot be below 1\.$/,
    ],
    [
      "an oversized image id",
      { version: 2, data: { logo_image_id: "a".repeat(5000) } },
      "data.logo_image_id",
      /^The logo is not a valid id\.$/,
    ],
    [
      "an unknown field",
      { version: 2, data: { logo_image_id: null }, name: "x" },
      "",
      /^The request holds a field Redpen does not take: name\.$/,
    ],
    [
      "an unknown data field",
      { version: 2, data: { logo_image_id: null, owner: true } },
      "data",
      /^The change holds a field Redpen does not take: owner\.$/,
    ],
  ])("refuses %s with 400 naming the field in words, changing nothing", async (_name, payload, field, message) => {
    const { token, organisationId } = await newTeacher(ctx);
    const url = `/api/v1/organisations/${organisationId}`;
    const reply = await patch(url, token, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_message: expect.stringMatching(message),
      error_code: "VALIDATION_FAILED",
      ...(field ? { error_field: field } : {}),
    });
    expect((await get(url, token)).json().version).toBe(1);
  });

  it("refuses an image that does not exist with 404", async () => {
    const { token, organisationId } = await newTeacher(ctx);
    const reply = await patch(`/api/v1/organisations/${organisationId}`, token, {
      version: 2,
      data: { logo_image_id: crypto.randomUUID() },
    });
    expect(reply.statusCode).toBe(404);
  });

  it("refuses a teacher of another organisation with 403 and no token with 401", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    const url = `/api/v1/organisations/${owner.organisationId}`;
    expect((await patch(url, stranger.token, { version: 2, data: { logo_image_id: null } })).statusCode).toBe(403);
    const anonymous = await ctx.api.app.inject({
      method: "PATCH",
      url,
      payload: { version: 2, data: { logo_image_id: null } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/v1/organisations/:organisation_id/logo", () => {
  it("gives anyone the logo's image, with no token, after it is uploaded and saved", async () => {
    const teacher = await newTeacher(ctx);
    const imageId = await uploadedImageId(ctx, teacher.token);
    await call(ctx, "PATCH", `/organisations/${teacher.organisationId}`, teacher.token, {
      version: 2,
      data: { logo_image_id: imageId },
    });

    const reply = await call(ctx, "GET", `/organisations/${teacher.organisationId}/logo`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      id: imageId,
      data: { uri: `http://api.test${await imageFilePath(ctx, imageId)}`, transcription_evaluation: null },
    });
    const file = await ctx.api.app.inject({ method: "GET", url: addressPath(reply.json().data.uri) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");

    const withBadToken = await ctx.api.app.inject({
      method: "GET",
      url: `/api/v1/organisations/${teacher.organisationId}/logo`,
      headers: { authorization: "Bearer nonsense" },
    });
    expect(withBadToken.json()).toEqual(reply.json());
  });

  it("answers 404 for an organisation without a logo or an unknown one, and 400 for a malformed id", async () => {
    const teacher = await newTeacher(ctx);
    const none = await call(ctx, "GET", `/organisations/${teacher.organisationId}/logo`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error_message: "This school's logo was not found.", error_code: "NOT_FOUND" });
    expect((await call(ctx, "GET", `/organisations/${crypto.randomUUID()}/logo`)).json()).toEqual({
      error_message: "This school was not found.",
      error_code: "NOT_FOUND",
    });
    const malformed = await call(ctx, "GET", "/organisations/not-a-uuid/logo");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error_message: "The organisation id is not a valid id.",
      error_field: "path.organisation_id",
    });
  });
});
