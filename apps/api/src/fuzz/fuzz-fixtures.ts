import type { RouteOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { FileMailbox } from "@redpen/mail";
import { insertClassSet, markClassSetPageRead, storeProposal } from "../db/class-sets.queries";
import { readOrCreateMailboxKey } from "../plugins/mailbox-key";
import { ESSAY_TEXT, setCredits } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { requestCheckout } from "../testing/payments";
import { startTestApi, type TestContext } from "../testing/test-api";
import { plainImage, postImage, printedPage } from "../testing/uploads";
import { tinyWebApp } from "../testing/web-dist";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import { invitedTeacher, newTeacher } from "../testing/teachers";
import { storedPurchase } from "./fuzzed-purchase-routes";

type Teacher = Awaited<ReturnType<typeof newTeacher>>;

/** Everything the fuzzed calls point at: two schools' teachers, their essays, photos and checkouts, and broken tokens. */
export interface FuzzFixtures {
  ctx: TestContext;
  /** The caller of the valid calls, in a school with credits to spare. */
  teacher: Teacher;
  /** A second member of the teacher's school. */
  colleague: { token: string; userId: string; email: string };
  /** A teacher of another school. */
  stranger: Teacher;
  /** Tokens the api must refuse, each broken one way, all for the teacher's subject. */
  brokenTokens: Record<"expired" | "wrongAudience" | "wrongIssuer" | "strangerKey" | "unverified", string>;
  ids: {
    essay: string;
    pendingEssay: string;
    strangerEssay: string;
    image: string;
    /** A printed page read at upload, and the teacher's photo essay of it. */
    readImage: string;
    photoEssay: string;
    strangerImage: string;
    /** A remembered correction of the teacher's school, and one of the stranger's. */
    schoolCorrection: string;
    strangerSchoolCorrection: string;
    checkout: string;
    strangerCheckout: string;
    mail: string;
    /** A class of the teacher's with one student, a second class of theirs, and a class of the stranger's with one student. */
    class: string;
    student: string;
    otherClass: string;
    strangerClass: string;
    strangerStudent: string;
    /** A READY class set of the teacher's (two pages, two essays), and one of the stranger's. */
    classSet: string;
    strangerClassSet: string;
    /** A purchase of the teacher's school, and one of the stranger's. */
    purchase: string;
    strangerPurchase: string;
  };
  mailboxKey: string;
  /** A small PNG, as a phone's upload would be. */
  png: Buffer;
  /** A new corrected essay of the teacher (a fix of its text leaves an essay being corrected again). */
  correctedEssay(): Promise<string>;
  /** A new text essay of the teacher that could not be corrected (trying it again leaves it being corrected). */
  failedEssay(): Promise<string>;
  /** The stored version of an essay, an organisation, a class, a student or a class set. */
  versionOf(table: "essays" | "organisations" | "classes" | "students" | "class_sets", id: string): Promise<number>;
  /** A new class of the teacher's, with no student (a call may fill or delete it). */
  newClass(): Promise<string>;
  /** A new student in a new class of the teacher's (a call may delete them). */
  newStudent(): Promise<string>;
  /** The version of the teacher's school's correction codes (0 while it has Redpen's defaults). */
  codesVersion(): Promise<number>;
  /** A new READY class set of the teacher's (its start makes it STARTED). */
  readyClassSet(): Promise<string>;
  /** A new READY class set of the teacher's on a photo of its own, which deleting the set deletes too. */
  deletableClassSet(): Promise<string>;
  /** The colleague's user id, a member of the teacher's school again if a call removed them. */
  colleagueInSchool(): Promise<string>;
  /** A new open checkout of the teacher's school (a paid one is gone). */
  openCheckout(): Promise<string>;
  /** The token of the teacher's essay's (or this essay's) live share link, made again when a call revoked it. */
  liveShareToken(essayId?: string): Promise<string>;
  /** The file key of an image, which its file's address carries. */
  fileKey(imageId: string): Promise<string>;
  /**
   * A second organisation the teacher owns and the colleague joined after them, made again when a
   * call deleted it: the deletion is fuzzed on it, not on the school every other call points at.
   * Both joined it long ago, so it is neither one's current organisation.
   */
  spareOrganisation(): Promise<{ id: string; name: string }>;
  /** A new open invitation to the teacher, from a school made for it (so joining it changes no other fixture). */
  invitationToTeacher(): Promise<string>;
  /** A new open invitation to the stranger, which the teacher cannot answer. */
  invitationToStranger(): Promise<string>;
}

async function uploadedImage(ctx: TestContext, token: string, png: Buffer, query?: string): Promise<string> {
  const reply = await postImage(ctx, token, png, { query });
  if (reply.statusCode !== 201) throw new Error(`upload failed: ${reply.statusCode} ${reply.body}`);
  return reply.json().id as string;
}

/** A remembered correction of the teacher's school, as its teachers' marking leaves one. */
async function rememberedCorrection(ctx: TestContext, teacher: Teacher): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await ctx.api.db
    .insertInto("school_corrections")
    .values({
      id,
      organisation_id: teacher.organisationId,
      original: "informations",
      replacement: "information",
      category: "noun number",
      explanation: "'Information' has no plural.",
      before_words: '["the"]',
      after_words: '["about"]',
      added: 3,
      teacher_ids: JSON.stringify([teacher.userId]),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function openCheckout(ctx: TestContext, token: string): Promise<string> {
  const pack = ctx.config.payments.products[0]!;
  const reply = await requestCheckout(ctx, token, {
    name: pack.name,
    price_cents: pack.price_cents,
    essay_quantity: pack.essay_quantity,
  });
  if (reply.statusCode !== 200) throw new Error(`checkout failed: ${reply.statusCode} ${reply.body}`);
  return new URL(reply.json().data.uri as string).pathname.split("/").pop()!;
}

/** A new open invitation to the email, from a new school of its own; the invitation's id. */
async function invitationTo(ctx: TestContext, email: string): Promise<string> {
  const now = new Date().toISOString();
  const organisationId = randomUUID();
  await ctx.api.db
    .insertInto("organisations")
    .values({ id: organisationId, name: "Inviting school", logo_image_id: null, created_at: now })
    .execute();
  const id = randomUUID();
  await ctx.api.db
    .insertInto("organisation_invitations")
    .values({
      id,
      organisation_id: organisationId,
      email,
      invited_by_user_id: null,
      created_at: now,
      accepted_at: null,
    })
    .execute();
  return id;
}

/** A new class of the teacher's, stored directly, with a student of it when `studentName` is given; the ids. */
async function storedClass(
  ctx: TestContext,
  teacher: Teacher,
  studentName?: string,
): Promise<{ classId: string; studentId: string }> {
  const now = new Date().toISOString();
  const classId = randomUUID();
  const studentId = randomUUID();
  await ctx.api.db
    .insertInto("classes")
    .values({
      id: classId,
      owner_user_id: teacher.userId,
      organisation_id: teacher.organisationId,
      name: "4B",
      certificate_id: null,
      certificate_name: null,
      certificate_cefr_level: null,
      certificate_format: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (studentName)
    await ctx.api.db
      .insertInto("students")
      .values({ id: studentId, class_id: classId, name: studentName, notes: null, created_at: now, updated_at: now })
      .execute();
  return { classId, studentId };
}

/**
 * Starts the api (no rate limits: the fuzz sends far more than a school would; a built web app, so its
 * routes are there too), makes the fixtures, then stops the correction queue so nothing but the
 * fuzzed calls writes. `onRoute` hears of every route registered.
 */
/** A class set of the owner's whose two pages (both the photo) are read and grouped as two essays: READY. */
async function insertReadyClassSet(ctx: TestContext, ownerUserId: string, imageId: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await insertClassSet(
    ctx.api.db,
    {
      id,
      owner_user_id: ownerUserId,
      class_id: null,
      certificate_id: B2_FIRST_ESSAY_ID,
      certificate_name: B2_FIRST_ESSAY.name,
      certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
      certificate_format: B2_FIRST_ESSAY.format,
      topic_text: null,
      source: "PHOTOS",
      pdf_key: null,
      pages_total: 2,
      status: "READING",
      created_at: now,
      updated_at: now,
    },
    [imageId, imageId],
  );
  for (const page_number of [1, 2])
    await markClassSetPageRead(ctx.api.db, { class_set_id: id, page_number, image_id: imageId, read_error: null }, now);
  await storeProposal(ctx.api.db, id, [{ page_numbers: [1] }, { page_numbers: [2] }], now);
  return id;
}

export async function startFuzzFixtures(onRoute: (route: RouteOptions) => void): Promise<FuzzFixtures> {
  const ctx = await startTestApi({}, { rateLimits: null, webDist: tinyWebApp() }, { onRoute });
  const [teacher, stranger] = [await newTeacher(ctx), await newTeacher(ctx)];
  const colleague = await invitedTeacher(ctx, teacher.token, teacher.organisationId);
  await setCredits(ctx, teacher.organisationId, 100_000);
  const png = await plainImage("png");
  const corrected = {
    status: "SUCCESS" as const,
    original: ESSAY_TEXT,
    correction: ESSAY_TEXT,
    grade_max: 20,
    feedback: "Good work overall.",
  };
  const ids = {
    essay: await insertEssayRow(ctx.api.db, teacher, corrected),
    pendingEssay: await insertEssayRow(ctx.api.db, teacher),
    strangerEssay: await insertEssayRow(ctx.api.db, stranger, corrected),
    image: await uploadedImage(ctx, teacher.token, png),
    readImage: await uploadedImage(
      ctx,
      teacher.token,
      printedPage(ESSAY_TEXT.split("\n\n")[0]!),
      "has_transcription=true",
    ),
    photoEssay: "",
    schoolCorrection: await rememberedCorrection(ctx, teacher),
    strangerSchoolCorrection: await rememberedCorrection(ctx, stranger),
    strangerImage: await uploadedImage(ctx, stranger.token, png),
    checkout: await openCheckout(ctx, teacher.token),
    strangerCheckout: await openCheckout(ctx, stranger.token),
    mail: (await new FileMailbox(ctx.config.mail.mailDir).list({ limit: 1 }))[0]!.id,
    class: "",
    student: "",
    otherClass: (await storedClass(ctx, teacher)).classId,
    strangerClass: "",
    strangerStudent: "",
    classSet: "",
    strangerClassSet: "",
    purchase: await storedPurchase(ctx, teacher),
    strangerPurchase: await storedPurchase(ctx, stranger),
  };
  ({ classId: ids.class, studentId: ids.student } = await storedClass(ctx, teacher, "Maria Lopez"));
  ({ classId: ids.strangerClass, studentId: ids.strangerStudent } = await storedClass(ctx, stranger, "Tom Reed"));
  ids.classSet = await insertReadyClassSet(ctx, teacher.userId, ids.image);
  ids.strangerClassSet = await insertReadyClassSet(ctx, stranger.userId, ids.strangerImage);
  const read = await ctx.api.db
    .selectFrom("images")
    .select("transcription")
    .where("id", "=", ids.readImage)
    .executeTakeFirstOrThrow();
  ids.photoEssay = await insertEssayRow(ctx.api.db, teacher, {
    ...corrected,
    original: read.transcription,
    student_image_ids: JSON.stringify([ids.readImage]),
  });
  const claims = { sub: teacher.subject, email: teacher.email, email_verified: true };
  const brokenTokens = {
    expired: await ctx.issuer.token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    wrongAudience: await ctx.issuer.token(claims, { audience: "https://elsewhere.test/api" }),
    wrongIssuer: await ctx.issuer.token(claims, { issuer: "https://issuer.elsewhere.test" }),
    strangerKey: await ctx.issuer.token(claims, { signWithStrangerKey: true }),
    unverified: (await ctx.teacherToken({ verified: false })).token,
  };
  await ctx.api.queue.stop();
  let spare: { id: string; name: string } | undefined;
  return {
    ctx,
    teacher,
    colleague,
    stranger,
    brokenTokens,
    ids,
    mailboxKey: readOrCreateMailboxKey(ctx.config.dataDir),
    png,
    async colleagueInSchool() {
      const membership = { organisation_id: teacher.organisationId, user_id: colleague.userId };
      const member = await ctx.api.db
        .selectFrom("organisation_members")
        .select("user_id")
        .where("organisation_id", "=", membership.organisation_id)
        .where("user_id", "=", membership.user_id)
        .executeTakeFirst();
      if (!member)
        await ctx.api.db
          .insertInto("organisation_members")
          .values({ ...membership, role: "teacher", created_at: new Date().toISOString() })
          .execute();
      return colleague.userId;
    },
    openCheckout: () => openCheckout(ctx, teacher.token),
    async liveShareToken(essayId = ids.essay) {
      const reply = await ctx.api.app.inject({
        method: "POST",
        url: `/api/v1/essays/${essayId}/share-link`,
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      if (reply.statusCode >= 300) throw new Error(`sharing failed: ${reply.statusCode} ${reply.body}`);
      return reply.json().data.token as string;
    },
    async fileKey(imageId) {
      const row = await ctx.api.db
        .selectFrom("images")
        .select("file_key")
        .where("id", "=", imageId)
        .executeTakeFirstOrThrow();
      return row.file_key ?? "";
    },
    correctedEssay: () => insertEssayRow(ctx.api.db, teacher, corrected),
    failedEssay: () =>
      insertEssayRow(ctx.api.db, teacher, {
        original: ESSAY_TEXT,
        status: "FAILURE",
        failure_reason: "The engine could not correct the essay: it ran out of time.",
      }),
    readyClassSet: () => insertReadyClassSet(ctx, teacher.userId, ids.image),
    deletableClassSet: async () =>
      insertReadyClassSet(ctx, teacher.userId, await uploadedImage(ctx, teacher.token, png)),
    async spareOrganisation() {
      const live = spare
        ? await ctx.api.db
            .selectFrom("organisations")
            .select("id")
            .where("id", "=", spare.id)
            .where("deleted_at", "is", null)
            .executeTakeFirst()
        : undefined;
      if (!live) {
        spare = { id: randomUUID(), name: "Spare school" };
        await ctx.api.db
          .insertInto("organisations")
          .values({ ...spare, logo_image_id: null, created_at: "2000-01-01T00:00:00.000Z" })
          .execute();
        await ctx.api.db
          .insertInto("organisation_members")
          .values([
            {
              organisation_id: spare.id,
              user_id: teacher.userId,
              role: "owner",
              created_at: "2000-01-01T00:00:00.000Z",
            },
            {
              organisation_id: spare.id,
              user_id: colleague.userId,
              role: "teacher",
              created_at: "2000-01-02T00:00:00.000Z",
            },
          ])
          .execute();
      }
      return spare!;
    },
    newClass: async () => (await storedClass(ctx, teacher)).classId,
    newStudent: async () => (await storedClass(ctx, teacher, "Ana Diaz")).studentId,
    invitationToTeacher: () => invitationTo(ctx, teacher.email),
    invitationToStranger: () => invitationTo(ctx, stranger.email),
    async codesVersion() {
      const row = await ctx.api.db
        .selectFrom("correction_codes")
        .select("version")
        .where("organisation_id", "=", teacher.organisationId)
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    async versionOf(table, id) {
      const row = await ctx.api.db.selectFrom(table).select("version").where("id", "=", id).executeTakeFirstOrThrow();
      return row.version;
    },
  };
}
