import { describe, expect, it } from "vitest";
import { B2_FIRST_CRITERIA, createTextEssay, essayCalls, waitForCorrection } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { call, invite, setLogo } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { plainImage, uploadedImageId } from "../testing/uploads";
import { jsonIn, readZip } from "../testing/zip";
import { invitedTeacher, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

const exportOf = (organisationId: string, token?: string) =>
  call(ctx, "GET", `/organisations/${organisationId}/export`, token);

describe("GET /api/v1/organisations/:organisation_id/export", () => {
  it("gives an owner one zip of the school's essays with their marking, grades and feedback, the photos' files, usage and members", async () => {
    const owner = await newTeacher(ctx);
    const colleague = await invitedTeacher(ctx, owner.token, owner.organisationId);
    expect((await invite(ctx, owner.token, owner.organisationId, "still-to-come@school.test")).statusCode).toBe(201);
    const stranger = await newTeacher(ctx);

    // The owner's pasted essay, corrected by the engine, then graded and given feedback by the owner.
    const textEssay = await createTextEssay(ctx, owner.token);
    const corrected = await waitForCorrection(ctx, textEssay.id);
    const grading = {
      grade_per_certificate_criterion: Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 4])),
      grade: 16,
    };
    expect(
      (await essayCalls(ctx).patch(textEssay.id, owner.token, corrected.version + 1, { user_feedback: grading }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await essayCalls(ctx).patch(textEssay.id, owner.token, corrected.version + 2, {
          feedback: "Clear ideas; check your verb tenses.",
        })
      ).statusCode,
    ).toBe(200);
    // The colleague's photo essay (stored as the queue leaves it), and the school's logo.
    const photo = await plainImage("png", { width: 80, height: 60 });
    const photoId = await uploadedImageId(ctx, colleague.token, photo);
    const photoEssayId = await insertEssayRow(
      ctx.api.db,
      { userId: colleague.userId, organisationId: owner.organisationId },
      {
        status: "SUCCESS",
        original: "Dear Sir",
        student_image_ids: JSON.stringify([photoId]),
        user_feedback: JSON.stringify({ grade: 12, correction: "bad", comment: "Missed two tenses, just between us." }),
      },
    );
    const logo = await plainImage("jpeg");
    const logoId = await uploadedImageId(ctx, owner.token, logo);
    expect(await setLogo(ctx, owner, 2, logoId)).toBe(200);
    const strangersEssay = await createTextEssay(ctx, stranger.token);
    // The owner gave the student a link, revoked it, and gave them a new one.
    const shareLink = `/essays/${textEssay.id}/share-link`;
    const firstLink = (await call(ctx, "POST", shareLink, owner.token)).json().data.token;
    expect((await call(ctx, "DELETE", shareLink, owner.token)).statusCode).toBe(204);
    const secondLink = (await call(ctx, "POST", shareLink, owner.token)).json().data.token;
    // The colleague shared their essay too: the owner's download must not let the owner open it.
    const colleagueLink = (await call(ctx, "POST", `/essays/${photoEssayId}/share-link`, colleague.token)).json().data
      .token;

    const refused = await exportOf(owner.organisationId, colleague.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toBe(
      "Only an owner of the school can download the whole school's data: ask one of its owners.",
    );
    const reply = await exportOf(owner.organisationId, owner.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/zip");
    expect(reply.headers["content-disposition"]).toMatch(/^attachment; filename="redpen-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(reply.headers["cache-control"]).toBe("no-store");
    const files = await readZip(reply.rawPayload);

    expect(jsonIn(files, "organisation.json")).toMatchObject({
      id: owner.organisationId,
      name: `${owner.email}'s school`,
      exported_by: owner.email,
      address: null,
      vat_number: null,
      credits_remaining: 9,
      logo: `images/${logoId}.jpg`,
    });
    expect(jsonIn(files, "members.json")).toEqual({
      members: [
        { email: owner.email, name: null, joined_at: expect.any(String), owner: true },
        { email: colleague.email, name: null, joined_at: expect.any(String), owner: false },
      ],
      open_invitations: [{ email: "still-to-come@school.test", invited_at: expect.any(String) }],
    });
    expect(jsonIn(files, "purchases.json")).toEqual([]);
    const usage = jsonIn(files, "usage.json");
    expect(usage.essays_corrected_per_teacher).toHaveLength(2);
    expect(usage.essays_corrected_per_teacher).toEqual(
      expect.arrayContaining([
        { email: owner.email, name: null, essays_corrected: 1 },
        { email: colleague.email, name: null, essays_corrected: 1 },
      ]),
    );
    expect(
      usage.credits.map((entry: { reason: string; delta: number; teacher_email: string }) => [
        entry.reason,
        entry.delta,
        entry.teacher_email,
      ]),
    ).toEqual([
      ["trial", 10, owner.email],
      ["essay", -1, owner.email],
    ]);

    const essay = jsonIn(files, `essays/${textEssay.id}.json`);
    expect(essay).toMatchObject({
      id: textEssay.id,
      teacher_email: owner.email,
      photo_files: [],
      data: { status: "SUCCESS", feedback: "Clear ideas; check your verb tenses.", user_feedback: grading },
    });
    // Whether it is shared and how, and when each link was made and revoked: never a link's token.
    expect(essay.shared).toBe(true);
    expect(essay.data.share_mode).toBe("corrections");
    expect(essay.share_links).toEqual([
      { created_at: expect.any(String), revoked_at: expect.any(String) },
      { created_at: expect.any(String), revoked_at: null },
    ]);
    for (const [path, bytes] of files)
      for (const token of [firstLink, secondLink, colleagueLink])
        expect(bytes.includes(token), `${path} holds a share link's token`).toBe(false);
    expect(essay.data.edits.length).toBeGreaterThan(0);
    expect(essay.data.correction).not.toBe(essay.data.original);
    expect(jsonIn(files, `essays/${photoEssayId}.json`)).toMatchObject({
      teacher_email: colleague.email,
      photo_files: [`images/${photoId}.png`],
      shared: true,
      share_links: [{ created_at: expect.any(String), revoked_at: null }],
      // A colleague's private comment on Redpen's help stays out; their grading and ratings are the school's.
      data: { original: "Dear Sir", user_feedback: { grade: 12, correction: "bad" } },
    });

    // The colleague downloads their own essays: the same files for their essays only, with their own comment.
    const own = await call(ctx, "GET", "/users/me/export", colleague.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/zip");
    expect(own.headers["cache-control"]).toBe("no-store");
    const ownFiles = await readZip(own.rawPayload);
    expect([...ownFiles.keys()].sort()).toEqual(
      [
        "README.txt",
        "teacher.json",
        "classes.json",
        `essays/${photoEssayId}.json`,
        `images/${photoId}.png`,
        "images.json",
      ].sort(),
    );
    expect(jsonIn(ownFiles, "teacher.json")).toMatchObject({
      email: colleague.email,
      schools: [{ id: owner.organisationId, name: `${owner.email}'s school`, owner: false }],
    });
    expect(jsonIn(ownFiles, `essays/${photoEssayId}.json`)).toMatchObject({
      school_id: owner.organisationId,
      school_name: `${owner.email}'s school`,
    });
    expect(jsonIn(ownFiles, `essays/${photoEssayId}.json`).data.user_feedback.comment).toBe(
      "Missed two tenses, just between us.",
    );
    expect(ownFiles.get(`images/${photoId}.png`)).toEqual(photo);
    expect(files.has(`essays/${strangersEssay.id}.json`)).toBe(false);

    expect(files.get(`images/${photoId}.png`)).toEqual(photo);
    expect(files.get(`images/${logoId}.jpg`)).toEqual(logo);
    expect(jsonIn(files, "images.json")).toEqual([
      expect.objectContaining({
        id: photoId,
        file: `images/${photoId}.png`,
        file_missing: false,
        uploaded_by: colleague.email,
      }),
      expect.objectContaining({
        id: logoId,
        file: `images/${logoId}.jpg`,
        file_missing: false,
        uploaded_by: owner.email,
      }),
    ]);
    expect([...files.keys()].sort()).toEqual(
      [
        "README.txt",
        "organisation.json",
        "members.json",
        "classes.json",
        "usage.json",
        "purchases.json",
        `essays/${textEssay.id}.json`,
        `essays/${photoEssayId}.json`,
        `images/${photoId}.png`,
        `images/${logoId}.jpg`,
        "images.json",
      ].sort(),
    );
  });

  it("lists a photo whose file the storage lost, and still gives everything else", async () => {
    const teacher = await newTeacher(ctx);
    const imageId = await uploadedImageId(ctx, teacher.token);
    const essayId = await insertEssayRow(ctx.api.db, teacher, {
      status: "SUCCESS",
      original: "Dear Sir",
      student_image_ids: JSON.stringify([imageId]),
    });
    const { storage_key } = await ctx.api.db
      .selectFrom("images")
      .select("storage_key")
      .where("id", "=", imageId)
      .executeTakeFirstOrThrow();
    await ctx.api.storage.delete(storage_key);

    const reply = await exportOf(teacher.organisationId, teacher.token);
    expect(reply.statusCode).toBe(200);
    const files = await readZip(reply.rawPayload);
    expect(jsonIn(files, "images.json")).toEqual([expect.objectContaining({ id: imageId, file_missing: true })]);
    expect(files.get(`images/${imageId}.png`)).toEqual(Buffer.alloc(0));
    // An essay never shared says so.
    expect(jsonIn(files, `essays/${essayId}.json`)).toMatchObject({ shared: false, share_links: [] });
  });

  it("answers 401 without a token, 403 to a teacher of another school, 404 for an unknown organisation and 400 for a malformed id", async () => {
    const teacher = await newTeacher(ctx);
    const stranger = await newTeacher(ctx);
    expect((await exportOf(teacher.organisationId)).statusCode).toBe(401);
    const refused = await exportOf(teacher.organisationId, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe("FORBIDDEN");
    expect((await exportOf(crypto.randomUUID(), teacher.token)).json()).toMatchObject({ error_code: "NOT_FOUND" });
    expect((await exportOf("not-an-id", teacher.token)).statusCode).toBe(400);
  });
});
