import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../../test-support/databases";
import type { Database } from "./db/schema";
import { createEngineRunner } from "./engine/engine-thread-runner";
import { PgBossCorrectionQueue } from "./jobs/pg-boss-queue";
import { LocalImageStorage } from "./storage/local-image-storage";
import { recordingLogger, waitUntilCorrected } from "./testing/correction-test-context";
import { insertPendingEssay } from "./testing/essay-rows";
import { SAMPLE_ESSAY } from "./testing/essay-texts";
import { startWorker } from "./testing/worker-process";
import { openMigratedDatabase, type MigratedDatabase } from "./testing/migrated-database";
import { insertTeacher } from "./testing/teachers";

describe("npm run worker", () => {
  it("refuses to start without DATABASE_URL, saying why", async () => {
    const worker = startWorker({ DATA_DIR: "/nonexistent/redpen-worker-test" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
  });
});

describe.skipIf(process.env.TEST_DATABASE !== "postgres")(
  "npm run worker on PostgreSQL (the worker needs PostgreSQL; skipped on SQLite)",
  () => {
    let migrated: MigratedDatabase;
    let database: TestDatabase;
    let db: Kysely<Database>;
    beforeAll(async () => {
      migrated = await openMigratedDatabase();
      ({ database, db } = migrated);
    });
    afterAll(async () => {
      await migrated.close();
    });

    it(
      "corrects an essay left PENDING and one the api sends, then stops cleanly on SIGTERM",
      { timeout: 90_000 },
      async () => {
        const teacher = await insertTeacher(db);
        const leftPending = await insertPendingEssay(db, teacher, { original: SAMPLE_ESSAY });
        const worker = startWorker({ DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir });
        // The api's side of the queue: it sends essays and, here, corrects none itself.
        const engine = createEngineRunner({ llm: undefined });
        const api = new PgBossCorrectionQueue(
          { db, engine, storage: new LocalImageStorage(database.dataDir), logger: recordingLogger() },
          { postgresUrl: database.databaseUrl!, work: false },
        );
        try {
          await waitUntilCorrected(db, [leftPending], 60_000);
          await api.start();
          const sent = await insertPendingEssay(db, teacher, { original: SAMPLE_ESSAY });
          await api.enqueue(sent);
          await waitUntilCorrected(db, [sent], 30_000);
        } finally {
          await api.stop();
          await engine.close();
          worker.child.kill("SIGTERM");
        }
        expect(await worker.exited, worker.output()).toBe(0);
        expect(worker.output()).toContain("worker stopped");
      },
    );
  },
);
