import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { B2_FIRST_CRITERIA, bearer, ESSAY_TEXT, setCredits, textEssayData } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { latestMailTo } from "../testing/organisations";
import { creditsOf } from "../testing/payments";
import { countRows, startTestApi, type TestContext } from "../testing/test-api";
import { multipartBody, plainImage } from "../testing/uploads";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits";
import { newTeacher } from "../testing/teachers";

const PER_USER = 2;
const PER_ADDRESS = 3;
/** Small limits, so a test reaches them in a few calls; the defaults are checked on their own below. */
const SMALL: RateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((call) => [
    call,
    { perUser: { max: PER_USER, windowSeconds: 600 }, perAddress: { max: PER_ADDRESS, windowSeconds: 900 } },
  ]),
) as RateLimits;

type Teacher = Awaited<ReturnType<typeof newTeacher>>;

let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  [ctx, png] = await Promise.all([startTestApi({}, { rateLimits: SMALL }), plainImage("png")]);
});
afterAll(async () => ctx?.close());

/** Each test's callers come from an address of their own, so no test spends another's share. */
let lastOctet = 0;
const newAddress = () => `10.1.0.${++lastOctet}`;

/** The four costly calls, as a teacher's browser at `address` sends them. */
const calls = {
  essayCreate: (teacher: Teacher, address: string, id = randomUUID()) =>
    ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/essays/${id}`,
      payload: { data: textEssayData() },
      headers: bearer(teacher.token),
      remoteAddress: address,
    }),
  imageUpload: (teacher: Teacher, address: string, id = randomUUID()) => {
    const { payload, headers } = multipartBody(png);
    return ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/images/${id}?has_transcription=true`,
      payload,
      headers: { ...headers, ...bearer(teacher.token) },
      remoteAddress: address,
    });
  },
  invitation: (teacher: Teacher, address: string, email = `colleague-${randomUUID()}@school.test`) =>
    ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/organisations/${teacher.organisationId}/users`,
      payload: { data: { email } },
      headers: bearer(teacher.token),
      remoteAddress: address,
    }),
  essayEngineChange: async (teacher: Teacher, address: string, id?: string) =>
    patchEssay(teacher, address, id ?? (await correctedEssay(teacher)), { draft_feedback: true }),
  checkout: (teacher: Teacher, address: string) =>
    ctx.api.app.inject({
      method: "GET",
      url: "/api/v1/payments?product_name=20%20essays&product_price_cents=1900&product_essay_quantity=20",
      headers: bearer(teacher.token),
      remoteAddress: address,
    }),
};

/** A corrected essay of the teacher, as the queue leaves it, for the PATCH calls. */
function correctedEssay(teacher: Teacher) {
  return insertEssayRow(ctx.api.db, teacher, {
    status: "SUCCESS",
    original: ESSAY_TEXT,
    correction: ESSAY_TEXT,
    grade_max: 20,
    feedback: "Good work overall.",
  });
}

/** PATCH /essays/{id} at version 2, as a freshly corrected essay takes it. */
function patchEssay(teacher: Teacher, address: string, id: string, data: object, version = 2) {
  return ctx.api.app.inject({
    method: "PATCH",
    url: `/api/v1/essays/${id}`,
    payload: { version, data },
    headers: bearer(teacher.token),
    remoteAddress: address,
  });
}

const countOf = (table: "essays" | "images" | "organisation_invitations" | "checkout_sessions") =>
  countRows(ctx, table);
const uploadedFiles = () => (existsSync(ctx.config.uploadsDir) ? readdirSync(ctx.config.uploadsDir).length : 0);

/** The 429 of a refused call: the api's error body, and a Retry-After within the window. */
function expectRefused(
  reply: Awaited<ReturnType<typeof calls.checkout>>,
  by: "user" | "address",
  windowSeconds: number,
) {
  expect(reply.statusCode).toBe(429);
  const retryAfter = Number(reply.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = reply.json();
  expect(body.error_code).toBe("TOO_MANY_REQUESTS");
  expect(body.error_message).toMatch(
    by === "user"
      ? /^You have made too many .+ in a short time: try again in \d+ minutes?\.$/
      : /^Too many .+ have come from your network in a short time: try again in \d+ minutes?\.$/,
  );
}

describe.each(["essayCreate", "essayEngineChange", "imageUpload", "invitation", "checkout"] as const)("%s", (call) => {
  it(`refuses a teacher's call ${PER_USER + 1} with 429 and Retry-After, while a colleague may still call`, async () => {
    const [teacher, colleague] = [await newTeacher(ctx), await newTeacher(ctx)];
    const address = newAddress();
    for (let i = 0; i < PER_USER; i++) expect((await calls[call](teacher, address)).statusCode).toBeLessThan(300);
    expectRefused(await calls[call](teacher, newAddress()), "user", 600);
    expect((await calls[call](colleague, address)).statusCode).toBeLessThan(300);
  });

  it(`refuses call ${PER_ADDRESS + 1} from one address whoever sends it, and lets the same teacher call from elsewhere`, async () => {
    const teachers = await Promise.all(Array.from({ length: PER_ADDRESS }, () => newTeacher(ctx)));
    const latecomer = await newTeacher(ctx);
    const address = newAddress();
    for (const teacher of teachers) expect((await calls[call](teacher, address)).statusCode).toBeLessThan(300);
    expectRefused(await calls[call](latecomer, address), "address", 900);
    expect((await calls[call](latecomer, newAddress())).statusCode).toBeLessThan(300);
  });
});

describe("a refused call writes nothing", () => {
  let teacher: Teacher;
  let address: string;
  beforeAll(async () => {
    teacher = await newTeacher(ctx);
    await setCredits(ctx, teacher.organisationId, 50);
    address = newAddress();
    for (const call of ["essayCreate", "imageUpload", "invitation", "checkout"] as const) {
      for (let i = 0; i < PER_USER; i++) expect((await calls[call](teacher, address)).statusCode).toBeLessThan(300);
    }
  });

  it("no essay and no credit spent", async () => {
    const [essays, credits] = [await countOf("essays"), await creditsOf(ctx, teacher.token)];
    const id = randomUUID();
    expect((await calls.essayCreate(teacher, address, id)).statusCode).toBe(429);
    expect(await countOf("essays")).toBe(essays);
    expect(await creditsOf(ctx, teacher.token)).toBe(credits);
    expect((await ctx.api.app.inject({ method: "GET", url: `/api/v1/essays/${id}` })).statusCode).toBe(404);
  });

  it("no image and no file", async () => {
    const [images, files] = [await countOf("images"), uploadedFiles()];
    expect((await calls.imageUpload(teacher, address)).statusCode).toBe(429);
    expect(await countOf("images")).toBe(images);
    expect(uploadedFiles()).toBe(files);
  });

  it("no invitation and no mail", async () => {
    const invitations = await countOf("organisation_invitations");
    const email = `refused-${randomUUID()}@school.test`;
    expect((await calls.invitation(teacher, address, email)).statusCode).toBe(429);
    expect(await countOf("organisation_invitations")).toBe(invitations);
    expect(await latestMailTo(ctx, email)).toBeUndefined();
  });

  it("no checkout session", async () => {
    const sessions = await countOf("checkout_sessions");
    expect((await calls.checkout(teacher, address)).statusCode).toBe(429);
    expect(await countOf("checkout_sessions")).toBe(sessions);
  });
});

describe("PATCH /essays/{id}", () => {
  const essayRow = (id: string) =>
    ctx.api.db.selectFrom("essays").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const grades = Object.fromEntries(B2_FIRST_CRITERIA.map((criterion) => [criterion, 3]));

  it("counts 'Draft again', marking changes and text fixes alike, one share for the three", async () => {
    const teacher = await newTeacher(ctx);
    const address = newAddress();
    const [drafted, marked, fixed] = [
      await correctedEssay(teacher),
      await correctedEssay(teacher),
      await correctedEssay(teacher),
    ];
    expect((await patchEssay(teacher, address, drafted, { draft_feedback: true })).statusCode).toBe(200);
    expect((await patchEssay(teacher, address, marked, { edits: [] })).statusCode).toBe(200);
    const before = await essayRow(fixed);
    const fix = await patchEssay(teacher, address, fixed, { original: ESSAY_TEXT.replace("holiday", "holidays") });
    expectRefused(fix, "user", 600);
    // Refused before anything was done: the text is as it was, and no correction was queued.
    expect(await essayRow(fixed)).toEqual(before);
  });

  it("never counts plain saves: grading, feedback and ratings go on once the teacher's share is spent", async () => {
    const teacher = await newTeacher(ctx);
    const address = newAddress();
    for (let i = 0; i < PER_USER; i++) expect((await calls.essayEngineChange(teacher, address)).statusCode).toBe(200);
    expectRefused(await calls.essayEngineChange(teacher, address), "user", 600);

    const id = await correctedEssay(teacher);
    const saves = [
      { user_feedback: { grade_per_certificate_criterion: grades, grade: 12 } },
      { feedback: "Good work, check your tenses." },
      { user_feedback: { correction: "good", comment: "Helpful." } },
      ...Array.from({ length: PER_ADDRESS }, (_, i) => ({ feedback: `Good work, round ${i}.` })),
    ];
    for (const [index, data] of saves.entries())
      expect((await patchEssay(teacher, address, id, data, 2 + index)).statusCode).toBe(200);
  });
});

describe("the client address", () => {
  const viaProxy = (api: TestContext, teacher: Teacher, client: string) =>
    api.api.app.inject({
      method: "GET",
      url: "/api/v1/payments?product_name=20%20essays&product_price_cents=1900&product_essay_quantity=20",
      headers: { ...bearer(teacher.token), "x-forwarded-for": client },
      remoteAddress: "10.9.9.9",
    });

  it("is the proxy's X-Forwarded-For client only with TRUST_PROXY=true", async () => {
    const trusting = await startTestApi({ TRUST_PROXY: "true" }, { rateLimits: SMALL });
    try {
      // Behind the proxy, schools with distinct addresses have shares of their own.
      const teachers = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => newTeacher(trusting)));
      for (const [index, teacher] of teachers.entries())
        expect((await viaProxy(trusting, teacher, `203.0.113.${index + 1}`)).statusCode).toBe(200);
      // A client writing addresses of its own into the header gains nothing: the proxy appends the one it saw.
      const forging = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => newTeacher(trusting)));
      const forged = [];
      for (const [index, teacher] of forging.entries())
        forged.push((await viaProxy(trusting, teacher, `198.51.100.${index + 1}, 203.0.113.99`)).statusCode);
      expect(forged).toEqual([200, 200, 200, 429]);
    } finally {
      await trusting.close();
    }
    // Without it, a forged X-Forwarded-For is ignored: every call counts for the address that sent it.
    const teachers = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => newTeacher(ctx)));
    const replies = [];
    for (const [index, teacher] of teachers.entries())
      replies.push(await viaProxy(ctx, teacher, `203.0.113.${index + 1}`));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it("counts an IPv6 client by its /64, so a fresh address per call gains nothing", async () => {
    const teachers = [await newTeacher(ctx), await newTeacher(ctx), await newTeacher(ctx)];
    for (const [index, teacher] of teachers.entries())
      expect((await calls.checkout(teacher, `2001:db8:5:7::${index + 1}`)).statusCode).toBe(200);
    expectRefused(await calls.checkout(teachers[0]!, "2001:db8:5:7:ffff::1"), "address", 900);
  });
});

describe("the limits", () => {
  it("let a teacher mark a class of 30 photo essays (3 pages and a topic photo each) in one sitting, five at once behind a school's address", () => {
    const { imageUpload, essayCreate } = DEFAULT_RATE_LIMITS;
    expect(imageUpload.perUser.max).toBeGreaterThanOrEqual(30 * 4);
    expect(imageUpload.perAddress.max).toBeGreaterThanOrEqual(5 * 30 * 4);
    expect(essayCreate.perUser.max).toBeGreaterThanOrEqual(30);
    expect(essayCreate.perAddress.max).toBeGreaterThanOrEqual(5 * 30);
    for (const { perUser, perAddress } of Object.values(DEFAULT_RATE_LIMITS))
      expect(perAddress.max).toBeGreaterThan(perUser.max);
  });

  it("can be turned off, for the fuzz test and the benchmarks", async () => {
    const unlimited = await startTestApi({}, { rateLimits: null });
    try {
      const teacher = await newTeacher(unlimited);
      const replies = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.checkout.perUser.max; i++) {
        replies.push(
          await unlimited.api.app.inject({
            method: "GET",
            url: "/api/v1/payments?product_name=20%20essays&product_price_cents=1900&product_essay_quantity=20",
            headers: bearer(teacher.token),
          }),
        );
      }
      expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    } finally {
      await unlimited.close();
    }
  });
});
