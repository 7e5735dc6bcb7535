import { connectDatabase, readSettings, SettingsError, type Settings } from "@redpen/server";
import type { Kysely } from "kysely";
import { pino } from "pino";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { createEngineRunner } from "./engine/engine-thread-runner";
import type { JobLogger } from "./jobs/correct-essay.job";
import { PgBossCorrectionQueue } from "./jobs/pg-boss-queue";
import { createImageStorage } from "./storage/create-image-storage";

// `npm run worker`: a process that only corrects essays, beside the api, on this machine or
// another. It needs the api's DATABASE_URL (pg-boss shares the jobs through PostgreSQL) and the
// api's image storage to read the photos: its S3_BUCKET, or else its uploads folder on a shared disk.
let config: Settings;
try {
  config = readSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  process.stderr.write(`Redpen cannot start: ${error.message}\n`);
  process.exit(1);
}
const logger: JobLogger = pino({ name: "redpen-worker", level: config.logLevel });
if (!("postgresUrl" in config.database)) {
  process.stderr.write(
    "npm run worker needs DATABASE_URL: workers share the api's corrections through PostgreSQL. With the embedded SQLite database the api corrects essays itself.\n",
  );
  process.exit(1);
}

const db = connectDatabase<Database>(config.database);
await migrateToLatest(db as Kysely<unknown>);
const engine = createEngineRunner({ llm: config.llm });
const storage = createImageStorage(config);
const queue = new PgBossCorrectionQueue({ db, engine, storage, logger }, { postgresUrl: config.database.postgresUrl });
// Not awaited: the engine loads in its thread while the queue starts.
void engine.warm();
await queue.start();
logger.info(
  config.bucket ? { bucket: config.bucket.name } : { uploadsDir: config.uploadsDir },
  "worker started: correcting essays",
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping: finishing the essay under way");
  await queue.stop();
  await engine.close();
  await db.destroy();
  logger.info({}, "worker stopped");
};
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
