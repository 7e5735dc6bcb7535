import { describe, expect, it } from "vitest";
import { setCredits } from "../testing/essays";
import { call, invite, teachersOf } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { countRows } from "../testing/test-api";
import { meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const nameOf = (teacher: { email: string }) => `${teacher.email}'s school`;
const freshEmail = () => `signs-up-${crypto.randomUUID()}@school.test`;
const creditsOf = async (token: string) =>
  (await call(ctx, "GET", "/users/me/billing", token)).json().data.organisation_essay_quantity_remaining;
const waitingSchoolsOf = async (token: string) =>
  (await call(ctx, "GET", "/users/me/invitations", token))
    .json()
    .data.map((invitation: { data: { organisation_id: string } }) => invitation.data.organisation_id);

/** The school invites the email; the invitation's id, as its mail's sign-up link carries it. */
async function invitationFrom(school: { token: string; organisationId: string }, email: string): Promise<string> {
  const reply = await invite(ctx, school.token, school.organisationId, email);
  expect(reply.statusCode).toBe(201);
  return reply.json().data.id;
}

/** A new account's first call, its token carrying `invitation_id` as the identity provider issues it (absent: no link). */
async function signUp(email: string, invitationId?: unknown) {
  const claims = invitationId === undefined ? {} : { invitation_id: invitationId };
  const teacher = await ctx.teacherToken({ email, claims });
  const me = (await call(ctx, "GET", "/users/me", teacher.token)).json();
  return { ...teacher, me, organisations: me.data.organisations };
}

describe("a new account made through an invitation's sign-up link", () => {
  it("joins that school alone, as a teacher and with no trial, while another school's invitation waits for 'Join'", async () => {
    const [x, y] = [await newTeacher(ctx), await newTeacher(ctx)];
    await setCredits(ctx, x.organisationId, 40);
    const email = freshEmail();
    const fromY = await invitationFrom(y, email);
    const fromX = await invitationFrom(x, email);
    const schoolsBefore = await countRows(ctx, "organisations");

    const teacher = await signUp(email, fromX);
    expect(teacher.organisations).toEqual([
      { id: x.organisationId, name: nameOf(x), role: "teacher", logo_image_id: null },
    ]);
    expect(await countRows(ctx, "organisations")).toBe(schoolsBefore);
    expect(await creditsOf(teacher.token)).toBe(40);
    expect((await teachersOf(ctx, x.token, x.organisationId)).map((user) => user.data.role)).toEqual([
      "owner",
      "teacher",
    ]);
    expect((await teachersOf(ctx, y.token, y.organisationId)).map((user) => user.data.role)).toEqual([
      "owner",
      "invited",
    ]);
    expect(await waitingSchoolsOf(teacher.token)).toEqual([y.organisationId]);

    const joined = await call(ctx, "POST", `/users/me/invitations/${fromY}/join`, teacher.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.relationships.organisation_ids_sorted).toEqual([x.organisationId, y.organisationId]);
  });

  it("joins once when the account's first calls arrive together", async () => {
    const school = await newTeacher(ctx);
    const email = freshEmail();
    const invitationId = await invitationFrom(school, email);
    const teacher = await ctx.teacherToken({ email, claims: { invitation_id: invitationId } });
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(ctx, "GET", "/users/me", teacher.token)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
    for (const reply of replies)
      expect(reply.json().data.relationships.organisation_ids_sorted).toEqual([school.organisationId]);
    expect(await teachersOf(ctx, school.token, school.organisationId)).toHaveLength(2);
  });

  it("never leaves a membership in a school deleted at the same moment", async () => {
    const school = await newTeacher(ctx);
    const email = freshEmail();
    const invitationId = await invitationFrom(school, email);
    const teacher = await ctx.teacherToken({ email, claims: { invitation_id: invitationId } });
    const [deleted, first] = await Promise.all([
      call(ctx, "DELETE", `/organisations/${school.organisationId}`, school.token, { data: { name: nameOf(school) } }),
      call(ctx, "GET", "/users/me", teacher.token),
    ]);
    expect([deleted.statusCode, first.statusCode]).toEqual([204, 200]);
    const members = await ctx.api.db
      .selectFrom("organisation_members")
      .select("user_id")
      .where("organisation_id", "=", school.organisationId)
      .execute();
    expect(members).toEqual([]);
    expect((await meOf(ctx, teacher.token)).organisationIds).not.toContain(school.organisationId);
  });
});

describe("a new account made without a link that counts", () => {
  /** The account has a school of its own, named as at sign-up, with the trial, and `waiting` still waits. */
  async function expectOwnSchool(teacher: Awaited<ReturnType<typeof signUp>>, waiting: string[]) {
    expect(teacher.organisations).toEqual([
      { id: expect.any(String), name: nameOf(teacher), role: "owner", logo_image_id: null },
    ]);
    expect(await creditsOf(teacher.token)).toBe(10);
    expect(await waitingSchoolsOf(teacher.token)).toEqual(waiting);
  }

  it("gets a school of its own with the trial when it came through no link, and its invitations wait", async () => {
    const [x, y] = [await newTeacher(ctx), await newTeacher(ctx)];
    const email = freshEmail();
    await invitationFrom(x, email);
    await invitationFrom(y, email);
    await expectOwnSchool(await signUp(email), [x.organisationId, y.organisationId]);
  });

  it("gets a school of its own through the link of an invitation to another address, which stays open", async () => {
    const school = await newTeacher(ctx);
    const [invited, other] = [freshEmail(), freshEmail()];
    const toOther = await invitationFrom(school, other);
    await invitationFrom(school, invited);
    await expectOwnSchool(await signUp(invited, toOther), [school.organisationId]);
    const roles = (await teachersOf(ctx, school.token, school.organisationId)).map((user) => user.data.role);
    expect(roles).toEqual(["owner", "invited", "invited"]);
  });

  it("gets a school of its own through the link of a withdrawn invitation, while another school's waits", async () => {
    const [x, y] = [await newTeacher(ctx), await newTeacher(ctx)];
    const email = freshEmail();
    const withdrawn = await invitationFrom(x, email);
    expect(
      (await call(ctx, "DELETE", `/organisations/${x.organisationId}/users/${withdrawn}`, x.token)).statusCode,
    ).toBe(204);
    await invitationFrom(y, email);
    await expectOwnSchool(await signUp(email, withdrawn), [y.organisationId]);
    expect(await teachersOf(ctx, x.token, x.organisationId)).toHaveLength(1);
  });

  it.each([
    ["an unknown id", () => crypto.randomUUID()],
    ["not an id", () => "not-an-id"],
    ["not a string", () => 42],
  ])("gets a school of its own when the invitation_id claim is %s", async (_case, invitationId) => {
    const school = await newTeacher(ctx);
    const email = freshEmail();
    await invitationFrom(school, email);
    await expectOwnSchool(await signUp(email, invitationId()), [school.organisationId]);
  });

  it("gets a school of its own through the link of an invitation it has taken up already", async () => {
    const school = await newTeacher(ctx);
    const email = freshEmail();
    const invitationId = await invitationFrom(school, email);
    expect((await signUp(email, invitationId)).organisations).toHaveLength(1);
    // Another account with the same address (a new subject, as after the first was deleted at the provider).
    const again = await signUp(email, invitationId);
    expect(again.organisations).toEqual([
      { id: expect.any(String), name: nameOf(again), role: "owner", logo_image_id: null },
    ]);
  });
});
