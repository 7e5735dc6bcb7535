import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { createMailer } from "@redpen/mail";
import { connectDatabase } from "@redpen/server";
import { createAnalytics } from "./analytics/analytics";
import type { AppDeps } from "./app-deps";
import type { ApiConfig } from "./config";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { createCorrectionQueue } from "./jobs/create-correction-queue";
import { createEngineRunner } from "./engine/engine-thread-runner";
import { createModelProbe } from "./engine/model-probe";
import { createPaymentProvider } from "./payments/create-payment-provider";
import { createImageStorage } from "./storage/create-image-storage";

/**
 * Connects to the database (migrated to the latest schema) and builds everything else the api and
 * `npm run worker` share from the same settings, so both processes work with the same pieces.
 */
export async function createAppDeps(config: ApiConfig, logger: FastifyBaseLogger): Promise<AppDeps> {
  const db = connectDatabase<Database>(config.database);
  await migrateToLatest(db as Kysely<unknown>);
  const storage = createImageStorage(config);
  const engine = createEngineRunner({ llm: config.llm });
  return {
    db,
    storage,
    engine,
    model: createModelProbe(config.llm),
    queue: createCorrectionQueue({ db, database: config.database, engine, storage, logger }),
    mailer: createMailer(config.mail),
    logger,
    appUrl: config.appUrl,
    publicApiUrl: config.publicApiUrl,
    products: config.payments.products,
    vatRatePercent: config.payments.vatRatePercent,
    seller: config.payments.seller,
    paymentProvider: createPaymentProvider(config),
    webhookSecret: config.payments.webhookSecret,
    analytics: createAnalytics(config.analytics, config.appUrl, logger),
  };
}

/**
 * Starts correcting essays; the engine loads in its thread meanwhile (not awaited), so the process
 * answers at once, unless `warmEngine` is false (then it loads at its first call).
 */
export async function startAppDeps(deps: AppDeps, { warmEngine = true } = {}): Promise<void> {
  if (warmEngine) void deps.engine.warm();
  await deps.queue.start();
}

/** Stops what createAppDeps built: the correction under way finishes first, then the engine, the mail and the database close. */
export async function closeAppDeps(deps: AppDeps): Promise<void> {
  await deps.queue.stop();
  await deps.engine.close();
  await deps.mailer.close();
  await deps.db.destroy();
}
