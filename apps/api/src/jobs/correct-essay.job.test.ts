import { correctEssay } from "@redpen/engine";
import { SHORT_TEXT } from "@redpen/engine/testing";
import { renderPage } from "@redpen/engine/testing/pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditBalance } from "../db/credits.queries";
import { startCorrectionTest, type CorrectionTestContext } from "../testing/correction-test-context";
import { insertEssayRow, insertImage, insertPendingEssay } from "../testing/essay-rows";
import { SAMPLE_ESSAY, SAMPLE_PAGES, SAMPLE_TOPIC } from "../testing/essay-texts";
import { correctEssayJob } from "./correct-essay.job";
import { BucketImageStorage } from "../storage/bucket-image-storage";
import { StorageUnavailableError, type ImageStorage } from "../storage/image-storage";
import { startS3TestServer } from "../testing/s3-test-server";
import { createEngineRunner } from "../engine/engine-thread-runner";
import { insertTeacher } from "../testing/teachers";

let context: CorrectionTestContext;
beforeAll(async () => {
  context = await startCorrectionTest();
});
afterAll(() => context.close());

const essayRow = (id: string) =>
  context.db.selectFrom("essays").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const refunds = (id: string) =>
  context.db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("reason", "=", "refund")
    .where("reference", "=", id)
    .execute();

/** After a failure the next run may mend: the essay is still PENDING, unclaimed and charged its one credit. */
async function expectPendingAndCharged(id: string, organisationId: string) {
  expect(await essayRow(id)).toMatchObject({ status: "PENDING", version: 1, locked_until: null, failure_reason: null });
  expect(await refunds(id)).toHaveLength(0);
  expect(await creditBalance(context.db, organisationId)).toBe(9);
}

/** The real storage, whose first read fails as a disk or network error would. */
function storageFailingOnce(storage: ImageStorage): ImageStorage & { failures: number } {
  const flaky = {
    failures: 0,
    put: (key: string, bytes: Buffer) => storage.put(key, bytes),
    delete: (key: string) => storage.delete(key),
    get: async (key: string) => {
      if (flaky.failures++ === 0) throw Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" });
      return storage.get(key);
    },
  };
  return flaky;
}

async function storedPhoto(userId: string, bytes: Buffer): Promise<string> {
  const image = await insertImage(context.db, userId, bytes.length);
  await context.storage.put(image.storageKey, bytes);
  return image.id;
}

describe("the correction job", () => {
  it("turns a PENDING text essay into SUCCESS with the correction, edits, grades and feedback", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, {
      original: SAMPLE_ESSAY,
      topic_input_method: "TEXT",
      topic_text: SAMPLE_TOPIC,
    });

    expect(await correctEssayJob(context.deps, id)).toBe("done");

    const essay = await essayRow(id);
    expect(essay).toMatchObject({
      status: "SUCCESS",
      version: 2,
      original: SAMPLE_ESSAY,
      grade_max: 20,
      locked_until: null,
      failure_reason: null,
    });
    // Stored as the engine corrects the text; what the correction says is the engine's tests' concern.
    const engineAnswer = correctEssay(SAMPLE_ESSAY);
    expect(essay.correction).toBe(engineAnswer.corrected);
    const edits = JSON.parse(essay.edits!) as { original: string; replacement: string; rule_id: string }[];
    const spans = (list: typeof edits) =>
      list.map(({ original, replacement, rule_id }) => ({ original, replacement, rule_id }));
    expect(spans(edits)).toEqual(spans(engineAnswer.edits));
    const criteria = JSON.parse(essay.grade_per_certificate_criterion!) as Record<string, number>;
    expect(Object.keys(criteria).sort()).toEqual(["Communicative Achievement", "Content", "Language", "Organisation"]);
    expect(essay.grade).toBe(Object.values(criteria).reduce((sum, score) => sum + score, 0));
    expect(essay.feedback!.split(/\s+/).length).toBeGreaterThanOrEqual(40);
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(9);
  });

  it("stores a null grade for a text too short to grade, and still succeeds", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, {
      original: SHORT_TEXT,
    });
    expect(await correctEssayJob(context.deps, id)).toBe("done");
    const essay = await essayRow(id);
    expect(essay).toMatchObject({
      status: "SUCCESS",
      grade: null,
      grade_per_certificate_criterion: null,
      grade_max: 20,
    });
    expect(essay.correction).toBe(correctEssay(SHORT_TEXT).corrected);
  });

  it("reads the photos of an image essay in page order and keeps each page's transcription", async () => {
    const teacher = await insertTeacher(context.db);
    const pages = await Promise.all(
      SAMPLE_PAGES.map((text, i) => storedPhoto(teacher.userId, renderPage({ text, font: "noto-serif", seed: i + 1 }))),
    );
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify(pages) });

    expect(await correctEssayJob(context.deps, id)).toBe("done");

    const essay = await essayRow(id);
    expect(essay.status).toBe("SUCCESS");
    const [first, second] = essay.original!.split("\n\n");
    expect(first).toContain("seaside");
    expect(second).toContain("museum");
    expect(essay.correction).toBe(correctEssay(essay.original!).corrected);
    const images = await context.db.selectFrom("images").selectAll().where("id", "in", pages).execute();
    const read = images.find((image) => image.id === pages[1])!;
    expect(read).toMatchObject({ transcription: second, transcription_evaluation: "GOOD" });
    // The page as read and its words are kept, so that the teacher can check a word where it was read.
    const page = await context.storage.get(read.read_page_key!);
    expect([...page!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(
      (JSON.parse(read.read_words!) as { words: { text: string }[] }).words.map((word) => word.text).join(" "),
    ).toBe(second!.replace(/\s+/g, " "));
  });

  it("puts a fixed text that cannot be corrected back as it was, with why, charging and refunding nothing", async () => {
    const teacher = await insertTeacher(context.db);
    const marking = JSON.stringify([
      {
        start: 0,
        end: 2,
        original: "It",
        replacement: "This",
        category: "",
        rule_id: "TEACHER",
        explanation: "",
        source: "teacher",
        state: "added",
      },
    ]);
    const fixed = `${SAMPLE_ESSAY} Thank you.`;
    const id = await insertEssayRow(context.db, teacher, {
      status: "PENDING",
      original: fixed,
      first_original: SAMPLE_ESSAY,
      correction: SAMPLE_ESSAY,
      edits: "[]",
      marking,
      before_fix: JSON.stringify({ original: SAMPLE_ESSAY, first_original: null, marking, dropped_marking: null }),
    });
    const hurried = createEngineRunner({ llm: undefined, assessTimeoutMs: 1 });
    try {
      expect(await correctEssayJob({ ...context.deps, engine: hurried }, id)).toBe("failed");
    } finally {
      await hurried.close();
    }
    const essay = await essayRow(id);
    expect(essay).toMatchObject({
      status: "SUCCESS",
      version: 2,
      original: SAMPLE_ESSAY,
      first_original: null,
      correction: SAMPLE_ESSAY,
      marking,
      before_fix: null,
      locked_until: null,
      failure_reason: null,
    });
    expect(JSON.parse(essay.fix_failure!)).toEqual({
      reason: expect.stringContaining("took longer than 1 ms"),
      original: fixed,
    });
    expect(await refunds(id)).toHaveLength(0);
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(10);
  });

  it("uses the transcription made at upload instead of reading the photo again", async () => {
    const teacher = await insertTeacher(context.db);
    // No file is stored: the job can only succeed by using the row's transcription.
    const image = await insertImage(context.db, teacher.userId, 1000);
    await context.db
      .updateTable("images")
      .set({ has_transcription: 1, transcription: SAMPLE_ESSAY, transcription_evaluation: "GOOD" })
      .where("id", "=", image.id)
      .execute();
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([image.id]) });

    expect(await correctEssayJob(context.deps, id)).toBe("done");
    expect(await essayRow(id)).toMatchObject({ status: "SUCCESS", original: SAMPLE_ESSAY });
  });

  it("stores FAILURE and gives the credit back exactly once when a photo file is missing", async () => {
    const teacher = await insertTeacher(context.db, 3);
    const present = await storedPhoto(teacher.userId, renderPage({ text: SAMPLE_PAGES[0]!, font: "noto-serif" }));
    const missing = await insertImage(context.db, teacher.userId, 1000);
    const id = await insertPendingEssay(context.db, teacher, {
      student_image_ids: JSON.stringify([present, missing.id]),
    });
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(2);

    expect(await correctEssayJob(context.deps, id)).toBe("failed");
    expect(await correctEssayJob(context.deps, id)).toBe("skipped");

    expect(await essayRow(id)).toMatchObject({
      status: "FAILURE",
      version: 2,
      failure_reason: "Photo 2 could not be found; send the photo again.",
      locked_until: null,
    });
    expect(await refunds(id)).toHaveLength(1);
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(3);
    expect(context.deps.logger.lines).toContainEqual({
      level: "warn",
      fields: { essayId: id, reason: "Photo 2 could not be found; send the photo again." },
      message: expect.stringContaining("failed"),
    });
  });

  it("stores FAILURE with the engine's reason for a damaged photo", async () => {
    const teacher = await insertTeacher(context.db);
    const png = renderPage({ text: SAMPLE_PAGES[0]!, font: "noto-serif" });
    const damaged = await storedPhoto(teacher.userId, png.subarray(0, Math.floor(png.length / 3)));
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([damaged]) });

    expect(await correctEssayJob(context.deps, id)).toBe("failed");
    const essay = await essayRow(id);
    expect(essay.status).toBe("FAILURE");
    expect(essay.failure_reason).toMatch(/^Photo 1 is damaged/);
    expect(await refunds(id)).toHaveLength(1);
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(10);
  });

  it("stores FAILURE when the photos hold no writing", async () => {
    const teacher = await insertTeacher(context.db);
    const blank = await storedPhoto(teacher.userId, renderPage({ text: " ", font: "noto-serif" }));
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([blank]) });
    expect(await correctEssayJob(context.deps, id)).toBe("failed");
    expect(await essayRow(id)).toMatchObject({
      status: "FAILURE",
      failure_reason: "No writing could be read on the photos.",
    });
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(10);
  });

  it("runs the engine once when the same essay's job runs twice at once", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY });
    let assessments = 0;
    const deps = {
      ...context.deps,
      engine: {
        ...context.deps.engine,
        assess: (input: Parameters<typeof context.deps.engine.assess>[0]) => (
          assessments++,
          context.deps.engine.assess(input)
        ),
      },
    };

    const outcomes = await Promise.all([correctEssayJob(deps, id), correctEssayJob(deps, id)]);

    expect(outcomes.sort()).toEqual(["done", "skipped"]);
    expect(assessments).toBe(1);
    expect(await essayRow(id)).toMatchObject({ status: "SUCCESS", version: 2 });
  });

  it("skips an essay another worker holds until its claim runs out, then takes it", async () => {
    const teacher = await insertTeacher(context.db);
    const held = await insertPendingEssay(context.db, teacher, {
      original: SAMPLE_ESSAY,
      locked_until: new Date(Date.now() + 60_000).toISOString(),
    });
    const expired = await insertPendingEssay(context.db, teacher, {
      original: SAMPLE_ESSAY,
      locked_until: new Date(Date.now() - 1_000).toISOString(),
    });

    expect(await correctEssayJob(context.deps, held)).toBe("skipped");
    expect((await essayRow(held)).status).toBe("PENDING");
    expect(await correctEssayJob(context.deps, expired)).toBe("done");
  });

  it("leaves the essay PENDING, unclaimed and charged when the engine is closed by a shutdown", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY });
    const closed = createEngineRunner({ llm: undefined });
    await closed.close();

    expect(await correctEssayJob({ ...context.deps, engine: closed }, id)).toBe("skipped");
    expect(await essayRow(id)).toMatchObject({ status: "PENDING", version: 1, locked_until: null });
    expect(await refunds(id)).toHaveLength(0);
    expect(await correctEssayJob(context.deps, id)).toBe("done");
  });
  it("stores FAILURE and gives the credit back when the engine runs past its time limit", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY });
    const hurried = createEngineRunner({ llm: undefined, assessTimeoutMs: 1 });
    try {
      expect(await correctEssayJob({ ...context.deps, engine: hurried }, id)).toBe("failed");
    } finally {
      await hurried.close();
    }
    expect(await essayRow(id)).toMatchObject({
      status: "FAILURE",
      locked_until: null,
      failure_reason:
        "The engine could not correct the essay: The engine took longer than 1 ms to correct the essay and was stopped.",
    });
    expect(await refunds(id)).toHaveLength(1);
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(10);
  });

  it("leaves the essay PENDING, unclaimed and charged after a storage error, and corrects it on the next run", async () => {
    const teacher = await insertTeacher(context.db);
    const page = await storedPhoto(teacher.userId, renderPage({ text: SAMPLE_PAGES[0]!, font: "noto-serif" }));
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([page]) });
    const deps = { ...context.deps, storage: storageFailingOnce(context.storage) };

    await expect(correctEssayJob(deps, id)).rejects.toThrow("EIO");
    await expectPendingAndCharged(id, teacher.organisationId);

    expect(await correctEssayJob(deps, id)).toBe("done");
    expect((await essayRow(id)).original).toContain("seaside");
    expect(await creditBalance(context.db, teacher.organisationId)).toBe(9);
  });
  it("leaves the essay PENDING, unclaimed and charged while its bucket cannot be reached, and corrects it once the bucket is back", async () => {
    const server = await startS3TestServer();
    try {
      const bucket = new BucketImageStorage(server.bucket);
      const teacher = await insertTeacher(context.db);
      const photo = renderPage({ text: SAMPLE_PAGES[0]!, font: "noto-serif" });
      const image = await insertImage(context.db, teacher.userId, photo.length);
      await bucket.put(image.storageKey, photo);
      const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([image.id]) });
      const deps = { ...context.deps, storage: bucket };

      await server.stop();
      await expect(correctEssayJob(deps, id)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expectPendingAndCharged(id, teacher.organisationId);

      await server.start();
      expect(await correctEssayJob(deps, id)).toBe("done");
      expect((await essayRow(id)).original).toContain("seaside");
      const { read_page_key } = await context.db
        .selectFrom("images")
        .select("read_page_key")
        .where("id", "=", image.id)
        .executeTakeFirstOrThrow();
      expect(await server.objectKeys()).toEqual([image.storageKey, read_page_key].sort());
    } finally {
      await server.close();
    }
  });
});
