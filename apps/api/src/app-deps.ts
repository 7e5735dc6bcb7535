import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Product } from "@redpen/contract";
import { createMailer, type Mailer } from "@redpen/mail";
import { connectDatabase } from "@redpen/server";
import { createAnalytics, type Analytics } from "./analytics/analytics";
import type { ApiConfig } from "./config";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import type { CorrectionQueue } from "./jobs/correction-queue";
import { createCorrectionQueue } from "./jobs/create-correction-queue";
import type { EngineRunner } from "./engine/engine-runner";
import { createEngineRunner } from "./engine/engine-thread-runner";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { PaymentProvider } from "./payments/payment-provider";
import { createImageStorage } from "./storage/create-image-storage";
import type { ImageStorage } from "./storage/image-storage";

/**
 * What the api's services and jobs work with, built once per process by createAppDeps. Every
 * service takes it (or the part of it it uses, as `Pick<AppDeps, …>`) as its first argument.
 */
export interface AppDeps {
  db: Kysely<Database>;
  /** Where the photos' files are kept. */
  storage: ImageStorage;
  /** The engine in its worker thread: reading photos, correcting and grading essays. */
  engine: EngineRunner;
  /** Where new essays wait for their correction (pg-boss on PostgreSQL, in-process on SQLite). */
  queue: CorrectionQueue;
  /** Sends the invitation emails. */
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Public address of the product, for the links in emails and the checkout's way back. */
  appUrl: string;
  /** Base address of the api as the browser reaches it, for image and logo uris. */
  publicApiUrl: string;
  /** The credit packs on sale (the PRODUCTS setting). */
  products: Product[];
  /** Stripe Checkout, or the local checkout page. */
  paymentProvider: PaymentProvider;
  /** Secret the payment provider signs its events with. */
  webhookSecret: string;
  /** Present only while analytics run (production with PLAUSIBLE_DOMAIN): then purchases are counted. */
  analytics?: Analytics;
}

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
    queue: createCorrectionQueue({ db, database: config.database, engine, storage, logger }),
    mailer: createMailer(config.mail),
    logger,
    appUrl: config.appUrl,
    publicApiUrl: config.publicApiUrl,
    products: config.payments.products,
    paymentProvider: createPaymentProvider(config),
    webhookSecret: config.payments.webhookSecret,
    analytics: createAnalytics(config.analytics, config.appUrl, logger),
  };
}

/** Starts correcting essays; the engine loads in its thread meanwhile (not awaited), so the process answers at once. */
export async function startAppDeps(deps: AppDeps): Promise<void> {
  void deps.engine.warm();
  await deps.queue.start();
}

/** Stops what createAppDeps built: the correction under way finishes first, then the engine, the mail and the database close. */
export async function closeAppDeps(deps: AppDeps): Promise<void> {
  await deps.queue.stop();
  await deps.engine.close();
  await deps.mailer.close();
  await deps.db.destroy();
}
