import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { B2_FIRST_CRITERIA, bearer, ESSAY_TEXT, postEssay, textEssayData } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { call, invite, latestMailTo } from "../testing/organisations";
import { creditsOf } from "../testing/payments";
import { countRows, startTestApi, type TestContext } from "../testing/test-api";
import { newTeacher } from "../testing/teachers";

// Every text the api stores, and the few it only looks up, refuses what no essay holds: the C0
// control characters but tab, line feed and carriage return, DEL, the C1 controls (NEL...), the
// bidirectional overrides and isolates, and broken Unicode (a lone half of a surrogate pair). The
// contract does it, so the 400 names the field in words like any other.

let ctx: TestContext;
let teacher: Awaited<ReturnType<typeof newTeacher>>;

beforeAll(async () => {
  ctx = await startTestApi();
  teacher = await newTeacher(ctx);
});
afterAll(async () => ctx?.close());

const NUL = "a\u0000b";
/** RIGHT-TO-LEFT OVERRIDE: what follows it shows backwards. */
const RLO = "\u202E";
/** NEXT LINE, a C1 control some systems write for a line break. */
const NEL = "\u0085";
/** The 400 for the field at this path: a sentence naming it in words (never its path), the path apart. */
const refusal = (field: string) => ({
  error_code: "VALIDATION_FAILED",
  error_message: expect.stringMatching(
    /^[A-Z][^.:]* holds invisible characters \(control characters, text direction overrides or broken Unicode\): remove them\.$/,
  ),
  error_field: field,
});
const countOf = (table: "essays" | "organisation_invitations" | "checkout_sessions") => countRows(ctx, table);

/** A corrected essay of the teacher, stored as the queue leaves it, for the PATCH calls. */
const correctedEssay = () =>
  insertEssayRow(ctx.api.db, teacher, {
    status: "SUCCESS",
    original: ESSAY_TEXT,
    correction: ESSAY_TEXT,
    grade_max: 20,
    feedback: "Good work overall.",
  });
const patchEssay = (id: string, data: unknown) =>
  ctx.api.app.inject({
    method: "PATCH",
    url: `/api/v1/essays/${id}`,
    payload: { version: 2, data } as object,
    headers: bearer(teacher.token),
  });
const essayRow = (id: string) =>
  ctx.api.db.selectFrom("essays").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const fullGrades = (first: string) =>
  Object.fromEntries(B2_FIRST_CRITERIA.map((criterion, index) => [index === 0 ? first : criterion, 3]));

describe("POST /essays refuses a control character in any of its texts", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["data.name", { name: NUL }],
    ["data.original", { original: `${ESSAY_TEXT}\u0000` }],
    ["data.topic_text", { topic_text: `Are holidays in nature better\u001B than city breaks?` }],
    ["data.certificate.name", { certificate: { ...B2_FIRST_ESSAY, name: `${B2_FIRST_ESSAY.name}\u0000` } }],
    ["data.certificate.cefr_level", { certificate: { ...B2_FIRST_ESSAY, cefr_level: "B2\u0007" } }],
    ["data.certificate.format", { certificate: { ...B2_FIRST_ESSAY, format: "essay\u007F" } }],
    ["data.name", { name: "Maria \uD800Lopez" }],
    ["data.name", { name: `Maria ${RLO}zepoL` }],
    ["data.name", { name: `Maria${NEL}Lopez` }],
    ["data.topic_text", { topic_text: `Are holidays in nature ${RLO}better than city breaks?` }],
    ["data.topic_text", { topic_text: `Are holidays in nature${NEL}better than city breaks?` }],
    ["data.original", { original: ESSAY_TEXT.replace("\n", NEL) }],
    ["data.original", { original: `${RLO}${ESSAY_TEXT}` }],
  ];

  it.each(cases)("%s: 400 naming the field, no essay stored and no credit spent", async (field, overrides) => {
    const [essays, credits] = [await countOf("essays"), await creditsOf(ctx, teacher.token)];
    const reply = await postEssay(ctx, teacher.token, { data: textEssayData(overrides) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal(field));
    expect(await countOf("essays")).toBe(essays);
    expect(await creditsOf(ctx, teacher.token)).toBe(credits);
  });

  it("takes tabs, line feeds and carriage returns, and keeps them", async () => {
    const data = textEssayData({
      name: "Maria\tLopez",
      original: ESSAY_TEXT.replaceAll("\n", "\r\n"),
      topic_text: "Are holidays in nature\nbetter than city breaks?",
    });
    const reply = await postEssay(ctx, teacher.token, { data });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ name: data.name, original: data.original, topic_text: data.topic_text });
  });
});

describe("PATCH /essays refuses a control character in the teacher's texts", () => {
  const cases: [string, (essayId: string) => unknown][] = [
    ["data.feedback", () => ({ feedback: `Good work,\u0000 check your tenses.` })],
    ["data.user_feedback.comment", () => ({ user_feedback: { comment: NUL } })],
    [
      "data.user_feedback.grade_per_certificate_criterion",
      () => ({ user_feedback: { grade_per_certificate_criterion: fullGrades("Content\u0000"), grade: 12 } }),
    ],
    ["data.feedback", () => ({ feedback: `Good work, ${RLO}check your tenses.` })],
    ["data.feedback", () => ({ feedback: `Good work.${NEL}Check your tenses.` })],
    ["data.user_feedback.comment", () => ({ user_feedback: { comment: `Helpful ${RLO}and quick.` } })],
    ["data.user_feedback.comment", () => ({ user_feedback: { comment: `Helpful${NEL}and quick.` } })],
    [
      "data.edits.0.explanation",
      () => ({
        edits: [
          {
            start: 0,
            end: 0,
            original: "",
            replacement: "Dear sir, ",
            source: "teacher",
            state: "added",
            explanation: `Open the letter ${RLO}with a greeting.`,
          },
        ],
      }),
    ],
  ];

  it.each(cases)("%s: 400 naming the field, the essay unchanged", async (field, data) => {
    const id = await correctedEssay();
    const before = await essayRow(id);
    const reply = await patchEssay(id, data(id));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal(field));
    expect(await essayRow(id)).toEqual(before);
  });

  it("takes a tab or a line break in the feedback and the comment", async () => {
    const id = await correctedEssay();
    expect((await patchEssay(id, { feedback: "Good work.\nCheck your tenses." })).json().data.feedback).toBe(
      "Good work.\nCheck your tenses.",
    );
    const rated = await ctx.api.app.inject({
      method: "PATCH",
      url: `/api/v1/essays/${id}`,
      payload: { version: 3, data: { user_feedback: { comment: "Helpful\tand quick." } } },
      headers: bearer(teacher.token),
    });
    expect(rated.json().data.user_feedback.comment).toBe("Helpful\tand quick.");
  });
});

describe("the other stored and looked-up texts", () => {
  it("an invitation's email: 400 naming the field, no invitation and no mail", async () => {
    const invitations = await countOf("organisation_invitations");
    const email = "new\u0000teacher@school.test";
    const reply = await invite(ctx, teacher.token, teacher.organisationId, email);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal("data.email"));
    expect(await countOf("organisation_invitations")).toBe(invitations);
    expect(await latestMailTo(ctx, email)).toBeUndefined();
  });

  it("a checkout's pack name: 400 naming the field, no checkout session", async () => {
    const sessions = await countOf("checkout_sessions");
    const reply = await call(
      ctx,
      "GET",
      `/payments?product_name=${encodeURIComponent("20 essays\u0000")}&product_price_cents=1900&product_essay_quantity=20`,
      teacher.token,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal("query.product_name"));
    expect(await countOf("checkout_sessions")).toBe(sessions);
  });
});
