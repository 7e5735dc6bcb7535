import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Product } from "@redpen/contract";
import type { Mailer } from "@redpen/mail";
import type { Analytics } from "./analytics/analytics";
import type { Database } from "./db/schema";
import type { CorrectionQueue } from "./correction-queue";
import type { EngineRunner } from "./engine/engine-runner";
import type { ModelProbe } from "./engine/model-probe";
import type { PaymentProvider } from "./payments/payment-provider";
import type { ImageStorage } from "./storage/image-storage";

/**
 * What the api's services and jobs work with, built once per process by createAppDeps. Every
 * service takes it (or the part of it it uses, as `Pick<AppDeps, …>`) as its first argument. The
 * type lives apart from createAppDeps (create-app-deps.ts), which imports the services' queue and
 * engine: the services import this file, and nothing here imports them back.
 */
export interface AppDeps {
  db: Kysely<Database>;
  /** Where the photos' files are kept. */
  storage: ImageStorage;
  /** The engine in its worker thread: reading photos, correcting and grading essays. */
  engine: EngineRunner;
  /** The LLM provider set (LLM_BASE_URL), if any: its model, and whether it answers (readiness). */
  model: ModelProbe;
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
  /** The VAT in percent added to the packs' net prices (the VAT_RATE setting). */
  vatRatePercent: number;
  /** Who sells the credits, as each receipt names them (the SELLER_ settings). */
  seller: { name: string; address: string | null; vatNumber: string | null };
  /** Stripe Checkout, or the local checkout page. */
  paymentProvider: PaymentProvider;
  /** Secret the payment provider signs its events with. */
  webhookSecret: string;
  /** Present only while analytics run (production with PLAUSIBLE_DOMAIN): then purchases are counted. */
  analytics?: Analytics;
}
