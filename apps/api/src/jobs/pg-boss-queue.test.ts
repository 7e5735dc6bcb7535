import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countingEngine,
  startCorrectionTest,
  waitUntilCorrected,
  type CorrectionTestContext,
} from "../testing/correction-test-context";
import { insertPendingEssay, insertTeacher } from "../testing/essay-rows";
import { SAMPLE_ESSAY } from "../testing/essay-texts";
import { createEngineRunner } from "../engine/engine-thread-runner";
import { PgBossCorrectionQueue } from "./pg-boss-queue";

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
      const engines = [
        countingEngine(createEngineRunner({ llm: undefined })),
        countingEngine(createEngineRunner({ llm: undefined })),
      ];
      const workers = engines.map(
        (engine) =>
          new PgBossCorrectionQueue({ ...context.deps, engine }, { postgresUrl, pollingIntervalSeconds: 0.5 }),
      );
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
        for (;;) {
          const row = await context.db
            .selectFrom("essays")
            .select(["status", "locked_until"])
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          if (row.locked_until !== null || row.status !== "PENDING") break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
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
