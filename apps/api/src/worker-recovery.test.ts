import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../../test-support/databases";
import type { Database } from "./db/schema";
import { createEngineRunner } from "./engine/engine-thread-runner";
import type { EngineRunner } from "./engine/engine-runner";
import { PAGE_READING_QUEUE_NAME, PgBossCorrectionQueue } from "./jobs/pg-boss-queue";
import { LocalImageStorage } from "./storage/local-image-storage";
import { scannedPdf } from "./testing/class-set-pdfs";
import { classSetPageRows, insertPdfClassSet, waitUntilClassSetRead } from "./testing/class-set-rows";
import { recordingLogger, waitUntilCorrected } from "./testing/correction-test-context";
import { insertPendingEssay } from "./testing/essay-rows";
import { SAMPLE_ESSAY, SAMPLE_PAGES } from "./testing/essay-texts";
import { openMigratedDatabase, type MigratedDatabase } from "./testing/migrated-database";
import { startWorker, type WorkerProcess } from "./testing/worker-process";
import { insertTeacher } from "./testing/teachers";
import { waitUntil } from "../../../test-support/wait-until";

const PAGES = 6;
const ESSAYS = 3;

describe.skipIf(process.env.TEST_DATABASE !== "postgres")(
  "two `npm run worker` processes on PostgreSQL, one killed or cut off mid-page (skipped on SQLite)",
  () => {
    let migrated: MigratedDatabase;
    let database: TestDatabase;
    let db: Kysely<Database>;
    let storage: LocalImageStorage;
    let engine: EngineRunner;
    // The api's side of the queue: it sends the pages and essays, and reads none itself.
    let api: PgBossCorrectionQueue;
    const workers: WorkerProcess[] = [];
    const spawnWorker = () => {
      const worker = startWorker({ DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir });
      workers.push(worker);
      return worker;
    };

    beforeAll(async () => {
      migrated = await openMigratedDatabase();
      ({ database, db } = migrated);
      storage = new LocalImageStorage(join(database.dataDir, "uploads"));
      engine = createEngineRunner({ llm: undefined });
      api = new PgBossCorrectionQueue(
        { db, engine, storage, logger: recordingLogger() },
        { postgresUrl: database.databaseUrl!, work: false },
      );
      await api.start();
    });
    afterAll(async () => {
      for (const worker of workers) worker.child.kill("SIGKILL");
      await Promise.all(workers.map((worker) => worker.exited));
      await api.stop();
      await engine.close();
      await migrated.close();
    });

    /** A class set of PAGES scanned pages and ESSAYS text essays of one school, all sent to the queue. */
    async function sendScanAndEssays() {
      const teacher = await insertTeacher(db, 100);
      const texts = Array.from({ length: PAGES }, (_, index) => SAMPLE_PAGES[index % SAMPLE_PAGES.length]!);
      const setId = await insertPdfClassSet({ db, storage }, teacher, await scannedPdf(texts), PAGES);
      for (let pageNumber = 1; pageNumber <= PAGES; pageNumber++)
        await api.enqueuePageReading({ classSetId: setId, pageNumber });
      const essayIds: string[] = [];
      for (let index = 0; index < ESSAYS; index++) {
        essayIds.push(await insertPendingEssay(db, teacher, { original: `${SAMPLE_ESSAY} Essay ${index + 1}.` }));
        await api.enqueue(essayIds.at(-1)!);
      }
      return { setId, essayIds, organisationId: teacher.organisationId };
    }

    /** The pages whose job is under way (pg-boss's active jobs) and that are not read yet. */
    async function pagesUnderWay(setId: string): Promise<number[]> {
      const active = await sql<{ page_number: number }>`
        SELECT (data->>'pageNumber')::int AS page_number FROM pgboss.job
        WHERE name = ${PAGE_READING_QUEUE_NAME} AND state = 'active' AND data->>'classSetId' = ${setId}`.execute(db);
      const unread = new Set(
        (await classSetPageRows(db, setId)).filter((page) => page.read_at === null).map((page) => page.page_number),
      );
      return active.rows.map((row) => row.page_number).filter((page) => unread.has(page));
    }

    async function waitForPagesUnderWay(setId: string): Promise<void> {
      await waitUntil(async () => (await pagesUnderWay(setId)).length > 0, {
        timeoutMs: 90_000,
        what: "a worker to take a page of the set",
        everyMs: 50,
      });
    }

    /** Every page read once, without an error; every essay corrected; one charge each and no refund. */
    async function expectNothingLostOrChargedTwice(sent: Awaited<ReturnType<typeof sendScanAndEssays>>) {
      expect(await waitUntilClassSetRead(db, sent.setId, 240_000)).toBe("READY");
      const pages = await classSetPageRows(db, sent.setId);
      expect(pages.map((page) => [page.page_number, page.read_error])).toEqual(
        Array.from({ length: PAGES }, (_, index) => [index + 1, null]),
      );
      expect(new Set(pages.map((page) => page.image_id)).size).toBe(PAGES);
      const essays = await waitUntilCorrected(db, sent.essayIds, 240_000);
      expect(essays.map((essay) => essay.status)).toEqual(sent.essayIds.map(() => "SUCCESS"));
      const ledger = await db
        .selectFrom("credit_ledger")
        .select(["reason", "reference"])
        .where("organisation_id", "=", sent.organisationId)
        .where("reason", "in", ["essay", "refund"])
        .execute();
      expect(ledger.map((row) => `${row.reason} ${row.reference}`).sort()).toEqual(
        sent.essayIds.map((id) => `essay ${id}`).sort(),
      );
      return pages;
    }

    it(
      "reads every page and corrects every essay once when a worker is killed (SIGKILL) in the middle of a page",
      { timeout: 420_000 },
      async () => {
        const first = spawnWorker();
        await first.started;
        const sent = await sendScanAndEssays();
        await waitForPagesUnderWay(sent.setId);
        first.child.kill("SIGKILL");
        await first.exited;
        const killedAt = new Date().toISOString();
        // Dead, it can finish none of them: these pages were cut off in the middle.
        const cutOff = await pagesUnderWay(sent.setId);
        expect(cutOff.length).toBeGreaterThan(0);
        // The essay the dead worker had claimed is taken again once its claim's lease (two minutes)
        // has run out: the claims are moved to the past, as the clock would move them, rather than
        // waited for. Only the dead worker held any, and the workers started next look for work at once.
        await db
          .updateTable("essays")
          .set({ locked_until: new Date(Date.now() - 1_000).toISOString() })
          .where("status", "=", "PENDING")
          .where("locked_until", "is not", null)
          .execute();
        // Two workers, one of them started again as a process supervisor would, share what is left.
        await Promise.all([spawnWorker().started, spawnWorker().started]);

        const pages = await expectNothingLostOrChargedTwice(sent);
        // Read after the kill, by the workers left: none of the cut-off pages was lost with it.
        for (const pageNumber of cutOff) expect(pages[pageNumber - 1]!.read_at! > killedAt).toBe(true);
      },
    );

    it(
      "reads every page and corrects every essay once when the database ends every connection mid-page, as a restart does",
      { timeout: 420_000 },
      async () => {
        const sent = await sendScanAndEssays();
        await waitForPagesUnderWay(sent.setId);
        // Every connection to this test's database is ended by the server, the workers' and the
        // api's alike, as a PostgreSQL restart ends them (the same "terminating connection due to
        // administrator command"), but without stopping the server that other people's tests use:
        // a real restart (pg_ctlcluster ... restart) would break their connections too, and leave
        // the server down for everyone should this test die in the middle of it.
        const ended = await sql<{ ended: number }>`
          SELECT count(*)::int AS ended FROM (
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
          ) AS terminated`.execute(db);
        expect(ended.rows[0]!.ended).toBeGreaterThan(2);

        await expectNothingLostOrChargedTwice(sent);
        // The workers lived through it: neither exited.
        for (const worker of workers.slice(1)) expect(worker.child.exitCode, worker.output()).toBeNull();
      },
    );
  },
);
