import { describe, expect, it } from "vitest";
import type { OrganisationBillingResponse } from "@redpen/contract";
import { insertEssayRow } from "../testing/essay-rows";
import { createTextEssay, setCredits, waitForCorrection } from "../testing/essays";
import { call, invite } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { invitedTeacher, meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const DAY_MS = 24 * 60 * 60 * 1000;
const billingUrl = (organisationId: string) => `/organisations/${organisationId}/billing`;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe("GET /api/v1/organisations/:organisation_id/billing", () => {
  it("gives a new organisation its trial credits and every member with 0 essays over the last 30 days", async () => {
    const owner = await newTeacher(ctx);
    const before = Date.now();
    const reply = await call(ctx, "GET", billingUrl(owner.organisationId), owner.token);
    expect(reply.statusCode).toBe(200);
    const billing: OrganisationBillingResponse = reply.json();
    expect(billing).toEqual({
      data: {
        essay_quantity_remaining: 10,
        essays_corrected_per_user: {
          start_date: expect.any(String),
          end_date: expect.any(String),
          users: [{ email: owner.email, name: null, essays_corrected: 0 }],
        },
      },
    });
    const { start_date, end_date } = billing.data.essays_corrected_per_user;
    expect(Date.parse(end_date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(end_date) - Date.parse(start_date)).toBe(30 * DAY_MS);
    expect(new Date(start_date).toISOString()).toBe(start_date);
  });

  it("counts the organisation's corrected essays of the last 30 days per teacher, most first, also of a teacher who left", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const leaver = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const idle = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const organisationId = owner.organisationId;
    const asOwner = { userId: owner.userId, organisationId };
    const asColleague = { userId: colleague.userId, organisationId };

    // One essay through the whole real flow: created over HTTP, corrected by the queue.
    const real = await createTextEssay(ctx, colleague.token);
    expect((await waitForCorrection(ctx, real.id)).data.status).toBe("SUCCESS");
    for (const days of [1, 29])
      await insertEssayRow(ctx.api.db, asColleague, { status: "SUCCESS", created_at: daysAgo(days) });
    await insertEssayRow(ctx.api.db, asColleague, { status: "SUCCESS", created_at: daysAgo(31) });
    await insertEssayRow(ctx.api.db, asColleague, { status: "FAILURE" });
    await insertEssayRow(ctx.api.db, asColleague, { status: "PENDING" });
    await insertEssayRow(
      ctx.api.db,
      { userId: colleague.userId, organisationId: (await newTeacher(ctx)).organisationId },
      { status: "SUCCESS" },
    );
    for (let i = 0; i < 2; i++)
      await insertEssayRow(ctx.api.db, asOwner, { status: "SUCCESS", created_at: daysAgo(2) });
    for (let i = 0; i < 2; i++)
      await insertEssayRow(
        ctx.api.db,
        { userId: leaver.userId, organisationId },
        { status: "SUCCESS", created_at: daysAgo(3) },
      );
    expect(
      (await call(ctx, "DELETE", `/organisations/${organisationId}/users/${leaver.userId}`, owner.token)).statusCode,
    ).toBe(204);

    // A teacher who gave their name is listed with it, for the page to call them by it.
    await call(ctx, "PATCH", "/users/me", colleague.token, { data: { name: "Ana García" } });
    const billing: OrganisationBillingResponse = (
      await call(ctx, "GET", billingUrl(organisationId), colleague.token)
    ).json();
    const tied = [owner.email, leaver.email].sort();
    expect(billing.data.essays_corrected_per_user.users).toEqual([
      { email: colleague.email, name: "Ana García", essays_corrected: 3 },
      { email: tied[0], name: null, essays_corrected: 2 },
      { email: tied[1], name: null, essays_corrected: 2 },
      { email: idle.email, name: null, essays_corrected: 0 },
    ]);
    expect(billing.data.essay_quantity_remaining).toBe(9);
  });

  it("never reports fewer than 0 credits", async () => {
    const owner = await newTeacher(ctx);
    await setCredits(ctx, owner.organisationId, -3);
    expect(
      (await call(ctx, "GET", billingUrl(owner.organisationId), owner.token)).json().data.essay_quantity_remaining,
    ).toBe(0);
    expect((await call(ctx, "GET", "/users/me/billing", owner.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 0, last_pack_essay_quantity: null },
    });
  });

  it("refuses no token with 401, a malformed id with 400, an unknown organisation with 404 and a stranger with 403", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await call(ctx, "GET", billingUrl(owner.organisationId))).statusCode).toBe(401);
    const malformed = await call(ctx, "GET", billingUrl("123"), owner.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error_message: "The organisation id is not a valid id.",
      error_field: "path.organisation_id",
    });
    expect((await call(ctx, "GET", billingUrl(crypto.randomUUID()), owner.token)).statusCode).toBe(404);
    const forbidden = await call(ctx, "GET", billingUrl(owner.organisationId), stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error_code).toBe("FORBIDDEN");
  });
});

describe("GET /api/v1/users/me/billing", () => {
  it("reports the credits of the school the teacher chose, and of their other one once removed from it", async () => {
    const school = await newTeacher(ctx);
    await setCredits(ctx, school.organisationId, 250);
    const teacher = await newTeacher(ctx);
    const invitation = (await invite(ctx, school.token, school.organisationId, teacher.email)).json().data;
    await call(ctx, "POST", `/users/me/invitations/${invitation.id}/join`, teacher.token);
    expect((await call(ctx, "GET", "/users/me/billing", teacher.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 10, last_pack_essay_quantity: null },
    });
    await call(ctx, "PATCH", "/users/me", teacher.token, { data: { current_organisation_id: school.organisationId } });
    expect((await call(ctx, "GET", "/users/me/billing", teacher.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 250, last_pack_essay_quantity: null },
    });

    await call(ctx, "DELETE", `/organisations/${school.organisationId}/users/${teacher.userId}`, school.token);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);
    expect((await call(ctx, "GET", "/users/me/billing", teacher.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 10, last_pack_essay_quantity: null },
    });
  });
});
