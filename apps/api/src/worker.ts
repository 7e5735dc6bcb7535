import { createFilesOwnerOnly, SettingsError } from "@redpen/server";
import { pino } from "pino";
import { closeAppDeps, createAppDeps, startAppDeps } from "./create-app-deps";
import { readApiConfig, type ApiConfig } from "./config";

// `npm run worker`: a process that only corrects essays, beside the api, on this machine or
// another. It needs the api's DATABASE_URL (pg-boss shares the jobs through PostgreSQL) and the
// api's image storage to read the photos: its S3_BUCKET, or else its uploads folder on a shared disk.
createFilesOwnerOnly();
let config: ApiConfig;
try {
  config = readApiConfig();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  process.stderr.write(`Redpen cannot start: ${error.message}\n`);
  process.exit(1);
}
const logger = pino({ name: "redpen-worker", level: config.logLevel });
if (!("postgresUrl" in config.database)) {
  process.stderr.write(
    "npm run worker needs DATABASE_URL: workers share the api's corrections through PostgreSQL. With the embedded SQLite database the api corrects essays itself.\n",
  );
  process.exit(1);
}

// The api's own pieces, built the same way: its queue is pg-boss here, as the database is PostgreSQL.
const deps = await createAppDeps(config, logger);
await startAppDeps(deps);
// It says it started once it works at full pace: the engine's rules loaded (the queue's jobs wait
// for them meanwhile), and pdf.js too in the engine's thread, which draws the class sets' pages.
await deps.engine.warm();
logger.info(
  config.bucket ? { bucket: config.bucket.name } : { uploadsDir: config.uploadsDir },
  "worker started: correcting essays",
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping: finishing the essay under way");
  await closeAppDeps(deps);
  logger.info({}, "worker stopped");
};
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
