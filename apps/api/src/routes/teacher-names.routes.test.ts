import { describe, expect, it } from "vitest";
import { ESSAY_TEXT } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { useTestApi } from "../testing/essay-suite";
import { call, invite, latestMailTo, teachersOf } from "../testing/organisations";
import { newTeacher, type Teacher } from "../testing/teachers";

const ctx = useTestApi();

const me = async (token: string) => (await call(ctx, "GET", "/users/me", token)).json();
const setName = (token: string | undefined, name: unknown) =>
  call(ctx, "PATCH", "/users/me", token, { data: { name } });
const storedName = async (userId: string) =>
  (await ctx.api.db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirstOrThrow()).name;

/** A teacher whose sign-up gave a name: the identity provider's standard `name` claim. */
async function namedTeacher(name: unknown, claims: Record<string, unknown> = {}): Promise<Teacher> {
  const teacher = await ctx.teacherToken({ claims: { name, ...claims } });
  const reply = await me(teacher.token);
  return { ...teacher, userId: reply.id, organisationId: reply.data.relationships.organisation_ids_sorted[0] };
}

describe("a teacher's name from sign-up", () => {
  it("is taken from the name claim when the user is made, trimmed", async () => {
    const teacher = await namedTeacher("  Ana García  ");
    expect((await me(teacher.token)).data.name).toBe("Ana García");
  });

  it.each([
    ["absent", undefined],
    ["blank", "   "],
    ["too long", "a".repeat(81)],
    ["holding a control character", "Ana\u0000García"],
    ["on two lines", "Ana\nGarcía"],
    ["not text", 42],
  ])("is null when the claim is %s, and the token is still accepted", async (_case, claim) => {
    const teacher = await namedTeacher(claim);
    expect((await me(teacher.token)).data.name).toBeNull();
  });

  it("takes the claim once: the name set in Redpen wins over the provider's later tokens", async () => {
    const teacher = await namedTeacher("Ana García");
    expect((await setName(teacher.token, "Ana García López")).statusCode).toBe(200);
    const later = await ctx.teacherToken({ subject: teacher.subject, email: teacher.email, claims: { name: "Ana" } });
    expect((await me(later.token)).data.name).toBe("Ana García López");
  });
});

describe("PATCH /api/v1/users/me with a name", () => {
  it("sets the name, trimmed, changes it, and clears it with null", async () => {
    const teacher = await newTeacher(ctx);
    expect((await me(teacher.token)).data.name).toBeNull();

    const set = await setName(teacher.token, "  Ana García ");
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ email: teacher.email, name: "Ana García" });
    expect(set.json().data.relationships.organisation_ids_sorted).toEqual([teacher.organisationId]);
    expect((await setName(teacher.token, "é".repeat(80))).json().data.name).toBe("é".repeat(80));

    const cleared = await setName(teacher.token, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.name).toBeNull();
    expect(await storedName(teacher.userId)).toBeNull();
  });

  it("changes the school and the name together", async () => {
    const teacher = await newTeacher(ctx);
    const reply = await call(ctx, "PATCH", "/users/me", teacher.token, {
      data: { current_organisation_id: teacher.organisationId, name: "Ana García" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.name).toBe("Ana García");
  });

  it.each([
    ["empty", "", /^Your name cannot be empty\.$/],
    ["blank", "   ", /^Your name cannot be empty\.$/],
    ["too long", "a".repeat(81), /your name/i],
    ["holding a control character", "Ana\u0007García", /your name/i],
    ["on two lines", "Ana\nGarcía", /your name/i],
    ["not text", 42, /your name/i],
  ])("refuses a name %s with a sentence naming the field, and keeps the name", async (_case, name, message) => {
    const teacher = await namedTeacher("Ana García");
    const reply = await setName(teacher.token, name);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error_code: "VALIDATION_FAILED", error_field: "data.name" });
    expect(reply.json().error_message).toMatch(message);
    expect(await storedName(teacher.userId)).toBe("Ana García");
  });

  it("refuses a change that says nothing, an unknown field, and a caller without a token", async () => {
    const teacher = await newTeacher(ctx);
    const empty = await call(ctx, "PATCH", "/users/me", teacher.token, { data: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toMatch(/the school or your name/);
    const extra = await call(ctx, "PATCH", "/users/me", teacher.token, { data: { name: "Ana", email: "x@y.test" } });
    expect(extra.statusCode).toBe(400);
    expect((await setName(undefined, "Ana")).statusCode).toBe(401);
    expect(await storedName(teacher.userId)).toBeNull();
  });

  it("keeps the name as it was when the school in the same change is refused", async () => {
    const teacher = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    const reply = await call(ctx, "PATCH", "/users/me", teacher.token, {
      data: { current_organisation_id: stranger.organisationId, name: "Ana García" },
    });
    expect(reply.statusCode).toBe(403);
    expect(await storedName(teacher.userId)).toBeNull();
  });
});

describe("where a teacher is named", () => {
  it("lists colleagues with their names, null for one without a name and for an invitee", async () => {
    const owner = await namedTeacher("Ana García");
    const colleague = await newTeacher(ctx);
    const joined = (await invite(ctx, owner.token, owner.organisationId, colleague.email)).json().data.id;
    await call(ctx, "POST", `/users/me/invitations/${joined}/join`, colleague.token);
    await invite(ctx, owner.token, owner.organisationId, "not-yet@school.test");

    const teachers = await teachersOf(ctx, colleague.token, owner.organisationId);
    expect(teachers.map((teacher) => [teacher.data.email, teacher.data.name])).toEqual([
      [owner.email, "Ana García"],
      [colleague.email, null],
      ["not-yet@school.test", null],
    ]);
  });

  it("names the inviter by their name in the invitation's mail and in the invitation, by their email without one", async () => {
    const named = await namedTeacher("Ana García");
    const unnamed = await newTeacher(ctx);
    const invitee = await newTeacher(ctx);
    await invite(ctx, named.token, named.organisationId, invitee.email);
    expect((await latestMailTo(ctx, invitee.email))?.subject).toMatch(/^Ana García invited you to join /);
    await invite(ctx, unnamed.token, unnamed.organisationId, invitee.email);
    expect((await latestMailTo(ctx, invitee.email))?.subject).toMatch(new RegExp(`^${unnamed.email} invited you`));

    const invitations = (await call(ctx, "GET", "/users/me/invitations", invitee.token)).json().data;
    expect(invitations.map((invitation: { data: object }) => invitation.data)).toEqual([
      expect.objectContaining({ invited_by_email: named.email, invited_by_name: "Ana García" }),
      expect.objectContaining({ invited_by_email: unnamed.email, invited_by_name: null }),
    ]);
  });

  it("names the essay's teacher (their name, else their email) and school to its teacher and through its share link", async () => {
    const teacher = await namedTeacher("Ana García", { school_name: "Oak Hill School" });
    const essayId = await insertEssayRow(ctx.api.db, teacher, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
    });
    const own = (await call(ctx, "GET", `/essays/${essayId}`, teacher.token)).json();
    expect(own.data).toMatchObject({ teacher: "Ana García", school_name: "Oak Hill School" });

    const link = (await call(ctx, "POST", `/essays/${essayId}/share-link`, teacher.token)).json();
    const shared = await call(ctx, "GET", `/shared-essays/${link.data.token}`);
    expect(shared.json().data).toMatchObject({ teacher: "Ana García", school_name: "Oak Hill School" });

    await setName(teacher.token, null);
    const unnamed = (await call(ctx, "GET", `/shared-essays/${link.data.token}`)).json();
    expect(unnamed.data.teacher).toBe(teacher.email);
  });

  it("leaves the names out of the essay list", async () => {
    const teacher = await namedTeacher("Ana García");
    await insertEssayRow(ctx.api.db, teacher, { status: "SUCCESS", original: ESSAY_TEXT, correction: ESSAY_TEXT });
    const [listed] = (await call(ctx, "GET", "/essays", teacher.token)).json().data;
    expect(listed.data.teacher).toBeUndefined();
  });
});
