import { describe, expect, it } from "vitest";
import { EMAIL_MAX_CHARS } from "@redpen/contract";
import { FileMailbox } from "@redpen/mail";
import { createTextEssay, postEssay, textEssayData } from "../testing/essays";
import { call, invite, latestMailTo, teachersOf } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { invitedTeacher, meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const freshEmail = () => `teacher-${crypto.randomUUID()}@school.test`;
const usersUrl = (organisationId: string) => `/organisations/${organisationId}/users`;

describe("GET /api/v1/organisations/:organisation_id/users", () => {
  it("lists the members by join time, then the invitations nobody has taken up", async () => {
    const owner = await newTeacher(ctx);
    const joined = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const pendingEmail = freshEmail();
    const invitation = (await invite(ctx, owner.token, owner.organisationId, pendingEmail)).json().data;

    const reply = await call(ctx, "GET", usersUrl(owner.organisationId), owner.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      data: [
        {
          id: owner.userId,
          data: {
            email: owner.email,
            name: null,
            relationships: { organisation_ids_sorted: [owner.organisationId] },
            role: "owner",
          },
        },
        {
          id: joined.userId,
          data: {
            email: joined.email,
            name: null,
            relationships: { organisation_ids_sorted: [owner.organisationId] },
            role: "teacher",
          },
        },
        {
          id: invitation.id,
          data: { email: pendingEmail, name: null, relationships: { organisation_ids_sorted: [] }, role: "invited" },
        },
      ],
    });
  });

  it("refuses no token with 401, a malformed id with 400, an unknown organisation with 404 and a stranger with 403", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await call(ctx, "GET", usersUrl(owner.organisationId))).statusCode).toBe(401);
    const malformed = await call(ctx, "GET", usersUrl("not-a-uuid"), owner.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error_message: "The organisation id is not a valid id.",
      error_code: "VALIDATION_FAILED",
      error_field: "path.organisation_id",
    });
    expect((await call(ctx, "GET", usersUrl(crypto.randomUUID()), owner.token)).json().error_code).toBe("NOT_FOUND");
    const forbidden = await call(ctx, "GET", usersUrl(owner.organisationId), stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error_code).toBe("FORBIDDEN");
  });
});

describe("POST /api/v1/organisations/:organisation_id/users", () => {
  it("invites a teacher by email and mails them a sign-up link and a login link", async () => {
    const owner = await newTeacher(ctx);
    const email = `new.teacher+${crypto.randomUUID().slice(0, 8)}@school.test`;
    const reply = await invite(ctx, owner.token, owner.organisationId, `  ${email.toUpperCase()} `);
    expect(reply.statusCode).toBe(201);
    const invited = reply.json();
    expect(invited).toEqual({
      data: {
        id: expect.any(String),
        data: { email, name: null, relationships: { organisation_ids_sorted: [] }, role: "invited" },
      },
    });
    expect((await teachersOf(ctx, owner.token, owner.organisationId)).map((user) => user.data.email)).toEqual([
      owner.email,
      email,
    ]);

    const mail = await latestMailTo(ctx, email);
    expect(mail?.subject).toBe(`${owner.email} invited you to join ${owner.email}'s school on Redpen`);
    const encoded = encodeURIComponent(email);
    const signUpLink = `http://api.test/signup?email=${encoded}&invitation=${invited.data.id}`;
    expect(mail?.text).toContain(signUpLink);
    expect(mail?.text).toContain(`http://api.test/login?email=${encoded}`);
    expect(mail?.text).toMatch(/already have a Redpen account, log in and choose 'Join' \(or 'Decline'\)/);
    expect(mail?.html).toContain(`href="${signUpLink.replace("&", "&amp;")}"`);
  });

  it("sends the email again to an invited address, keeping its one invitation and its link", async () => {
    const owner = await newTeacher(ctx);
    const email = freshEmail();
    const first = await invite(ctx, owner.token, owner.organisationId, email);
    const again = await invite(ctx, owner.token, owner.organisationId, email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const sent = await new FileMailbox(ctx.config.mail.mailDir).list({ to: email });
    expect(sent.map((mail) => mail.text.includes(`&invitation=${first.json().data.id}\n`))).toEqual([true, true]);
    const mails = await ctx.api.db
      .selectFrom("organisation_invitations")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(2);
  });

  it("makes one invitation when the same email is invited several times at once", async () => {
    const owner = await newTeacher(ctx);
    const email = freshEmail();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => invite(ctx, owner.token, owner.organisationId, email)),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.json().data.id)).size).toBe(1);
    const rows = await ctx.api.db
      .selectFrom("organisation_invitations")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a member's email with 409, whatever its case", async () => {
    const owner = await newTeacher(ctx);
    const joined = await invitedTeacher(ctx, owner.token, owner.organisationId);
    for (const email of [owner.email.toUpperCase(), joined.email]) {
      const reply = await invite(ctx, owner.token, owner.organisationId, email);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        error_message: `${email.toLowerCase()} is already a teacher of this school.`,
        error_code: "CONFLICT",
      });
    }
  });

  it.each<[string, object, RegExp, string?]>([
    [
      "an invalid email",
      { data: { email: "not-an-email" } },
      /^Check the email address: enter a valid email address\.$/,
    ],
    ["an email with a space", { data: { email: "a b@school.test" } }, /^Check the email address: /],
    ["an email of the wrong type", { data: { email: 42 } }, /^The email address must be text\.$/],
    ["a missing email", { data: {} }, /^The email address is missing\.$/],
    ["missing data", {}, /^The invitation is missing\.$/, "data"],
    [
      "an oversized email",
      { data: { email: `${"a".repeat(EMAIL_MAX_CHARS)}@school.test` } },
      /^The email address can be at most 320 characters\.$/,
    ],
    [
      "an unknown field",
      { data: { email: "x@school.test", role: "admin" } },
      /^The invitation holds a field Redpen does not take: role\.$/,
      "data",
    ],
    ["two addresses with a comma", { data: { email: "evil@x.yz,victim@y.zz" } }, /^Enter one email address/],
    ["an address with HTML", { data: { email: "<b>hi</b>@x.yz" } }, /^Enter one email address/],
    ["two addresses with a semicolon", { data: { email: "evil@x.yz;victim@y.zz" } }, /^Enter one email address/],
    ["a quoted address", { data: { email: '"a"@x.yz' } }, /^Enter one email address/],
  ])("refuses %s with 400 naming the field in words, inviting nobody", async (_name, payload, message, field) => {
    const owner = await newTeacher(ctx);
    const reply = await call(ctx, "POST", usersUrl(owner.organisationId), owner.token, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_message: expect.stringMatching(message),
      error_code: "VALIDATION_FAILED",
      error_field: field ?? "data.email",
    });
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(1);
    expect(
      await ctx.api.db
        .selectFrom("organisation_invitations")
        .select("id")
        .where("organisation_id", "=", owner.organisationId)
        .execute(),
    ).toHaveLength(0);
  });

  it("refuses no token with 401, an unknown organisation with 404 and a stranger with 403", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    const payload = { data: { email: freshEmail() } };
    expect((await call(ctx, "POST", usersUrl(owner.organisationId), undefined, payload)).statusCode).toBe(401);
    expect((await call(ctx, "POST", usersUrl(crypto.randomUUID()), owner.token, payload)).statusCode).toBe(404);
    expect((await call(ctx, "POST", usersUrl(owner.organisationId), stranger.token, payload)).statusCode).toBe(403);
    expect((await call(ctx, "POST", usersUrl("42"), owner.token, payload)).statusCode).toBe(400);
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(1);
  });
});

describe("joining an organisation", () => {
  it("lets an invited person who signs up join with no trial organisation of their own", async () => {
    const owner = await newTeacher(ctx);
    const joined = await invitedTeacher(ctx, owner.token, owner.organisationId);
    expect((await meOf(ctx, joined.token)).organisationIds).toEqual([owner.organisationId]);
    const trials = await ctx.api.db
      .selectFrom("credit_ledger")
      .select("id")
      .where("reason", "=", "trial")
      .where("user_id", "=", joined.userId)
      .execute();
    expect(trials).toHaveLength(0);
    expect((await call(ctx, "GET", "/users/me/billing", joined.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 10, last_pack_essay_quantity: null },
    });
  });

  it("asks an existing teacher rather than joining them: 'Join' makes them a teacher of the school, once, whatever calls arrive together", async () => {
    const school = await newTeacher(ctx);
    const teacher = await newTeacher(ctx);
    const invited = await invite(ctx, school.token, school.organisationId, teacher.email);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data.data.relationships.organisation_ids_sorted).toEqual([]);
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(ctx, "GET", "/users/me", teacher.token)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);

    const joins = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(ctx, "POST", `/users/me/invitations/${invited.json().data.id}/join`, teacher.token),
      ),
    );
    expect(joins.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(joins.every((reply) => [200, 404].includes(reply.statusCode))).toBe(true);
    const users = await teachersOf(ctx, school.token, school.organisationId);
    expect(users.map((user) => user.id)).toEqual([school.userId, teacher.userId]);
    // The school sees only its own id, not the other organisations its teachers belong to.
    expect(users[1]?.data.relationships.organisation_ids_sorted).toEqual([school.organisationId]);
    expect((await invite(ctx, school.token, school.organisationId, teacher.email)).statusCode).toBe(409);
    expect(JSON.stringify(await teachersOf(ctx, school.token, school.organisationId))).not.toContain(
      teacher.organisationId,
    );
  });
});

describe("DELETE /api/v1/organisations/:organisation_id/users/:user_id", () => {
  it("removes a teacher, who keeps their essays but loses the organisation's credits, with no new trial", async () => {
    const owner = await newTeacher(ctx);
    const teacher = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const essay = await createTextEssay(ctx, teacher.token);

    const reply = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${teacher.userId}`, owner.token);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe("");
    expect((await teachersOf(ctx, owner.token, owner.organisationId)).map((user) => user.id)).toEqual([owner.userId]);

    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([]);
    expect(
      (await call(ctx, "GET", "/essays", teacher.token)).json().data.map((listed: { id: string }) => listed.id),
    ).toEqual([essay.id]);
    expect((await call(ctx, "GET", "/users/me/billing", teacher.token)).json()).toEqual({
      data: { organisation_essay_quantity_remaining: 0, last_pack_essay_quantity: null },
    });
    const refused = await postEssay(ctx, teacher.token, { data: textEssayData() });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error_code).toBe("NO_CREDITS");
    expect((await call(ctx, "GET", usersUrl(owner.organisationId), teacher.token)).statusCode).toBe(403);
  });

  it("gives a removed teacher back their own organisation's credits when they have one", async () => {
    const school = await newTeacher(ctx);
    const teacher = await newTeacher(ctx);
    const invitation = (await invite(ctx, school.token, school.organisationId, teacher.email)).json().data;
    await call(ctx, "POST", `/users/me/invitations/${invitation.id}/join`, teacher.token);
    await call(ctx, "PATCH", "/users/me", teacher.token, { data: { current_organisation_id: school.organisationId } });
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([school.organisationId, teacher.organisationId]);
    expect(
      (await call(ctx, "DELETE", `${usersUrl(school.organisationId)}/${teacher.userId}`, school.token)).statusCode,
    ).toBe(204);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);
  });

  it("lets a removed teacher join again when invited again, once they choose 'Join'", async () => {
    const owner = await newTeacher(ctx);
    const teacher = await invitedTeacher(ctx, owner.token, owner.organisationId);
    await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${teacher.userId}`, owner.token);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([]);
    const again = await invite(ctx, owner.token, owner.organisationId, teacher.email);
    expect(again.statusCode).toBe(201);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([]);
    const joined = await call(ctx, "POST", `/users/me/invitations/${again.json().data.id}/join`, teacher.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.organisations).toEqual([
      { id: owner.organisationId, name: `${owner.email}'s school`, role: "teacher", logo_image_id: null },
    ]);
  });

  it("withdraws an invitation by its id, so the person who signs up later gets an organisation of their own", async () => {
    const owner = await newTeacher(ctx);
    const email = freshEmail();
    const invitation = (await invite(ctx, owner.token, owner.organisationId, email)).json().data;
    expect(
      (await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${invitation.id}`, owner.token)).statusCode,
    ).toBe(204);
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(1);
    const later = await newTeacher(ctx, email);
    expect(later.organisationId).not.toBe(owner.organisationId);
  });

  it("refuses to remove the last teacher or the last owner with 409, and lets a teacher leave when others remain", async () => {
    const owner = await newTeacher(ctx);
    const last = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${owner.userId}`, owner.token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      error_message: expect.stringMatching(/^A school needs at least one teacher/),
      error_code: "CONFLICT",
    });
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(1);

    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const lastOwner = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${owner.userId}`, owner.token);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error_message).toMatch(/^A school needs at least one owner/);
    expect(
      (
        await call(ctx, "PATCH", `${usersUrl(owner.organisationId)}/${colleague.userId}`, owner.token, {
          data: { role: "owner" },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${owner.userId}`, owner.token)).statusCode,
    ).toBe(204);
    expect((await teachersOf(ctx, colleague.token, owner.organisationId)).map((user) => user.id)).toEqual([
      colleague.userId,
    ]);
  });

  it("leaves one teacher when the last two owners remove each other at once", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    await call(ctx, "PATCH", `${usersUrl(owner.organisationId)}/${colleague.userId}`, owner.token, {
      data: { role: "owner" },
    });
    const replies = await Promise.all([
      call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${colleague.userId}`, owner.token),
      call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${owner.userId}`, colleague.token),
    ]);
    expect(replies.filter((reply) => reply.statusCode === 204)).toHaveLength(1);
    const members = await ctx.api.db
      .selectFrom("organisation_members")
      .select("user_id")
      .where("organisation_id", "=", owner.organisationId)
      .execute();
    expect(members).toHaveLength(1);
  });

  it("answers 404 for a user id that is not a teacher or invitation of this organisation", async () => {
    const owner = await newTeacher(ctx);
    const other = await newTeacher(ctx);
    const othersInvitation = (await invite(ctx, other.token, other.organisationId, freshEmail())).json().data;
    await invitedTeacher(ctx, owner.token, owner.organisationId);
    for (const userId of [crypto.randomUUID(), other.userId, othersInvitation.id]) {
      const reply = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${userId}`, owner.token);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error_code).toBe("NOT_FOUND");
    }
    expect(await teachersOf(ctx, other.token, other.organisationId)).toHaveLength(2);
  });

  it("refuses no token with 401, malformed ids with 400, an unknown organisation with 404 and a stranger with 403", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const stranger = await newTeacher(ctx);
    const url = `${usersUrl(owner.organisationId)}/${colleague.userId}`;
    expect((await call(ctx, "DELETE", url)).statusCode).toBe(401);
    const malformed = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/not-a-uuid`, owner.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error_message: "The user id is not a valid id.",
      error_field: "path.user_id",
    });
    expect((await call(ctx, "DELETE", `${usersUrl("nope")}/${colleague.userId}`, owner.token)).statusCode).toBe(400);
    expect(
      (await call(ctx, "DELETE", `${usersUrl(crypto.randomUUID())}/${colleague.userId}`, owner.token)).statusCode,
    ).toBe(404);
    expect((await call(ctx, "DELETE", url, stranger.token)).statusCode).toBe(403);
    expect(await teachersOf(ctx, owner.token, owner.organisationId)).toHaveLength(2);
  });
});
