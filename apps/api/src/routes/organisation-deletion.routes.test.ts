import { describe, expect, it } from "vitest";
import { addStudents, createClass } from "../testing/classes";
import { createTextEssay } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { call, invite, setLogo } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { imageFilePath, uploadedImageId } from "../testing/uploads";
import { invitedTeacher, meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const deletion = (organisationId: string, token: string | undefined, name: unknown) =>
  call(ctx, "DELETE", `/organisations/${organisationId}`, token, { data: { name } });
const nameOf = (teacher: { email: string }) => `${teacher.email}'s school`;

/** A school with two teachers, a pasted essay, a photo essay, a logo and an open invitation. */
async function schoolWithData() {
  const owner = await newTeacher(ctx);
  const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
  expect(
    (await invite(ctx, owner.token, owner.organisationId, `later-${crypto.randomUUID()}@school.test`)).statusCode,
  ).toBe(201);
  const textEssay = await createTextEssay(ctx, owner.token);
  const photoId = await uploadedImageId(ctx, colleague.token);
  const photoEssayId = await insertEssayRow(
    ctx.api.db,
    { userId: colleague.userId, organisationId: owner.organisationId },
    { status: "SUCCESS", original: "Dear Sir", student_image_ids: JSON.stringify([photoId]) },
  );
  const logoId = await uploadedImageId(ctx, owner.token);
  expect(await setLogo(ctx, owner, 2, logoId)).toBe(200);
  return { owner, colleague, essayIds: [textEssay.id, photoEssayId], imageIds: [photoId, logoId] };
}

/** What the school has stored: its row, essays, images (rows and files), invitations and members. */
async function storedOf(organisationId: string, essayIds: string[], imageIds: string[]) {
  const { db, storage } = ctx.api;
  const images = await db.selectFrom("images").select(["id", "storage_key"]).where("id", "in", imageIds).execute();
  return {
    organisation: (
      await db
        .selectFrom("organisations")
        .select("id")
        .where("id", "=", organisationId)
        .where("deleted_at", "is", null)
        .execute()
    ).length,
    essays: (await db.selectFrom("essays").select("id").where("id", "in", essayIds).execute()).length,
    images: images.length,
    files: (await Promise.all(images.map((image) => storage.get(image.storage_key)))).filter(Boolean).length,
    invitations: (
      await db
        .selectFrom("organisation_invitations")
        .select("id")
        .where("organisation_id", "=", organisationId)
        .execute()
    ).length,
    members: (
      await db
        .selectFrom("organisation_members")
        .select("user_id")
        .where("organisation_id", "=", organisationId)
        .execute()
    ).length,
  };
}

describe("DELETE /api/v1/organisations/:organisation_id", () => {
  it("refuses a name that differs with 400 and deletes nothing", async () => {
    const { owner, essayIds, imageIds } = await schoolWithData();
    const before = await storedOf(owner.organisationId, essayIds, imageIds);
    expect(before).toEqual({ organisation: 1, essays: 2, images: 2, files: 2, invitations: 2, members: 2 });
    for (const name of ["Another school", nameOf(owner).toUpperCase(), `${nameOf(owner)}.`]) {
      const reply = await deletion(owner.organisationId, owner.token, name);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error_code: "VALIDATION_FAILED",
        error_message: `Type the school's name exactly as it is shown, "${nameOf(owner)}", to delete it: nothing was deleted.`,
        error_field: "data.name",
      });
    }
    expect((await deletion(owner.organisationId, owner.token, "")).statusCode).toBe(400);
    expect(await storedOf(owner.organisationId, essayIds, imageIds)).toEqual(before);
  });

  it("refuses a teacher who is not an owner with 403, even with the right name, and deletes nothing", async () => {
    const { owner, colleague, essayIds, imageIds } = await schoolWithData();
    const before = await storedOf(owner.organisationId, essayIds, imageIds);
    const reply = await deletion(owner.organisationId, colleague.token, nameOf(owner));
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      error_code: "FORBIDDEN",
      error_message: "Only an owner of the school can delete it: ask one of its owners.",
    });
    expect(await storedOf(owner.organisationId, essayIds, imageIds)).toEqual(before);
  });

  it("answers 401 without a token, 403 to a teacher of another school, 404 for an unknown organisation and 400 for a malformed id", async () => {
    const owner = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await deletion(owner.organisationId, undefined, nameOf(owner))).statusCode).toBe(401);
    expect((await deletion(owner.organisationId, stranger.token, nameOf(owner))).json().error_code).toBe("FORBIDDEN");
    expect((await deletion(crypto.randomUUID(), owner.token, nameOf(owner))).json().error_code).toBe("NOT_FOUND");
    expect((await deletion("not-an-id", owner.token, nameOf(owner))).statusCode).toBe(400);
    expect((await call(ctx, "DELETE", `/organisations/${owner.organisationId}`, owner.token)).statusCode).toBe(400);
  });

  it("removes the essays of its teachers in no other school, images with their files, invitations and itself, keeps its ledger without teachers, and leaves the teachers their accounts", async () => {
    const { owner, colleague, essayIds, imageIds } = await schoolWithData();
    const stranger = await newTeacher(ctx);
    const strangersEssay = await createTextEssay(ctx, stranger.token);
    const ownersClass = await createClass(ctx, owner.token);
    await addStudents(ctx, owner.token, ownersClass.id, ["Maria Lopez"]);
    const strangersClass = await createClass(ctx, stranger.token);
    const ledgerBefore = await ctx.api.db
      .selectFrom("credit_ledger")
      .select(["id", "delta", "reason", "reference"])
      .where("organisation_id", "=", owner.organisationId)
      .orderBy("id")
      .execute();
    expect(ledgerBefore.map((entry) => entry.reason).sort()).toEqual(["essay", "trial"]);

    const reply = await deletion(owner.organisationId, owner.token, ` ${nameOf(owner)} `);
    expect(reply.statusCode).toBe(204);

    expect(await storedOf(owner.organisationId, essayIds, imageIds)).toEqual({
      organisation: 0,
      essays: 0,
      images: 0,
      files: 0,
      invitations: 0,
      members: 0,
    });
    const ledgerAfter = await ctx.api.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("organisation_id", "=", owner.organisationId)
      .orderBy("id")
      .execute();
    expect(ledgerAfter.map(({ id, delta, reason, reference }) => ({ id, delta, reason, reference }))).toEqual(
      ledgerBefore,
    );
    expect(ledgerAfter.every((entry) => entry.user_id === null)).toBe(true);
    expect((await call(ctx, "GET", `/organisations/${owner.organisationId}`, owner.token)).statusCode).toBe(404);

    // The teachers keep their accounts, now without an organisation (and so without credits).
    for (const teacher of [owner, colleague]) expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([]);
    expect(
      (await call(ctx, "GET", "/users/me/billing", colleague.token)).json().data.organisation_essay_quantity_remaining,
    ).toBe(0);
    // The classes of its teachers go with their students; another school's stay.
    const classIds = async () => (await ctx.api.db.selectFrom("classes").select("id").execute()).map((row) => row.id);
    expect(await classIds()).not.toContain(ownersClass.id);
    expect(await classIds()).toContain(strangersClass.id);
    expect(
      await ctx.api.db.selectFrom("students").select("id").where("class_id", "=", ownersClass.id).execute(),
    ).toEqual([]);
    // Another school is untouched.
    expect((await call(ctx, "GET", `/essays/${strangersEssay.id}`, stranger.token)).statusCode).toBe(200);
  });

  it("keeps, viewable, the essays of a teacher still in another school and of a teacher removed before, and their photos", async () => {
    const owner = await newTeacher(ctx);
    // Teaches at the owner's school and at their own; used one photo in an essay of each.
    const twoSchools = await newTeacher(ctx);
    const invitation = (await invite(ctx, owner.token, owner.organisationId, twoSchools.email)).json().data;
    expect((await call(ctx, "POST", `/users/me/invitations/${invitation.id}/join`, twoSchools.token)).statusCode).toBe(
      200,
    );
    const sharedPhoto = await uploadedImageId(ctx, twoSchools.token);
    const essayHere = await insertEssayRow(
      ctx.api.db,
      { userId: twoSchools.userId, organisationId: owner.organisationId },
      { status: "SUCCESS", original: "Dear Sir", student_image_ids: JSON.stringify([sharedPhoto]) },
    );
    await insertEssayRow(
      ctx.api.db,
      { userId: twoSchools.userId, organisationId: twoSchools.organisationId },
      { status: "SUCCESS", original: "Dear Madam", student_image_ids: JSON.stringify([sharedPhoto]) },
    );
    // Removed before the deletion: their essay stays theirs.
    const removed = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const removedEssay = await createTextEssay(ctx, removed.token);
    expect(
      (await call(ctx, "DELETE", `/organisations/${owner.organisationId}/users/${removed.userId}`, owner.token))
        .statusCode,
    ).toBe(204);
    // In this school only: their essay and its photo go.
    const onlyHere = await invitedTeacher(ctx, owner.token, owner.organisationId);
    const ownPhoto = await uploadedImageId(ctx, onlyHere.token);
    const goneEssay = await insertEssayRow(
      ctx.api.db,
      { userId: onlyHere.userId, organisationId: owner.organisationId },
      { status: "SUCCESS", original: "Dear Sir", student_image_ids: JSON.stringify([ownPhoto]) },
    );

    // The dialog is told exactly whose essays go and whose stay.
    const preview = await call(ctx, "GET", `/organisations/${owner.organisationId}/deletion`, owner.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      data: {
        deleted_essays: 1,
        teachers_losing_essays: [onlyHere.email],
        kept_essays: 2,
        teachers_keeping_essays: [removed.email, twoSchools.email].sort(),
        credits_remaining: 9,
        open_invitations: 0,
      },
    });
    const refused = await call(ctx, "GET", `/organisations/${owner.organisationId}/deletion`, onlyHere.token);
    expect(refused.statusCode).toBe(403);
    expect((await call(ctx, "GET", `/organisations/${owner.organisationId}/deletion`, removed.token)).statusCode).toBe(
      403,
    );

    const [sharedPhotoFile, ownPhotoFile] = [await imageFilePath(ctx, sharedPhoto), await imageFilePath(ctx, ownPhoto)];
    expect((await deletion(owner.organisationId, owner.token, nameOf(owner))).statusCode).toBe(204);
    expect((await call(ctx, "GET", `/organisations/${owner.organisationId}/deletion`, owner.token)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, "GET", `/essays/${essayHere}`, twoSchools.token)).statusCode).toBe(200);
    expect((await call(ctx, "GET", `/essays/${removedEssay.id}`, removed.token)).statusCode).toBe(200);
    expect(
      (await call(ctx, "GET", "/essays", removed.token)).json().data.map((essay: { id: string }) => essay.id),
    ).toEqual([removedEssay.id]);
    expect((await call(ctx, "GET", `/essays/${goneEssay}`, onlyHere.token)).statusCode).toBe(404);
    expect((await ctx.api.app.inject({ method: "GET", url: sharedPhotoFile })).statusCode).toBe(200);
    expect((await ctx.api.app.inject({ method: "GET", url: ownPhotoFile })).statusCode).toBe(404);
    expect((await meOf(ctx, twoSchools.token)).organisationIds).toEqual([twoSchools.organisationId]);
    expect((await meOf(ctx, onlyHere.token)).organisationIds).toEqual([]);
  });
});
