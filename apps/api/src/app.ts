import { randomUUID } from "node:crypto";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Analytics } from "./analytics/analytics";
import type { Kysely } from "kysely";
import { JSON_BODY_LIMIT_BYTES } from "@redpen/contract";
import { looseModesWarning, tightenDataDir } from "@redpen/server";
import type { AppDeps } from "./app-deps";
import { closeAppDeps, createAppDeps, startAppDeps } from "./create-app-deps";
import { TokenVerifier } from "./auth/token-verifier";
import type { ApiConfig } from "./config";
import { markDataDirInUse } from "./backup/data-dir-in-use";
import type { Database } from "./db/schema";
import { startErrorReporting } from "./error-reporting/start-error-reporting";
import { notFound } from "./errors";
import { useAuthentication } from "./plugins/authenticate";
import { useErrorHandler } from "./plugins/error-handler";
import { clientErrorHandler, frameworkErrorsWith } from "./plugins/framework-errors";
import { mailboxRoutes } from "./plugins/mailbox";
import { useRateLimits } from "./plugins/rate-limits";
import { mailboxPath, readOrCreateMailboxKey, withoutMailboxKey } from "./plugins/mailbox-key";
import { imageResourcePolicy, rawSecurityHeaders, useSecurityHeaders } from "./plugins/security-headers";
import { serveWebApp, unknownAddressAnswer } from "./plugins/web-app";
import { closeLingeringConnectionsOnStop } from "./plugins/close-lingering-connections";
import { healthRoutes } from "./routes/health.routes";
import { useMetrics } from "./plugins/metrics";
import { organisationDataRoutes } from "./routes/organisation-data.routes";
import { organisationUsersRoutes } from "./routes/organisation-users.routes";
import { organisationsRoutes } from "./routes/organisations.routes";
import { schoolLearningRoutes } from "./routes/school-learning.routes";
import { usersRoutes } from "./routes/users.routes";
import { essaysRoutes } from "./routes/essays.routes";
import { correctionCodesRoutes } from "./routes/correction-codes.routes";
import { shareLinksRoutes } from "./routes/share-links.routes";
import { classesRoutes } from "./routes/classes.routes";
import { studentsRoutes } from "./routes/students.routes";
import { draftsRoutes } from "./routes/drafts.routes";
import { progressRoutes } from "./routes/progress.routes";
import { imagesRoutes } from "./routes/images.routes";
import { classSetsRoutes } from "./routes/class-sets.routes";
import { productsRoutes } from "./routes/products.routes";
import { purchasesRoutes } from "./routes/purchases.routes";
import { paymentsRoutes } from "./routes/payments.routes";
import { checkoutRoutes } from "./routes/checkout.routes";
import type { CorrectionQueue } from "./correction-queue";
import type { EngineRunner } from "./engine/engine-runner";
import type { ImageStorage } from "./storage/image-storage";

export interface Api {
  app: FastifyInstance;
  db: Kysely<Database>;
  storage: ImageStorage;
  engine: EngineRunner;
  queue: CorrectionQueue;
  /** Present only while analytics run (production with PLAUSIBLE_DOMAIN). */
  analytics?: Analytics;
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

/** The Fastify server, its logger and how it trusts a proxy, before any hook or route. */
function createFastify(config: ApiConfig, options: BuildOptions): FastifyInstance {
  const logger = options.logger
    ? { level: config.logLevel, serializers: { req: requestForLog }, stream: options.logStream }
    : false;
  // Behind a TLS proxy (TRUST_PROXY=true), request.ip and request.protocol come from its X-Forwarded-* headers.
  // Only the proxy (the connection's own peer, hop 0) is trusted, so the client is the address the proxy
  // appended last: what a client wrote into the header itself is never taken.
  const trustProxy = config.trustProxy ? (_address: string, hop: number) => hop === 0 : false;
  return Fastify({
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
}

/** Every /api/v1 route of docs/behaviour/api.md, by resource (the local checkout only without Stripe). */
function apiRoutes(config: ApiConfig, deps: AppDeps): FastifyPluginAsync {
  return async (api) => {
    const routes = [
      healthRoutes(deps),
      usersRoutes(deps),
      organisationsRoutes(deps),
      organisationUsersRoutes(deps),
      organisationDataRoutes(deps),
      schoolLearningRoutes(deps),
      correctionCodesRoutes(deps),
      essaysRoutes(deps),
      shareLinksRoutes(deps),
      classesRoutes(deps),
      studentsRoutes(deps),
      draftsRoutes(deps),
      progressRoutes(deps),
      imagesRoutes(deps, imageResourcePolicy(config)),
      classSetsRoutes(deps),
      productsRoutes(deps),
      purchasesRoutes(deps),
      paymentsRoutes(deps),
      ...(config.payments.stripe ? [] : [checkoutRoutes(deps)]),
    ];
    for (const plugin of routes) await api.register(plugin);
  };
}

/** Builds the whole server without listening, so tests can use it with inject() or a port of their own. */
export async function buildApi(config: ApiConfig, options: BuildOptions = {}): Promise<Api> {
  // First, so that Sentry (with SENTRY_DSN) sees every request of this server.
  const errorReporter = await startErrorReporting(config);

  const app = createFastify(config, options);
  // DATA_DIR is the operator's alone; an older Redpen, a copy or an unzip may have left it open to others.
  const looseModes = await tightenDataDir(config.dataDir);
  if (looseModes.length > 0) app.log.warn({ paths: looseModes }, looseModesWarning(looseModes));
  const deps = await createAppDeps(config, app.log);
  // So that `npm run restore` refuses to replace the data under a running api.
  const releaseDataDir = markDataDirInUse(config.dataDir);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  closeLingeringConnectionsOnStop(app);
  const { onRoute } = options;
  if (onRoute) app.addHook("onRoute", (route) => onRoute(route));
  // Corrections start once every route is ready, and stop before the engine and the database close.
  app.addHook("onReady", () => startAppDeps(deps, { warmEngine: config.warmEngineAtStart }));
  app.addHook("onClose", async () => {
    await closeAppDeps(deps);
    await deps.analytics?.flush();
    releaseDataDir();
    await errorReporter?.flush();
  });
  // First, so every reply below (routes, errors, 404s, the SPA, the mailbox) carries the headers.
  await useSecurityHeaders(app, config);
  // Requests are parsed (and coerced) by the routes' contract schemas, and replies written through
  // theirs: only the fields a reply schema lists are sent.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  useErrorHandler(app, errorReporter);
  useAuthentication(app, new TokenVerifier(config.oidc.issuer, config.oidc.audience), deps);
  await useRateLimits(app, config.rateLimits);
  useMetrics(app, deps.db, config.metricsToken);
  app.setNotFoundHandler(async () => {
    throw notFound("This address");
  });

  await app.register(apiRoutes(config, deps), { prefix: "/api/v1" });
  let mailboxUrl: string | undefined;
  if (!config.mail.smtpUrl) {
    const key = readOrCreateMailboxKey(config.dataDir);
    await app.register(mailboxRoutes(config.mail.mailDir, key, unknownAddressAnswer(config)));
    mailboxUrl = config.appUrl + mailboxPath(key);
  }
  await serveWebApp(app, config);
  const { db, storage, engine, queue, analytics } = deps;
  return { app, db, storage, engine, queue, analytics, mailboxUrl };
}
