import { randomUUID } from "node:crypto";
import type { EssayResponse } from "@redpen/contract";
import { correctEssay } from "@redpen/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import {
  B2_FIRST_CRITERIA,
  bearer,
  createTextEssay,
  ESSAY_TEXT,
  essayCalls,
  postEssay,
  setCredits,
  textEssayData,
  waitForCorrection,
} from "../testing/essays";
import { GRANDMOTHER_PAGE } from "@redpen/engine/testing";
import { insertEssayRow } from "../testing/essay-rows";
import { NOT_RANDOM_V4_IDS } from "../testing/ids";
import { startTestApi, type TestContext } from "../testing/test-api";
import { plainImage, postImage, printedPage, uploadedImageId } from "../testing/uploads";
import { newTeacher, type Teacher } from "../testing/teachers";

let ctx: TestContext;
let alice: Teacher;
let bob: Teacher;
/** Alice's text essay, corrected by the real queue and engine. */
let corrected: EssayResponse;

beforeAll(async () => {
  ctx = await startTestApi();
  alice = await newTeacher(ctx);
  bob = await newTeacher(ctx);
  corrected = await waitForCorrection(ctx, (await createTextEssay(ctx, alice.token)).id);
});
afterAll(async () => ctx?.close());

const get = (url: string, token?: string) =>
  ctx.api.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const patch = (id: string, token: string | undefined, body: unknown) =>
  ctx.api.app.inject({
    method: "PATCH",
    url: `/api/v1/essays/${id}`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
/** An essay row stored directly, PENDING ones claimed far ahead so that no worker takes them up while the test runs. */
const storedEssay = (owner: Teacher, fields: Parameters<typeof insertEssayRow>[2] = {}) =>
  insertEssayRow(ctx.api.db, owner, { original: ESSAY_TEXT, locked_until: "9999-12-31T00:00:00.000Z", ...fields });
const essayRows = (id: string) => ctx.api.db.selectFrom("essays").selectAll().where("id", "=", id).execute();
const ledgerOf = (organisationId: string) =>
  ctx.api.db.selectFrom("credit_ledger").selectAll().where("organisation_id", "=", organisationId).execute();
const balanceOf = async (organisationId: string) =>
  (await ledgerOf(organisationId)).reduce((sum, entry) => sum + entry.delta, 0);

describe("GET /api/v1/essays/certificates", () => {
  it("lists the engine's certificates without a token", async () => {
    const reply = await get("/api/v1/essays/certificates");
    expect(reply.statusCode).toBe(200);
    const options = reply.json().data;
    expect(options.length).toBeGreaterThan(10);
    const b2 = options.find(
      (option: { name: string; format: string }) => option.name === B2_FIRST_ESSAY.name && option.format === "essay",
    );
    expect(Object.keys(b2).sort()).toEqual(["cefr_level", "format", "format_description", "id", "name"]);
    expect(b2.id).toBe("cambridge-b2-first:essay");
    expect(b2.format_description.length).toBeGreaterThan(0);
  });
});

describe("POST /api/v1/essays/:essay_id", () => {
  it("corrects a text essay: PENDING at first, then SUCCESS with correction, edits, grades and feedback", async () => {
    expect(corrected.version).toBeGreaterThan(1);
    const { data } = corrected;
    expect(data).toMatchObject({
      status: "SUCCESS",
      original: ESSAY_TEXT,
      name: "Maria Lopez",
      certificate: B2_FIRST_ESSAY,
      input_method: "TEXT",
      topic_input_method: "TEXT",
      user_feedback: null,
    });
    // Stored as the engine corrects the text; what the correction says is the engine's tests' concern.
    expect(data.correction).toBe(correctEssay(ESSAY_TEXT).corrected);
    expect(data.edits?.length).toBeGreaterThan(0);
    expect(data.grade_max).toBe(20);
    expect(Object.keys(data.grade_per_certificate_criterion ?? {}).sort()).toEqual([...B2_FIRST_CRITERIA].sort());
    expect(data.grade).toBeGreaterThan(0);
    expect(data.feedback?.length).toBeGreaterThan(0);
  });

  it("accepts a text essay as PENDING and charges one credit of the teacher's organisation", async () => {
    const teacher = await newTeacher(ctx);
    const id = randomUUID();
    const reply = await postEssay(ctx, teacher.token, { data: textEssayData({ topic_text: null, name: "" }) }, id);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      id,
      version: 1,
      data: {
        status: "PENDING",
        original: ESSAY_TEXT,
        name: null,
        correction: null,
        topic_input_method: null,
        topic_text: null,
        relationships: { student_image_ids_sorted: [], topic_image_id: null },
      },
    });
    const essayEntries = (await ledgerOf(teacher.organisationId)).filter((entry) => entry.reason === "essay");
    expect(essayEntries).toMatchObject([{ delta: -1, reference: id, user_id: teacher.userId }]);
    expect(await balanceOf(teacher.organisationId)).toBe(9);
  });

  it("refuses a call without a token", async () => {
    const id = randomUUID();
    const reply = await postEssay(ctx, undefined, { data: textEssayData() }, id);
    expect(reply.statusCode).toBe(401);
    expect(await essayRows(id)).toHaveLength(0);
  });

  it("refuses bad input with a sentence naming the field in words, and the field's path apart", async () => {
    const cases: [unknown, string, string][] = [
      [
        { data: textEssayData({ original: "Too short to be an essay." }) },
        "The essay's text needs at least 30 words.",
        "data.original",
      ],
      [
        { data: textEssayData({ input_method: "VIDEO" }) },
        'The kind of essay (photos or text) must be one of "IMAGE", "TEXT".',
        "data.input_method",
      ],
      [
        { data: textEssayData({ certificate: { ...B2_FIRST_ESSAY, format_description: "x" } }) },
        "The certificate holds a field Redpen does not take: format_description.",
        "data.certificate",
      ],
      [{ data: textEssayData({ certificate: undefined }) }, "The certificate is missing.", "data.certificate"],
      [{ data: textEssayData({ topic_text: "Too short" }) }, "The topic needs at least 5 words.", "data.topic_text"],
      [
        { data: textEssayData({ name: "Ana ".repeat(300) }) },
        "The student's name can be at most 1,000 characters.",
        "data.name",
      ],
      [{ data: textEssayData({ status: "SUCCESS" }) }, "The essay holds a field Redpen does not take: status.", "data"],
      [{}, "The essay is missing.", "data"],
    ];
    for (const [body, message, field] of cases) {
      const reply = await postEssay(ctx, alice.token, body);
      expect(reply.statusCode, message).toBe(400);
      expect(reply.json()).toEqual({ error_code: "VALIDATION_FAILED", error_message: message, error_field: field });
    }
  });

  it.each(NOT_RANDOM_V4_IDS)("refuses a new essay named %s (%s): no essay, no credit spent", async (id) => {
    const credits = await balanceOf(alice.organisationId);
    const reply = await postEssay(ctx, alice.token, { data: textEssayData() }, id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Check the essay id: give a random UUID (version 4), as crypto.randomUUID() makes.",
      error_field: "path.essay_id",
    });
    expect(await essayRows(id)).toHaveLength(0);
    expect(await balanceOf(alice.organisationId)).toBe(credits);
  });

  it("still opens a stored essay whose id is not a v4, so older rows keep their pages", async () => {
    const [id] = NOT_RANDOM_V4_IDS.find(([, kind]) => kind.endsWith("v7"))!;
    const owner = await newTeacher(ctx);
    await insertEssayRow(ctx.api.db, owner, { id });
    const reply = await ctx.api.app.inject({
      method: "GET",
      url: `/api/v1/essays/${id}`,
      headers: bearer(owner.token),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().id).toBe(id);
  });

  it("refuses a malformed id and an oversized body", async () => {
    const malformed = await ctx.api.app.inject({
      method: "POST",
      url: "/api/v1/essays/essay-1",
      payload: { data: textEssayData() },
      headers: bearer(alice.token),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_field: "path.essay_id", error_message: /^Check the essay id: / });

    const huge = await postEssay(ctx, alice.token, { data: textEssayData({ original: "word ".repeat(300_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a certificate that is not in the catalogue", async () => {
    const reply = await postEssay(ctx, alice.token, {
      data: textEssayData({ certificate: { name: "Cambridge B2 First", cefr_level: "B2", format: "poem" } }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error_message:
        'The certificate "Cambridge B2 First" (B2, poem) is not in the list of certificates: pick one from it.',
      error_field: "data.certificate",
    });
  });

  it("refuses an id that is taken, charging once", async () => {
    const essay = await createTextEssay(ctx, bob.token);
    const before = await balanceOf(bob.organisationId);
    for (const teacher of [bob, alice]) {
      const again = await postEssay(ctx, teacher.token, { data: textEssayData() }, essay.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error_code: "CONFLICT",
        error_message: "An essay with this id exists already: create it with a new id.",
      });
    }
    expect(await balanceOf(bob.organisationId)).toBe(before);
    expect((await essayRows(essay.id))[0]?.owner_user_id).toBe(bob.userId);
  });

  it("refuses a new id in upper case, naming the field: no essay, no credit spent", async () => {
    const id = randomUUID().toUpperCase();
    const credits = await balanceOf(alice.organisationId);
    const reply = await postEssay(ctx, alice.token, { data: textEssayData() }, id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Check the essay id: write it in lower case, as crypto.randomUUID() makes it.",
      error_field: "path.essay_id",
    });
    expect(await essayRows(id)).toHaveLength(0);
    expect(await balanceOf(alice.organisationId)).toBe(credits);
  });

  it("keeps opening an essay stored with an upper-case id, and gives its lower-case twin no second essay", async () => {
    const owner = await newTeacher(ctx);
    const lower = randomUUID();
    const stored = await insertEssayRow(ctx.api.db, owner, { id: lower.toUpperCase() });
    const opened = await get(`/api/v1/essays/${stored}`, owner.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().id).toBe(stored);
    const credits = await balanceOf(owner.organisationId);
    const twin = await postEssay(ctx, owner.token, { data: textEssayData() }, lower);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error_message).toBe("An essay with this id exists already: create it with a new id.");
    expect(await essayRows(lower)).toHaveLength(0);
    expect(await balanceOf(owner.organisationId)).toBe(credits);
  });

  it("answers 402 without credits and creates nothing", async () => {
    const teacher = await newTeacher(ctx);
    await setCredits(ctx, teacher.organisationId, 0);
    const id = randomUUID();
    const reply = await postEssay(ctx, teacher.token, { data: textEssayData() }, id);
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({
      error_code: "NO_CREDITS",
      error_message: "Your school has no credits left. Buy more on the Credits page.",
    });
    expect(await essayRows(id)).toHaveLength(0);
    expect((await ledgerOf(teacher.organisationId)).filter((entry) => entry.reason === "essay")).toHaveLength(0);
  });

  it("answers 402 to a teacher who belongs to no organisation", async () => {
    const teacher = await newTeacher(ctx);
    await ctx.api.db.deleteFrom("organisation_members").where("user_id", "=", teacher.userId).execute();
    const reply = await postEssay(ctx, teacher.token, { data: textEssayData() });
    expect(reply.statusCode).toBe(402);
    expect(reply.json().error_message).toBe(
      "You do not belong to a school, so you have no credits: ask a colleague to invite you.",
    );
  });

  it("never spends more credits than the organisation has, even when essays arrive together", async () => {
    const teacher = await newTeacher(ctx);
    await setCredits(ctx, teacher.organisationId, 2);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => postEssay(ctx, teacher.token, { data: textEssayData() })),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, 201, 402, 402, 402, 402]);
    expect(await balanceOf(teacher.organisationId)).toBe(0);
    const essays = await ctx.api.db
      .selectFrom("essays")
      .select("id")
      .where("owner_user_id", "=", teacher.userId)
      .execute();
    expect(essays).toHaveLength(2);
  });

  it("accepts a photo essay of the teacher's own uploads, with a topic photo", async () => {
    const pages = [await uploadedImageId(ctx, alice.token), await uploadedImageId(ctx, alice.token)];
    const topic = await uploadedImageId(ctx, alice.token, await plainImage("jpeg"));
    const reply = await postEssay(ctx, alice.token, {
      data: {
        certificate: B2_FIRST_ESSAY,
        input_method: "IMAGE",
        topic_input_method: "IMAGE",
        relationships: { student_image_ids_sorted: pages, topic_image_id: topic },
      },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({
      status: "PENDING",
      input_method: "IMAGE",
      original: null,
      topic_input_method: "IMAGE",
      topic_text: null,
      relationships: { student_image_ids_sorted: pages, topic_image_id: topic },
    });
  });

  it("corrects a photo essay from the text read on its page", async () => {
    const page = printedPage(GRANDMOTHER_PAGE);
    const upload = await postImage(ctx, alice.token, page, { query: "has_transcription=true" });
    expect(upload.json().data.transcription_evaluation).toBe("GOOD");
    const created = await postEssay(ctx, alice.token, {
      data: {
        certificate: B2_FIRST_ESSAY,
        input_method: "IMAGE",
        relationships: { student_image_ids_sorted: [upload.json().id] },
      },
    });
    expect(created.statusCode).toBe(201);
    const essay = await waitForCorrection(ctx, created.json().id);
    expect(essay.data.status).toBe("SUCCESS");
    expect(essay.data.original).toContain("quiet village by the sea");
    expect(essay.data.correction).toBe(correctEssay(essay.data.original!).corrected);
  });

  it("refuses photos that are not the teacher's own uploads, naming the field", async () => {
    const bobsImage = await uploadedImageId(ctx, bob.token);
    const unknown = randomUUID();
    const own = await uploadedImageId(ctx, alice.token);
    const pages = await postEssay(ctx, alice.token, {
      data: {
        certificate: B2_FIRST_ESSAY,
        input_method: "IMAGE",
        relationships: { student_image_ids_sorted: [own, bobsImage, unknown] },
      },
    });
    expect(pages.statusCode).toBe(400);
    expect(pages.json()).toMatchObject({
      error_message: `No photo you uploaded has the id ${bobsImage}, ${unknown} given for the essay's pages: upload the photo first.`,
      error_field: "data.relationships.student_image_ids_sorted",
    });

    const topic = await postEssay(ctx, alice.token, {
      data: textEssayData({ topic_text: null, relationships: { topic_image_id: bobsImage } }),
    });
    expect(topic.statusCode).toBe(400);
    expect(topic.json()).toMatchObject({
      error_message: `No photo you uploaded has the id ${bobsImage} given for the topic: upload the photo first.`,
      error_field: "data.relationships.topic_image_id",
    });
  });

  it("refuses a photo essay without photos or with more than three", async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => uploadedImageId(ctx, alice.token)));
    for (const images of [[], ids]) {
      const reply = await postEssay(ctx, alice.token, {
        data: {
          certificate: B2_FIRST_ESSAY,
          input_method: "IMAGE",
          relationships: { student_image_ids_sorted: images },
        },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error_message).toBe("Check the essay's photos: add 1 to 3 photos.");
    }
  });
});

describe("GET /api/v1/essays", () => {
  it("lists only the teacher's own SUCCESS and PENDING essays, newest first", async () => {
    const teacher = await newTeacher(ctx);
    const first = await createTextEssay(ctx, teacher.token);
    const second = await createTextEssay(ctx, teacher.token, { topic_text: null });
    const pending = await storedEssay(teacher);
    await storedEssay(teacher, { status: "FAILURE", locked_until: null });
    await createTextEssay(ctx, bob.token);
    // Distinct creation times, so the order does not rest on the clock's resolution.
    for (const [id, minute] of [
      [first.id, 1],
      [second.id, 2],
      [pending, 3],
    ] as const) {
      await ctx.api.db
        .updateTable("essays")
        .set({ created_at: `2026-01-01T00:0${minute}:00.000Z` })
        .where("id", "=", id)
        .execute();
    }

    const reply = await get("/api/v1/essays", teacher.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.map((essay: EssayResponse) => essay.id)).toEqual([pending, second.id, first.id]);

    const page = await get("/api/v1/essays?offset=1&limit=1", teacher.token);
    expect(page.json().data.map((essay: EssayResponse) => essay.id)).toEqual([second.id]);
    const withTopic = await get("/api/v1/essays?filter_has_topic=true", teacher.token);
    expect(withTopic.json().data.map((essay: EssayResponse) => essay.id)).toEqual([first.id]);
    const withoutTopic = await get("/api/v1/essays?filter_has_topic=false", teacher.token);
    expect(withoutTopic.json().data.map((essay: EssayResponse) => essay.id)).toEqual([pending, second.id]);
  });

  it("refuses a call without a token and query values of the wrong type", async () => {
    expect((await get("/api/v1/essays")).statusCode).toBe(401);
    for (const [query, field, message] of [
      ["limit=0", "limit", "The number of essays asked for cannot be below 1."],
      ["limit=abc", "limit", "The number of essays asked for must be a number."],
      ["offset=-1", "offset", "The number of essays to skip cannot be below 0."],
      ["filter_has_topic=maybe", "filter_has_topic", 'The topic filter must be "true" or "false".'],
    ]) {
      const reply = await get(`/api/v1/essays?${query}`, alice.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error_field: `query.${field}`, error_message: message });
    }
  });
});

describe("GET /api/v1/essays/:essay_id", () => {
  it("shows an essay by its id to its teacher, and answers anyone else as for an unknown id", async () => {
    const reply = await get(`/api/v1/essays/${corrected.id}`, alice.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(corrected);
    for (const token of [undefined, bob.token, "not-a-token"]) {
      const refused = await get(`/api/v1/essays/${corrected.id}`, token);
      expect(refused.statusCode, token).toBe(404);
      expect(refused.json()).toEqual((await get(`/api/v1/essays/${randomUUID()}`, token)).json());
    }
  });

  it("shows an essay shared before share links to anyone by its id, until its teacher revokes that link", async () => {
    // The link the migration gives every essay there was: its token is the essay's id.
    await ctx.api.db
      .insertInto("essay_share_links")
      .values({ token: corrected.id, essay_id: corrected.id, created_at: new Date().toISOString(), revoked_at: null })
      .execute();
    const reply = await get(`/api/v1/essays/${corrected.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.original).toBe(corrected.data.original);
    expect((await get(`/api/v1/essays/${corrected.id}`, bob.token)).statusCode).toBe(200);
    const revoked = await ctx.api.app.inject({
      method: "DELETE",
      url: `/api/v1/essays/${corrected.id}/share-link`,
      headers: bearer(alice.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(`/api/v1/essays/${corrected.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/essays/${corrected.id}`, alice.token)).statusCode).toBe(200);
  });

  describe("the teacher's ratings of the correction", () => {
    const grading = {
      grade: 14,
      grade_per_certificate_criterion: { Content: 4, "Communicative Achievement": 3, Organisation: 4, Language: 3 },
    };
    const ratings = { correction: "good", feedback: "bad", comment: "The feedback was too long." };
    let rated: string;
    beforeAll(async () => {
      rated = await storedEssay(alice, {
        status: "SUCCESS",
        locked_until: null,
        correction: ESSAY_TEXT,
        user_feedback: JSON.stringify({ ...grading, ...ratings }),
      });
    });

    it("are shown to the essay's owner", async () => {
      const reply = await get(`/api/v1/essays/${rated}`, alice.token);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.user_feedback).toEqual({ ...grading, ...ratings });
    });

    it("are hidden from the student, who sees the grading through the share link", async () => {
      const reply = await essayCalls(ctx).getShared(rated);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.user_feedback).toEqual(grading);
    });

    it("are hidden, without a 401, when the token is invalid or its email unverified: the caller is a visitor", async () => {
      const unverified = (await ctx.teacherToken({ verified: false })).token;
      for (const token of ["not-a-token", `${alice.token}x`, unverified]) {
        const reply = await get(`/api/v1/essays/${rated}`, token);
        expect(reply.statusCode, token).toBe(404);
        expect(reply.json().error_code).toBe("NOT_FOUND");
      }
    });

    it("leave no trace for the student when the teacher has only rated", async () => {
      const onlyRated = await storedEssay(alice, {
        status: "SUCCESS",
        locked_until: null,
        correction: ESSAY_TEXT,
        user_feedback: JSON.stringify(ratings),
      });
      expect((await essayCalls(ctx).getShared(onlyRated)).json().data.user_feedback).toBeNull();
      expect((await get(`/api/v1/essays/${onlyRated}`, alice.token)).json().data.user_feedback).toEqual(ratings);
    });
  });

  it("answers a plain 500, never a half-read essay, when a stored JSON value is damaged", async () => {
    const damaged = await storedEssay(alice, {
      status: "SUCCESS",
      locked_until: null,
      marking: '[{"start": 0}',
      edits: JSON.stringify([{ start: "first" }]),
    });
    for (const token of [alice.token, undefined]) {
      const reply = await get(`/api/v1/essays/${damaged}`, token);
      expect(reply.statusCode).toBe(500);
      expect(reply.json().error_message).not.toMatch(/marking|edits|JSON/);
    }
    expect((await get("/api/v1/essays?limit=100", alice.token)).statusCode).toBe(500);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await get(`/api/v1/essays/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error_code: "NOT_FOUND", error_message: "This essay was not found." });
    expect((await get("/api/v1/essays/42")).statusCode).toBe(400);
  });
});

describe("PATCH /api/v1/essays/:essay_id", () => {
  const currentVersion = async (id: string) =>
    (await get(`/api/v1/essays/${id}`, alice.token)).json().version as number;
  const grading = (grades: Record<string, number>) => ({
    user_feedback: { grade_per_certificate_criterion: grades, grade: Object.values(grades).reduce((a, b) => a + b, 0) },
  });
  const fullGrades = { Content: 4, "Communicative Achievement": 3.5, Organisation: 4, Language: 3 };

  it("saves the teacher's grading and bumps the version", async () => {
    const version = await currentVersion(corrected.id);
    const reply = await patch(corrected.id, alice.token, { version: version + 1, data: grading(fullGrades) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().version).toBe(version + 1);
    expect(reply.json().data.user_feedback).toMatchObject({ grade: 14.5, grade_per_certificate_criterion: fullGrades });
    expect(reply.json().data.grade).toBe(corrected.data.grade);
  });

  it("saves the feedback for the student", async () => {
    const version = await currentVersion(corrected.id);
    const reply = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: { feedback: "Good ideas; check your past tenses." },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.feedback).toBe("Good ideas; check your past tenses.");
  });

  it("merges ratings into the teacher's feedback, null clearing one", async () => {
    let version = await currentVersion(corrected.id);
    const first = await patch(corrected.id, alice.token, {
      version: ++version,
      data: { user_feedback: { correction: "good", feedback: "bad", comment: "Helpful." } },
    });
    expect(first.statusCode).toBe(200);
    const second = await patch(corrected.id, alice.token, {
      version: ++version,
      data: { user_feedback: { feedback: null } },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user_feedback).toEqual({
      grade: 14.5,
      grade_per_certificate_criterion: fullGrades,
      correction: "good",
      feedback: null,
      comment: "Helpful.",
    });
  });

  it("refuses a transcription rating on a pasted essay", async () => {
    const version = await currentVersion(corrected.id);
    const reply = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: { user_feedback: { transcription: "good" } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "A pasted essay has no transcription to rate: rate the correction or the feedback.",
      error_field: "data.user_feedback.transcription",
    });
  });

  it("refuses grades for missing or unknown criteria, and above a criterion's maximum", async () => {
    const version = await currentVersion(corrected.id);
    const { Language: _, ...missingLanguage } = fullGrades;
    const missing = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: grading({ ...missingLanguage, Spelling: 2 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_message:
        "Grade every criterion of Cambridge B2 First: Language has no grade. Cambridge B2 First has no criterion called Spelling.",
      error_field: "data.user_feedback.grade_per_certificate_criterion",
    });
    const tooHigh = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: grading({ ...fullGrades, Language: 7 }),
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({
      error_code: "VALIDATION_FAILED",
      error_message: "Language can be at most 5.",
      error_field: "data.user_feedback.grade_per_certificate_criterion.Language",
    });
    const belowZero = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: grading({ ...fullGrades, Content: -1 }),
    });
    expect(belowZero.json()).toMatchObject({
      error_message: "Content cannot be below 0.",
      error_field: "data.user_feedback.grade_per_certificate_criterion.Content",
    });
    const wrongTotal = await patch(corrected.id, alice.token, {
      version: version + 1,
      data: { user_feedback: { grade_per_certificate_criterion: fullGrades, grade: 20 } },
    });
    expect(wrongTotal.statusCode).toBe(400);
    expect(wrongTotal.json()).toMatchObject({
      error_message: "Check the total grade: the grade must be the sum of the criteria.",
      error_field: "data.user_feedback.grade",
    });
    expect(await currentVersion(corrected.id)).toBe(version);
  });

  it("takes a grade between two bands to two decimals, up to the criterion's top band", async () => {
    const version = await currentVersion(corrected.id);
    const between = { Content: 4.25, "Communicative Achievement": 3.5, Organisation: 5, Language: 2.75 };
    const reply = await patch(corrected.id, alice.token, { version: version + 1, data: grading(between) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.user_feedback).toMatchObject({ grade: 15.5, grade_per_certificate_criterion: between });
  });

  it("refuses a body that is none or several of the six kinds", async () => {
    const version = await currentVersion(corrected.id);
    for (const data of [{}, { feedback: "Two words", user_feedback: { correction: "good" } }]) {
      const reply = await patch(corrected.id, alice.token, { version: version + 1, data });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error_message:
          "Check the change: send one of: user_feedback grading, feedback, user_feedback ratings, edits, original, draft_feedback, class_id and student_id, or share_mode.",
        error_field: "data",
      });
    }
    const noVersion = await patch(corrected.id, alice.token, { data: { feedback: "Two words" } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toMatchObject({
      error_message: "The essay's version is missing.",
      error_field: "version",
    });
  });

  it("refuses a stale version with 409", async () => {
    const version = await currentVersion(corrected.id);
    for (const sent of [version, version + 2]) {
      const reply = await patch(corrected.id, alice.token, { version: sent, data: { feedback: "Stale words here." } });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error_message).toBe(
        `The essay was changed in the meantime (its version is now ${version}, so send ${version + 1}): reload the page and try again.`,
      );
    }
  });

  it("lets one of two changes sent at once with the same version through", async () => {
    const version = await currentVersion(corrected.id);
    const replies = await Promise.all(
      ["First teacher note.", "Second teacher note."].map((feedback) =>
        patch(corrected.id, alice.token, { version: version + 1, data: { feedback } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await currentVersion(corrected.id)).toBe(version + 1);
  });

  it("lets only the owner change an essay, which another teacher cannot even read", async () => {
    const version = await currentVersion(corrected.id);
    const reply = await patch(corrected.id, bob.token, {
      version: version + 1,
      data: { feedback: "Not my essay at all." },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      error_code: "FORBIDDEN",
      error_message: "Only the teacher who uploaded this essay can see or change it, its drafts and its link.",
    });
    expect((await get("/api/v1/essays", bob.token)).json().data.map((essay: EssayResponse) => essay.id)).not.toContain(
      corrected.id,
    );
    expect((await get(`/api/v1/essays/${corrected.id}`, bob.token)).statusCode).toBe(404);
  });

  it("refuses a call without a token, an unknown id and a malformed one", async () => {
    expect((await patch(corrected.id, undefined, { version: 2, data: { feedback: "Two words" } })).statusCode).toBe(
      401,
    );
    const unknown = await patch(randomUUID(), alice.token, { version: 2, data: { feedback: "Two words" } });
    expect(unknown.statusCode).toBe(404);
    expect((await patch("not-an-id", alice.token, { version: 2, data: { feedback: "Two words" } })).statusCode).toBe(
      400,
    );
  });

  it("refuses to change an essay that is still being corrected or could not be corrected", async () => {
    const pending = await storedEssay(alice);
    const failed = await storedEssay(alice, { status: "FAILURE", locked_until: null });
    const onPending = await patch(pending, alice.token, { version: 2, data: { feedback: "Two words" } });
    expect(onPending.statusCode).toBe(409);
    expect(onPending.json().error_message).toBe(
      "The essay is still being corrected: wait until it is done, then try again.",
    );
    const onFailed = await patch(failed, alice.token, { version: 2, data: { feedback: "Two words" } });
    expect(onFailed.statusCode).toBe(409);
    expect(onFailed.json().error_message).toBe(
      "This essay could not be corrected, so it cannot be changed: upload it again.",
    );
  });
});
