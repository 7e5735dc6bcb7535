import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countingEngine,
  startCorrectionTest,
  waitUntilCorrected,
  type CorrectionTestContext,
} from "../testing/correction-test-context";
import { insertPendingEssay } from "../testing/essay-rows";
import { SAMPLE_ESSAY, SAMPLE_PAGES } from "../testing/essay-texts";
import { classSetPageRows, insertPdfClassSet, waitUntilClassSetRead } from "../testing/class-set-rows";
import { createEngineRunner } from "../engine/engine-thread-runner";
import { findClassSet, insertClassSet, listClassSetPages } from "../db/class-sets.queries";
import { scannedPdf } from "../testing/class-set-pdfs";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { PgBossCorrectionQueue } from "./pg-boss-queue";
import { insertTeacher } from "../testing/teachers";
import { waitUntil } from "../../../../test-support/wait-until";

describe.skipIf(process.env.TEST_DATABASE !== "postgres")(
  "the pg-boss correction queue (pg-boss needs PostgreSQL; skipped on SQLite)",
  () => {
    let context: CorrectionTestContext;
    let postgresUrl: string;
    beforeAll(async () => {
      context = await startCorrectionTest();
      postgresUrl = context.database.databaseUrl!;
    });
    afterAll(() => context.close());

    /** Two worker processes' queues, each with an engine that counts what it did. */
    const twoWorkers = () => {
      const engines = [0, 1].map(() => countingEngine(createEngineRunner({ llm: undefined })));
      const workers = engines.map(
        (engine) =>
          new PgBossCorrectionQueue({ ...context.deps, engine }, { postgresUrl, pollingIntervalSeconds: 0.5 }),
      );
      return { engines, workers };
    };

    it("corrects the essays left PENDING when it starts", async () => {
      const teacher = await insertTeacher(context.db);
      const ids = [
        await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY }),
        await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY }),
      ];
      const queue = new PgBossCorrectionQueue(context.deps, { postgresUrl, pollingIntervalSeconds: 0.5 });
      await queue.start();
      try {
        const rows = await waitUntilCorrected(context.db, ids);
        expect(rows.map((row) => row.status)).toEqual(["SUCCESS", "SUCCESS"]);
      } finally {
        await queue.stop();
      }
    });

    it(
      "works through waiting essays one after another, without waiting a poll between them",
      { timeout: 120_000 },
      async () => {
        const teacher = await insertTeacher(context.db);
        const ids = [];
        for (let i = 0; i < 4; i++)
          ids.push(await insertPendingEssay(context.db, teacher, { original: `${SAMPLE_ESSAY} Essay ${i + 1}.` }));
        // A poll a minute: waiting one between essays, the last would be corrected three minutes after the first.
        const queue = new PgBossCorrectionQueue(context.deps, { postgresUrl, pollingIntervalSeconds: 60 });
        await queue.start();
        try {
          const rows = await waitUntilCorrected(context.db, ids, 60_000);
          expect(rows.map((row) => row.status)).toEqual(["SUCCESS", "SUCCESS", "SUCCESS", "SUCCESS"]);
        } finally {
          await queue.stop();
        }
      },
    );

    it("shares the essays between two workers, each essay corrected exactly once", { timeout: 120_000 }, async () => {
      const { engines, workers } = twoWorkers();
      try {
        await Promise.all(workers.map((worker) => worker.start()));
        const teacher = await insertTeacher(context.db);
        const texts = Array.from({ length: 6 }, (_, i) => `${SAMPLE_ESSAY} This is essay number ${i + 1}.`);
        const ids = [];
        for (const text of texts) {
          const id = await insertPendingEssay(context.db, teacher, { original: text });
          ids.push(id);
          // Both send it, as an api and a worker's sweep may: it is still corrected once.
          await Promise.all(workers.map((worker) => worker.enqueue(id)));
        }
        const rows = await waitUntilCorrected(context.db, ids, 90_000);
        expect(rows.every((row) => row.status === "SUCCESS" && row.version === 2)).toBe(true);
        const assessed = engines.flatMap((engine) => engine.assessed);
        expect(assessed.sort()).toEqual([...texts].sort());
        expect(engines.map((engine) => engine.assessed.length).every((count) => count > 0)).toBe(true);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        await Promise.all(engines.map((engine) => engine.close()));
      }
    });

    it(
      "shares a class set's pages between two workers as jobs of their own, each page read once",
      { timeout: 180_000 },
      async () => {
        const { engines, workers } = twoWorkers();
        try {
          // One after another: pg-boss creating its queues from two connections at once can deadlock on a new database.
          for (const worker of workers) await worker.start();
          const { userId } = await insertTeacher(context.db);
          const body = "I think that volunteer work is a good idea for students, because they learn to help others.";
          const pdf = await scannedPdf([`Maria Lopez\n\n${body}`, body, `Tom Smith\n\n${body}`, body, body, body]);
          const id = randomUUID();
          const pdfKey = `class-set-${id}.pdf`;
          await context.storage.put(pdfKey, pdf);
          const now = new Date().toISOString();
          await insertClassSet(
            context.db,
            {
              id,
              owner_user_id: userId,
              class_id: null,
              certificate_id: "cambridge-b2-first:essay",
              certificate_name: B2_FIRST_ESSAY.name,
              certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
              certificate_format: B2_FIRST_ESSAY.format,
              topic_text: null,
              source: "PDF",
              pdf_key: pdfKey,
              pages_total: 6,
              status: "READING",
              created_at: now,
              updated_at: now,
            },
            Array.from({ length: 6 }, () => null),
          );
          // Sent by the first alone, as the api sends them: the second takes pages from the queue by itself.
          for (let pageNumber = 1; pageNumber <= 6; pageNumber++)
            await workers[0]!.enqueuePageReading({ classSetId: id, pageNumber });
          await waitUntil(async () => (await findClassSet(context.db, id))?.status === "READY", {
            timeoutMs: 150_000,
            what: "the class set's six pages to be read",
            everyMs: 200,
          });
          const pages = await listClassSetPages(context.db, id);
          expect(pages.map((page) => [page.page_number, page.read_error])).toEqual(
            [1, 2, 3, 4, 5, 6].map((page) => [page, null]),
          );
          expect(engines.map((engine) => engine.transcriptions).reduce((total, count) => total + count)).toBe(6);
          expect(engines.every((engine) => engine.transcriptions > 0)).toBe(true);
          expect(pages.every((page) => page.transcription?.includes("volunteer"))).toBe(true);
          const groups = (await findClassSet(context.db, id))!.groups!;
          expect(groups.flatMap((group) => group.page_numbers)).toEqual([1, 2, 3, 4, 5, 6]);
        } finally {
          await Promise.all(workers.map((worker) => worker.stop()));
          await Promise.all(engines.map((engine) => engine.close()));
        }
      },
    );

    it(
      "corrects another school's single essay while a class set's pages wait, without waiting for the set",
      { timeout: 240_000 },
      async () => {
        const queue = new PgBossCorrectionQueue(context.deps, { postgresUrl, pollingIntervalSeconds: 0.5 });
        await queue.start();
        try {
          const pages = 6;
          const texts = Array.from({ length: pages }, (_, index) => SAMPLE_PAGES[index % SAMPLE_PAGES.length]!);
          const pdf = await scannedPdf(texts);
          const setId = await insertPdfClassSet(context, await insertTeacher(context.db), pdf, pages);
          for (let pageNumber = 1; pageNumber <= pages; pageNumber++)
            await queue.enqueuePageReading({ classSetId: setId, pageNumber });
          const essayId = await insertPendingEssay(context.db, await insertTeacher(context.db), {
            original: SAMPLE_ESSAY,
          });
          await queue.enqueue(essayId);
          const [essay] = await waitUntilCorrected(context.db, [essayId], 120_000);
          const readWhenCorrected = (await classSetPageRows(context.db, setId)).filter((page) => page.read_at).length;
          expect(essay!.status).toBe("SUCCESS");
          // Its own queue and the engine's first turn: the essay waited for the page call under way at most.
          expect(readWhenCorrected).toBeLessThanOrEqual(2);
          expect(await waitUntilClassSetRead(context.db, setId, 180_000)).toBe("READY");
        } finally {
          await queue.stop();
        }
      },
    );

    it("stops after the essay under way, with its result stored", async () => {
      const engine = createEngineRunner({ llm: undefined });
      const queue = new PgBossCorrectionQueue(
        { ...context.deps, engine },
        { postgresUrl, pollingIntervalSeconds: 0.5 },
      );
      const teacher = await insertTeacher(context.db);
      const id = await insertPendingEssay(context.db, teacher, { original: SAMPLE_ESSAY });
      try {
        await queue.start();
        // The job has claimed the essay: the engine's thread is starting and then assessing it.
        await waitUntil(
          async () => {
            const row = await context.db
              .selectFrom("essays")
              .select(["status", "locked_until"])
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            return row.locked_until !== null || row.status !== "PENDING";
          },
          { timeoutMs: 60_000, what: "a job to claim the essay", everyMs: 20 },
        );
      } finally {
        await queue.stop();
        await engine.close();
      }
      expect(
        await context.db
          .selectFrom("essays")
          .select(["status", "version", "locked_until"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ status: "SUCCESS", version: 2, locked_until: null });
    });
  },
);
