import { describe, expect, it } from "vitest";
import { createTextEssay } from "../testing/essays";
import { call, invite, latestMailTo, teachersOf } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { invitedTeacher, meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const usersUrl = (organisationId: string) => `/organisations/${organisationId}/users`;
const nameOf = (teacher: { email: string }) => `${teacher.email}'s school`;
const creditsOf = async (token: string) =>
  (await call(ctx, "GET", "/users/me/billing", token)).json().data.organisation_essay_quantity_remaining;
const schoolOfEssay = async (id: string) =>
  (await ctx.api.db.selectFrom("essays").select("organisation_id").where("id", "=", id).executeTakeFirstOrThrow())
    .organisation_id;
const invitationsOf = async (token: string) => (await call(ctx, "GET", "/users/me/invitations", token)).json().data;
const switchTo = (token: string, organisationId: unknown) =>
  call(ctx, "PATCH", "/users/me", token, { data: { current_organisation_id: organisationId } });
const setRole = (organisationId: string, userId: string, token: string, role: unknown) =>
  call(ctx, "PATCH", `${usersUrl(organisationId)}/${userId}`, token, { data: { role } });

describe("an invitation to a teacher who has an account asks them", () => {
  it("changes nothing until 'Join'; after it the current school stays until the teacher switches, and each essay is charged to the school current at its creation", async () => {
    const otherSchool = await newTeacher(ctx);
    const teacher = await newTeacher(ctx);
    const before = await call(ctx, "GET", "/users/me", teacher.token);

    const sent = await invite(ctx, otherSchool.token, otherSchool.organisationId, teacher.email);
    expect(sent.statusCode).toBe(201);
    const mail = await latestMailTo(ctx, teacher.email);
    expect(mail?.subject).toBe(`${otherSchool.email} invited you to join ${nameOf(otherSchool)} on Redpen`);
    expect(mail?.text).toContain(`${otherSchool.email} invited you to join ${nameOf(otherSchool)} on Redpen`);

    // Shown, not applied: the same teacher, school, credits and essays' school.
    expect((await call(ctx, "GET", "/users/me", teacher.token)).json()).toEqual(before.json());
    expect(await invitationsOf(teacher.token)).toEqual([
      {
        id: sent.json().data.id,
        data: {
          organisation_id: otherSchool.organisationId,
          organisation_name: nameOf(otherSchool),
          invited_by_email: otherSchool.email,
          invited_by_name: null,
          invited_at: expect.any(String),
        },
      },
    ]);
    expect(await creditsOf(teacher.token)).toBe(10);
    const first = await createTextEssay(ctx, teacher.token);
    expect(await schoolOfEssay(first.id)).toBe(teacher.organisationId);
    expect(
      (await teachersOf(ctx, otherSchool.token, otherSchool.organisationId)).map((user) => user.data.role),
    ).toEqual(["owner", "invited"]);
    // Another teacher cannot answer it.
    const stranger = await newTeacher(ctx);
    expect(
      (await call(ctx, "POST", `/users/me/invitations/${sent.json().data.id}/join`, stranger.token)).statusCode,
    ).toBe(404);

    const joined = await call(ctx, "POST", `/users/me/invitations/${sent.json().data.id}/join`, teacher.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.relationships.organisation_ids_sorted).toEqual([
      teacher.organisationId,
      otherSchool.organisationId,
    ]);
    expect(joined.json().data.organisations).toEqual([
      { id: teacher.organisationId, name: nameOf(teacher), role: "owner", logo_image_id: null },
      { id: otherSchool.organisationId, name: nameOf(otherSchool), role: "teacher", logo_image_id: null },
    ]);
    expect(await invitationsOf(teacher.token)).toEqual([]);
    const second = await createTextEssay(ctx, teacher.token);
    expect(await schoolOfEssay(second.id)).toBe(teacher.organisationId);
    expect(await creditsOf(teacher.token)).toBe(8);

    const switched = await switchTo(teacher.token, otherSchool.organisationId);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.relationships.organisation_ids_sorted[0]).toBe(otherSchool.organisationId);
    // Remembered on the server: the next call finds the same current school.
    expect((await meOf(ctx, teacher.token)).organisationIds[0]).toBe(otherSchool.organisationId);
    const third = await createTextEssay(ctx, teacher.token);
    expect(await schoolOfEssay(third.id)).toBe(otherSchool.organisationId);
    expect(await schoolOfEssay(first.id)).toBe(teacher.organisationId);
    expect(await creditsOf(teacher.token)).toBe(9);
    // Every essay stays the teacher's to list, whichever school it was charged to.
    expect((await call(ctx, "GET", "/essays", teacher.token)).json().data).toHaveLength(3);
    // The school sees the essay charged to it, not the teacher's others.
    const usage = (
      await call(ctx, "GET", `/organisations/${otherSchool.organisationId}/billing`, otherSchool.token)
    ).json().data.essays_corrected_per_user.users;
    expect(usage.find((row: { email: string }) => row.email === teacher.email)?.essays_corrected).toBe(0);
  });

  it("'Decline' removes the invitation, for the school too, and joins nothing", async () => {
    const otherSchool = await newTeacher(ctx);
    const teacher = await newTeacher(ctx);
    const id = (await invite(ctx, otherSchool.token, otherSchool.organisationId, teacher.email)).json().data.id;
    const declined = await call(ctx, "DELETE", `/users/me/invitations/${id}`, teacher.token);
    expect(declined.statusCode).toBe(204);
    expect(await invitationsOf(teacher.token)).toEqual([]);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);
    expect(await teachersOf(ctx, otherSchool.token, otherSchool.organisationId)).toHaveLength(1);
    expect((await call(ctx, "DELETE", `/users/me/invitations/${id}`, teacher.token)).statusCode).toBe(404);
    expect((await call(ctx, "POST", `/users/me/invitations/${id}/join`, teacher.token)).statusCode).toBe(404);
    // The school may invite again.
    expect((await invite(ctx, otherSchool.token, otherSchool.organisationId, teacher.email)).statusCode).toBe(201);
  });

  it("refuses to switch to a school that is not the teacher's (403), an unknown one (404) and a bad body (400)", async () => {
    const teacher = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await switchTo(teacher.token, stranger.organisationId)).statusCode).toBe(403);
    expect((await switchTo(teacher.token, crypto.randomUUID())).statusCode).toBe(404);
    for (const bad of ["not-an-id", 7, null]) {
      const reply = await switchTo(teacher.token, bad);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error_message: /^The school (is not a valid id|must be text)\.$/,
        error_field: "data.current_organisation_id",
      });
    }
    const extra = await call(ctx, "PATCH", "/users/me", teacher.token, {
      data: { current_organisation_id: teacher.organisationId, role: "owner" },
    });
    expect(extra.statusCode).toBe(400);
    expect((await call(ctx, "PATCH", "/users/me", undefined, {})).statusCode).toBe(401);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);
    for (const bad of ["not-an-id", crypto.randomUUID()]) {
      const reply = await call(ctx, "POST", `/users/me/invitations/${bad}/join`, teacher.token);
      expect([400, 404]).toContain(reply.statusCode);
    }
  });

  it("keeps the school a teacher works in when they join another after leaving the one they chose", async () => {
    const teacher = await newTeacher(ctx);
    const chosen = await newTeacher(ctx);
    const later = await newTeacher(ctx);
    const first = (await invite(ctx, chosen.token, chosen.organisationId, teacher.email)).json().data.id;
    await call(ctx, "POST", `/users/me/invitations/${first}/join`, teacher.token);
    expect((await switchTo(teacher.token, chosen.organisationId)).statusCode).toBe(200);
    await call(ctx, "DELETE", `${usersUrl(chosen.organisationId)}/${teacher.userId}`, chosen.token);
    // Removed from the school they chose, they work in their own again...
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId]);
    // ...and joining another school does not move them to it.
    const second = (await invite(ctx, later.token, later.organisationId, teacher.email)).json().data.id;
    await call(ctx, "POST", `/users/me/invitations/${second}/join`, teacher.token);
    expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([teacher.organisationId, later.organisationId]);
    // Nor does joining the chosen school again.
    const again = (await invite(ctx, chosen.token, chosen.organisationId, teacher.email)).json().data.id;
    await call(ctx, "POST", `/users/me/invitations/${again}/join`, teacher.token);
    expect((await meOf(ctx, teacher.token)).organisationIds[0]).toBe(teacher.organisationId);
  });

  it("lets a new account that signs up through an invitation join that school (the link is the consent)", async () => {
    const school = await newTeacher(ctx);
    const joined = await invitedTeacher(ctx, school.token, school.organisationId);
    const me = (await call(ctx, "GET", "/users/me", joined.token)).json();
    expect(me.data.organisations).toEqual([
      { id: school.organisationId, name: nameOf(school), role: "teacher", logo_image_id: null },
    ]);
  });

  it("names a new teacher's own school as they gave it at sign-up", async () => {
    const subject = `user-${crypto.randomUUID()}`;
    const token = await ctx.issuer.token({
      sub: subject,
      email: `${subject}@school.test`,
      email_verified: true,
      school_name: "  Escuela Bilingüe Norte ",
    });
    const me = (await call(ctx, "GET", "/users/me", token)).json();
    expect(me.data.organisations).toEqual([
      { id: expect.any(String), name: "Escuela Bilingüe Norte", role: "owner", logo_image_id: null },
    ]);
  });
});

describe("owners", () => {
  it("are the only ones who remove a teacher, name or unname owners and rename the school", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const third = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const orgUrl = `/organisations/${owner.organisationId}`;

    const removeOwner = await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${owner.userId}`, colleague.token);
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json().error_message).toBe(
      "Only an owner of the school can remove a teacher: ask one of its owners.",
    );
    expect(
      (await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${third.userId}`, colleague.token)).statusCode,
    ).toBe(403);
    expect((await setRole(owner.organisationId, colleague.userId, colleague.token, "owner")).statusCode).toBe(403);
    const rename = await call(ctx, "PATCH", orgUrl, colleague.token, { version: 2, data: { name: "Taken over" } });
    expect(rename.statusCode).toBe(403);
    expect((await call(ctx, "DELETE", orgUrl, colleague.token, { data: { name: nameOf(owner) } })).statusCode).toBe(
      403,
    );
    expect((await teachersOf(ctx, owner.token, owner.organisationId)).map((user) => user.data.role)).toEqual([
      "owner",
      "teacher",
      "teacher",
    ]);
    // Any teacher sets the logo and leaves.
    expect(
      (await call(ctx, "PATCH", orgUrl, colleague.token, { version: 2, data: { logo_image_id: null } })).statusCode,
    ).toBe(200);

    const renamed = await call(ctx, "PATCH", orgUrl, owner.token, {
      version: 3,
      data: { name: "  Oak Lane Academy " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ version: 3, data: { name: "Oak Lane Academy" } });
    expect((await meOf(ctx, colleague.token)).organisationIds).toEqual([owner.organisationId]);

    const named = await setRole(owner.organisationId, colleague.userId, owner.token, "owner");
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({
      data: {
        id: colleague.userId,
        data: {
          email: colleague.email,
          name: null,
          relationships: { organisation_ids_sorted: [owner.organisationId] },
          role: "owner",
        },
      },
    });
    expect((await call(ctx, "GET", orgUrl, third.token)).json().data.owner_user_ids).toEqual([
      owner.userId,
      colleague.userId,
    ]);
    // The new owner may now remove a teacher, and the first one steps down while another owner remains.
    expect(
      (await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${third.userId}`, colleague.token)).statusCode,
    ).toBe(204);
    expect((await setRole(owner.organisationId, owner.userId, owner.token, "teacher")).statusCode).toBe(200);
    const lastOwner = await setRole(owner.organisationId, colleague.userId, colleague.token, "teacher");
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error_message).toBe(
      "A school needs at least one owner: make another teacher an owner first.",
    );
    expect((await setRole(owner.organisationId, owner.userId, owner.token, "owner")).statusCode).toBe(403);
  });

  it("refuses bad role changes with 400, an unknown teacher with 404 and a stranger with 403", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const stranger = await newTeacher(ctx);
    for (const role of ["admin", null, 1, "OWNER"]) {
      const reply = await setRole(owner.organisationId, colleague.userId, owner.token, role);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error_message: `The teacher's role must be one of "owner", "teacher".`,
        error_field: "data.role",
      });
    }
    expect((await setRole(owner.organisationId, stranger.userId, owner.token, "owner")).statusCode).toBe(404);
    expect((await setRole(owner.organisationId, colleague.userId, stranger.token, "owner")).statusCode).toBe(403);
    expect((await setRole(crypto.randomUUID(), colleague.userId, owner.token, "owner")).statusCode).toBe(404);
    expect((await teachersOf(ctx, owner.token, owner.organisationId)).map((user) => user.data.role)).toEqual([
      "owner",
      "teacher",
    ]);
  });

  it("a removed teacher still reads their essays after the school is deleted", async () => {
    const owner = await newTeacher(ctx);
    const removed = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const essay = await createTextEssay(ctx, removed.token);
    expect(
      (await call(ctx, "DELETE", `${usersUrl(owner.organisationId)}/${removed.userId}`, owner.token)).statusCode,
    ).toBe(204);
    expect(
      (
        await call(ctx, "DELETE", `/organisations/${owner.organisationId}`, owner.token, {
          data: { name: nameOf(owner) },
        })
      ).statusCode,
    ).toBe(204);
    const read = await call(ctx, "GET", `/essays/${essay.id}`, removed.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.original).toBe(essay.data.original);
    expect((await call(ctx, "GET", "/users/me/export", removed.token)).statusCode).toBe(200);
  });
});
