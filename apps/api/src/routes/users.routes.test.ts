import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";

const ctx = useTestApi();

const get = (url: string, token?: string) =>
  ctx.api.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("GET /api/v1/users/me", () => {
  it("creates a verified teacher on the first call, with an organisation of their own", async () => {
    const { token, email } = await ctx.teacherToken();
    const first = await get("/api/v1/users/me", token);
    expect(first.statusCode).toBe(200);
    const me = first.json();
    expect(me.data.email).toBe(email);
    expect(me.data.relationships.organisation_ids_sorted).toHaveLength(1);

    const again = await get("/api/v1/users/me", token);
    expect(again.json()).toEqual(me);
  });

  it("creates the user once when the first calls arrive together", async () => {
    const { token } = await ctx.teacherToken();
    const replies = await Promise.all(Array.from({ length: 8 }, () => get("/api/v1/users/me", token)));
    const ids = new Set(replies.map((reply) => reply.json().id));
    const organisations = new Set(
      replies.map((reply) => reply.json().data.relationships.organisation_ids_sorted.join()),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(organisations.size).toBe(1);
    const billing = await get("/api/v1/users/me/billing", token);
    expect(billing.json()).toEqual({
      data: { organisation_essay_quantity_remaining: 10, last_pack_essay_quantity: null },
    });
  });

  it("refuses a user whose email is not verified, without creating them", async () => {
    const { token, subject } = await ctx.teacherToken({ verified: false });
    const reply = await get("/api/v1/users/me", token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error_code).toBe("EMAIL_NOT_VERIFIED");
    const rows = await ctx.api.db.selectFrom("users").select("id").where("subject", "=", subject).execute();
    expect(rows).toHaveLength(0);
  });

  it("asks the issuer's userinfo endpoint when the token carries no email", async () => {
    const subject = "auth0|no-email-claim";
    ctx.issuer.userinfo.set(subject, { email: "Teacher@School.test", email_verified: true });
    const token = await ctx.issuer.token({ sub: subject });
    const reply = await get("/api/v1/users/me", token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.email).toBe("teacher@school.test");
  });
});

describe("GET /api/v1/users/me/billing", () => {
  it("gives a new teacher the 10 trial credits", async () => {
    const { token } = await ctx.teacherToken();
    const reply = await get("/api/v1/users/me/billing", token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      data: { organisation_essay_quantity_remaining: 10, last_pack_essay_quantity: null },
    });
  });

  it("lets a teacher who signs up through an invitation's link join the inviting organisation instead of getting a trial", async () => {
    const owner = await ctx.teacherToken();
    const ownerMe = (await get("/api/v1/users/me", owner.token)).json();
    const organisationId = ownerMe.data.relationships.organisation_ids_sorted[0];
    const invitationId = crypto.randomUUID();
    await ctx.api.db
      .insertInto("organisation_invitations")
      .values({
        id: invitationId,
        organisation_id: organisationId,
        email: "invited@school.test",
        invited_by_user_id: ownerMe.id,
        created_at: new Date().toISOString(),
        accepted_at: null,
      })
      .execute();

    const invited = await ctx.teacherToken({
      email: "invited@school.test",
      claims: { invitation_id: invitationId },
    });
    const me = (await get("/api/v1/users/me", invited.token)).json();
    expect(me.data.relationships.organisation_ids_sorted).toEqual([organisationId]);
    const ledger = await ctx.api.db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("organisation_id", "=", organisationId)
      .execute();
    expect(ledger.map((entry) => entry.delta)).toEqual([10]);
  });
});
