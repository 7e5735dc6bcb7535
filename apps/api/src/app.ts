import Fastify, { type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { JSON_BODY_LIMIT_BYTES } from "@redpen/contract";
import { createMailer } from "@redpen/mail";
import { TokenVerifier } from "./auth/token-verifier";
import type { ApiConfig } from "./config";
import { connectDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";
import { notFound } from "./errors";
import { useAuthentication } from "./plugins/authenticate";
import { useErrorHandler } from "./plugins/error-handler";
import { mailboxRoutes } from "./plugins/mailbox";
import { serveWebApp } from "./plugins/web-app";
import { useZodSchemas } from "./plugins/zod-compilers";
import { closeLingeringConnectionsOnStop } from "./plugins/close-lingering-connections";
import { healthRoutes } from "./routes/health.routes";
import { organisationsRoutes } from "./routes/organisations.routes";
import { usersRoutes } from "./routes/users.routes";
import { essaysRoutes } from "./routes/essays.routes";
import { imagesRoutes } from "./routes/images.routes";
import { productsRoutes } from "./routes/products.routes";
import { paymentsRoutes } from "./routes/payments.routes";
import { checkoutRoutes } from "./routes/checkout.routes";
import { createPaymentProvider } from "./payments/create-payment-provider";
import { createCorrectionQueue } from "./jobs/create-correction-queue";
import type { CorrectionQueue } from "./jobs/correction-queue";
import { createEngineRunner } from "./jobs/engine-thread-runner";
import type { EngineRunner } from "./jobs/engine-runner";
import { LocalImageStorage } from "./storage/local-image-storage";
import type { ImageStorage } from "./storage/image-storage";

export interface Api {
  app: FastifyInstance;
  db: Kysely<Database>;
  storage: ImageStorage;
  engine: EngineRunner;
  queue: CorrectionQueue;
}

/** Builds the whole server without listening, so tests can use it with inject() or a port of their own. */
export async function buildApi(config: ApiConfig, options: { logger?: boolean } = {}): Promise<Api> {
  const db = connectDatabase(config.database);
  await migrateToLatest(db as Kysely<unknown>);

  const logger = options.logger ? { level: process.env.LOG_LEVEL ?? "info" } : false;
  const app = Fastify({ logger, bodyLimit: JSON_BODY_LIMIT_BYTES, return503OnClosing: true });
  closeLingeringConnectionsOnStop(app);
  const storage = new LocalImageStorage(config.uploadsDir);
  const engine = createEngineRunner();
  const queue = createCorrectionQueue({ db, database: config.database, engine, storage, logger: app.log });
  const mailer = createMailer(config.mail);
  // Corrections start once every route is ready, and stop before the engine and the database close.
  app.addHook("onReady", async () => {
    // Not awaited: the engine loads in its thread while the api already answers.
    void engine.warm();
    await queue.start();
  });
  app.addHook("onClose", async () => {
    await queue.stop();
    await engine.close();
    await mailer.close();
    await db.destroy();
  });
  useZodSchemas(app);
  useErrorHandler(app);
  useAuthentication(app, new TokenVerifier(config.oidc.issuer, config.oidc.audience), db);
  app.setNotFoundHandler(async () => {
    throw notFound("This address");
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(usersRoutes(db));
      await api.register(organisationsRoutes({ db, mailer, appUrl: config.appUrl, publicApiUrl: config.publicApiUrl, logger: app.log }));
      await api.register(essaysRoutes({ db, queue, logger: app.log }));
      await api.register(imagesRoutes({ db, storage, engine, publicApiUrl: config.publicApiUrl }));
      const { products, webhookSecret } = config.payments;
      await api.register(productsRoutes(products));
      await api.register(paymentsRoutes({ db, products, webhookSecret, provider: createPaymentProvider(config), logger: app.log }));
      if (!config.payments.stripe) await api.register(checkoutRoutes({ db, appUrl: config.appUrl, webhookSecret }));
    },
    { prefix: "/api/v1" },
  );
  if (!config.mail.smtpUrl) await app.register(mailboxRoutes(config.mail.mailDir));
  await serveWebApp(app, config);
  return { app, db, storage, engine, queue };
}
