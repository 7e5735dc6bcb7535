import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "@redpen/engine/testing/pages";
import {
  countingEngine,
  startCorrectionTest,
  waitUntilCorrected,
  type CorrectionTestContext,
} from "../testing/correction-test-context";
import { scannedPdf } from "../testing/class-set-pdfs";
import { classSetPageRows, insertPdfClassSet, waitUntilClassSetRead } from "../testing/class-set-rows";
import { insertImage, insertPendingEssay } from "../testing/essay-rows";
import { SAMPLE_ESSAY, SAMPLE_PAGES } from "../testing/essay-texts";
import type { ImageStorage } from "../storage/image-storage";
import { InProcessCorrectionQueue } from "./in-process-queue";
import { insertTeacher } from "../testing/teachers";

let context: CorrectionTestContext;
beforeAll(async () => {
  context = await startCorrectionTest();
});
afterAll(() => context.close());

const statuses = async (ids: string[]) => {
  const rows = await context.db
    .selectFrom("essays")
    .select(["id", "status", "locked_until"])
    .where("id", "in", ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id));
};

describe("the in-process correction queue", () => {
  it("corrects the essays left PENDING when it starts, as after a restart", async () => {
    const teacher = await insertTeacher(context.db);
    const ids = [
      await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY }),
      await insertPendingEssay(context.db, teacher, { original: `${SAMPLE_ESSAY} Thank you.` }),
    ];
    const queue = new InProcessCorrectionQueue(context.deps);
    await queue.start();
    try {
      const rows = await waitUntilCorrected(context.db, ids);
      expect(rows.map((row) => row.status)).toEqual(["SUCCESS", "SUCCESS"]);
    } finally {
      await queue.stop();
    }
  });

  it("corrects an essay queued after start once, however often it is queued", async () => {
    const engine = countingEngine(context.deps.engine);
    const queue = new InProcessCorrectionQueue({ ...context.deps, engine });
    await queue.start();
    try {
      const teacher = await insertTeacher(context.db);
      const text = `${SAMPLE_ESSAY} I queued this one three times.`;
      const id = await insertPendingEssay(context.db, teacher, { original: text });
      await Promise.all([queue.enqueue(id), queue.enqueue(id), queue.enqueue(id)]);
      await waitUntilCorrected(context.db, [id]);
      expect(engine.assessed.filter((assessed) => assessed === text)).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  it("stops after the essay under way and leaves the others PENDING for the next start", async () => {
    const teacher = await insertTeacher(context.db);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        await insertPendingEssay(context.db, teacher, {
          original: SAMPLE_ESSAY,
          created_at: new Date(Date.now() + i).toISOString(),
        }),
      );
    const queue = new InProcessCorrectionQueue(context.deps);
    await queue.start();
    await queue.stop();

    // start() had begun the oldest; stop() waited for it.
    expect((await statuses(ids)).map((row) => [row?.status, row?.locked_until])).toEqual([
      ["SUCCESS", null],
      ["PENDING", null],
      ["PENDING", null],
    ]);
    const restarted = new InProcessCorrectionQueue(context.deps);
    await restarted.start();
    try {
      await waitUntilCorrected(context.db, ids);
    } finally {
      await restarted.stop();
    }
  });

  it("takes an essay whose claim was left by a stopped server once the claim runs out", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPendingEssay(context.db, teacher, {
      original: SAMPLE_ESSAY,
      locked_until: new Date(Date.now() + 1_500).toISOString(),
    });
    const queue = new InProcessCorrectionQueue(context.deps, { sweepMs: 300 });
    await queue.start();
    try {
      expect((await statuses([id]))[0]?.status).toBe("PENDING");
      await waitUntilCorrected(context.db, [id], 20_000);
    } finally {
      await queue.stop();
    }
  });
  it("takes an essay again at the next sweep after its job failed on a storage error", async () => {
    const teacher = await insertTeacher(context.db);
    const image = await insertImage(context.db, teacher.userId, 1000);
    await context.storage.put(image.storageKey, renderPage({ text: SAMPLE_PAGES[1]!, font: "noto-serif" }));
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify([image.id]) });
    let reads = 0;
    // The real storage, whose first read fails as a disk or network error would.
    const storage: ImageStorage = {
      put: (key, bytes) => context.storage.put(key, bytes),
      delete: (key) => context.storage.delete(key),
      get: async (key) => {
        if (reads++ === 0) throw new Error("EIO: i/o error, read");
        return context.storage.get(key);
      },
    };
    const queue = new InProcessCorrectionQueue({ ...context.deps, storage }, { sweepMs: 100 });
    await queue.start();
    try {
      const [row] = await waitUntilCorrected(context.db, [id]);
      expect(row).toMatchObject({ status: "SUCCESS" });
      expect(row!.original).toContain("museum");
      expect(reads).toBe(2);
      expect(context.deps.logger.lines).toContainEqual({
        level: "error",
        fields: { err: expect.objectContaining({ message: "EIO: i/o error, read" }), essayId: id },
        message: expect.stringContaining("retried"),
      });
    } finally {
      await queue.stop();
    }
  });

  it(
    "corrects another school's single essay while a class set's pages wait, without waiting for the set",
    { timeout: 240_000 },
    async () => {
      // A database of its own: no essay left PENDING by the tests above goes before this one.
      const own = await startCorrectionTest();
      const queue = new InProcessCorrectionQueue(own.deps);
      try {
        const pages = 6;
        const texts = Array.from({ length: pages }, (_, index) => SAMPLE_PAGES[index % SAMPLE_PAGES.length]!);
        const setId = await insertPdfClassSet(own, await insertTeacher(own.db), await scannedPdf(texts), pages);
        // The start queues the set's pages; the other school's essay comes after all of them.
        await queue.start();
        const essayId = await insertPendingEssay(own.db, await insertTeacher(own.db), { original: SAMPLE_ESSAY });
        await queue.enqueue(essayId);
        const [essay] = await waitUntilCorrected(own.db, [essayId], 120_000);
        const readWhenCorrected = (await classSetPageRows(own.db, setId)).filter((page) => page.read_at).length;
        expect(essay!.status).toBe("SUCCESS");
        // The essay waited for the engine's call under way at most, not for the set's six pages.
        expect(readWhenCorrected).toBeLessThanOrEqual(2);
        expect(await waitUntilClassSetRead(own.db, setId, 180_000)).toBe("READY");
      } finally {
        await queue.stop();
        await own.close();
      }
    },
  );
});
