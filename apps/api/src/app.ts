import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from "fastify";
import type { Kysely } from "kysely";
import { JSON_BODY_LIMIT_BYTES } from "@redpen/contract";
import { createMailer } from "@redpen/mail";
import { TokenVerifier } from "./auth/token-verifier";
import type { ApiConfig } from "./config";
import { connectDatabase } from "@redpen/server";
import { migrateToLatest } from "./db/migrate";
import { markDataDirInUse } from "./backup/data-dir-in-use";
import type { Database } from "./db/schema";
import { createAnalytics } from "./analytics/analytics";
import { startErrorReporting } from "./error-reporting/start-error-reporting";
import { notFound } from "./errors";
import { useAuthentication } from "./plugins/authenticate";
import { useErrorHandler } from "./plugins/error-handler";
import { clientErrorHandler, frameworkErrorsWith } from "./plugins/framework-errors";
import { mailboxRoutes } from "./plugins/mailbox";
import { useRateLimits } from "./plugins/rate-limits";
import { mailboxPath, readOrCreateMailboxKey, withoutMailboxKey } from "./plugins/mailbox-key";
import { imageResourcePolicy, rawSecurityHeaders, useSecurityHeaders } from "./plugins/security-headers";
import { serveWebApp } from "./plugins/web-app";
import { useZodSchemas } from "./plugins/zod-compilers";
import { closeLingeringConnectionsOnStop } from "./plugins/close-lingering-connections";
import { healthRoutes } from "./routes/health.routes";
import { useMetrics } from "./plugins/metrics";
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
import { createEngineRunner } from "./engine/engine-thread-runner";
import type { EngineRunner } from "./engine/engine-runner";
import { createImageStorage } from "./storage/create-image-storage";
import type { ImageStorage } from "./storage/image-storage";

export interface Api {
  app: FastifyInstance;
  db: Kysely<Database>;
  storage: ImageStorage;
  engine: EngineRunner;
  queue: CorrectionQueue;
  /** The operator's mailbox address, key included; only while mail goes to files. */
  mailboxUrl?: string;
}

/** Fastify's request log line, with the mailbox key never written to a log. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: withoutMailboxKey(request.url), host: request.host, remoteAddress: request.ip };
}

/** How buildApi runs besides its config: logging, and who hears of each route as it is added. */
export interface BuildOptions {
  logger?: boolean;
  logStream?: { write(line: string): void };
  /** Called for every route registered (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server without listening, so tests can use it with inject() or a port of their own. */
export async function buildApi(config: ApiConfig, options: BuildOptions = {}): Promise<Api> {
  // First, so that Sentry (with SENTRY_DSN) sees every request of this server.
  const errorReporter = await startErrorReporting(config);
  const db = connectDatabase<Database>(config.database);
  await migrateToLatest(db as Kysely<unknown>);
  // So that `npm run restore` refuses to replace the data under a running api.
  const releaseDataDir = markDataDirInUse(config.dataDir);

  const logger = options.logger
    ? { level: config.logLevel, serializers: { req: requestForLog }, stream: options.logStream }
    : false;
  // Behind a TLS proxy (TRUST_PROXY=true), request.ip and request.protocol come from its X-Forwarded-* headers.
  // Only the proxy (the connection's own peer, hop 0) is trusted, so the client is the address the proxy
  // appended last: what a client wrote into the header itself is never taken.
  const trustProxy = config.trustProxy ? (_address: string, hop: number) => hop === 0 : false;
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy,
    // Each request's log lines carry its id, a UUID; behind the proxy, the proxy's X-Request-Id is kept so both logs agree.
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? "x-request-id" : false,
    frameworkErrors: frameworkErrorsWith(rawSecurityHeaders(config)),
    clientErrorHandler,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  closeLingeringConnectionsOnStop(app);
  const { onRoute } = options;
  if (onRoute) app.addHook("onRoute", (route) => onRoute(route));
  const storage = createImageStorage(config);
  const engine = createEngineRunner({ llm: config.llm });
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
    releaseDataDir();
    await errorReporter?.flush();
  });
  // First, so every reply below (routes, errors, 404s, the SPA, the mailbox) carries the headers.
  await useSecurityHeaders(app, config);
  useZodSchemas(app, config);
  useErrorHandler(app, errorReporter);
  useAuthentication(app, new TokenVerifier(config.oidc.issuer, config.oidc.audience), db);
  await useRateLimits(app, config.rateLimits);
  useMetrics(app, db, config.metricsToken);
  app.setNotFoundHandler(async () => {
    throw notFound("This address");
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, queue, engine }));
      await api.register(usersRoutes(db));
      await api.register(
        organisationsRoutes({
          db,
          storage,
          mailer,
          appUrl: config.appUrl,
          publicApiUrl: config.publicApiUrl,
          logger: app.log,
        }),
      );
      await api.register(essaysRoutes({ db, queue, engine, logger: app.log, publicApiUrl: config.publicApiUrl }));
      await api.register(
        imagesRoutes({ db, storage, engine, publicApiUrl: config.publicApiUrl }, imageResourcePolicy(config)),
      );
      const { products, webhookSecret } = config.payments;
      await api.register(productsRoutes(products));
      const analytics = createAnalytics(config.analytics, config.appUrl, app.log);
      await api.register(
        paymentsRoutes({
          db,
          products,
          webhookSecret,
          provider: createPaymentProvider(config),
          logger: app.log,
          analytics,
        }),
      );
      if (!config.payments.stripe) await api.register(checkoutRoutes({ db, appUrl: config.appUrl, webhookSecret }));
    },
    { prefix: "/api/v1" },
  );
  let mailboxUrl: string | undefined;
  if (!config.mail.smtpUrl) {
    const key = readOrCreateMailboxKey(config.dataDir);
    await app.register(mailboxRoutes(config.mail.mailDir, key));
    mailboxUrl = config.appUrl + mailboxPath(key);
  }
  await serveWebApp(app, config);
  return { app, db, storage, engine, queue, mailboxUrl };
}
