import { join } from "node:path";
import type { Kysely } from "kysely";
import type { TestDatabase } from "../../../../test-support/databases";
import type { Database } from "../db/schema";
import type { CorrectionJobDeps, JobLogger } from "../jobs/correct-essay.job";
import type { GradedExample } from "@redpen/engine";
import type { EngineRunner, MarkingReviewInput, NewEssayInput, TranscribeOptions } from "../engine/engine-runner";
import { createEngineRunner } from "../engine/engine-thread-runner";
import { LocalImageStorage } from "../storage/local-image-storage";
import { openMigratedDatabase } from "./migrated-database";
import { waitUntil } from "../../../../test-support/wait-until";

/** One line a job logged. */
export interface LoggedLine {
  level: "info" | "warn" | "error";
  fields: object;
  message: string;
}

/** A logger that keeps what it is given, so tests can read the job's lines. */
export function recordingLogger(): JobLogger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine["level"]) => (fields: object, message?: string) =>
    void lines.push({ level, fields, message: message ?? "" });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") } as JobLogger & { lines: LoggedLine[] };
}

export interface CorrectionTestContext {
  database: TestDatabase;
  db: Kysely<Database>;
  deps: CorrectionJobDeps & { logger: ReturnType<typeof recordingLogger> };
  storage: LocalImageStorage;
  close(): Promise<void>;
}

/** A fresh migrated database (per TEST_DATABASE), the uploads folder, a recording logger and the real engine in a thread. */
export async function startCorrectionTest(): Promise<CorrectionTestContext> {
  const migrated = await openMigratedDatabase();
  const { database, db } = migrated;
  const storage = new LocalImageStorage(join(database.dataDir, "uploads"));
  const engine = createEngineRunner({ llm: undefined });
  return {
    database,
    db,
    storage,
    deps: { db, engine, storage, logger: recordingLogger() },
    async close() {
      await engine.close();
      await migrated.close();
    },
  };
}

/** Waits until every essay has left PENDING (or the test times out); their rows. */
export async function waitUntilCorrected(db: Kysely<Database>, essayIds: string[], timeoutMs = 60_000) {
  let pending: string[] = [];
  return waitUntil(
    async () => {
      const rows = await db.selectFrom("essays").selectAll().where("id", "in", essayIds).execute();
      pending = rows.filter((row) => row.status === "PENDING").map((row) => row.id);
      return rows.length === essayIds.length && pending.length === 0 && rows;
    },
    { timeoutMs, what: "every essay to leave PENDING", seen: () => `still PENDING: ${pending.join(", ")}` },
  );
}

/** The real engine, counting the essays it assesses and the transcriptions it makes. */
export function countingEngine(engine: EngineRunner): EngineRunner & { assessed: string[]; transcriptions: number } {
  const counted = {
    assessed: [] as string[],
    transcriptions: 0,
    transcribe: (images: Buffer[], options?: TranscribeOptions) => (
      counted.transcriptions++,
      engine.transcribe(images, options)
    ),
    renderPdfPage: (pdf: Buffer, pageNumber: number) => engine.renderPdfPage(pdf, pageNumber),
    warm: () => engine.warm(),
    isWarm: () => engine.isWarm(),
    assess: (input: NewEssayInput) => (counted.assessed.push(input.text), engine.assess(input)),
    review: (input: MarkingReviewInput) => engine.review(input),
    calibrate: (examples: GradedExample[], certificate: string) => engine.calibrate(examples, certificate),
    close: () => engine.close(),
  };
  return counted;
}
