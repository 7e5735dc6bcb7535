import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RuntimeConfig } from "@redpen/contract";
import type { ApiConfig } from "../config";
import { notFound } from "../errors";
import { styleNonceOf } from "./security-headers";

/**
 * What the SPA needs to know at start-up; one build works against any identity provider.
 */
export function runtimeConfigOf(config: ApiConfig): RuntimeConfig {
  return {
    environment: config.environment,
    idp_domain: config.oidc.issuer,
    audience: config.oidc.audience,
    client_id: config.oidc.clientId,
    redirect_uri: config.oidc.redirectUri,
    backend_api_uri: config.publicApiUrl,
    contact_email: config.payments.contactEmail,
    sentry_dsn: config.sentryDsn,
    analytics: config.analytics,
  };
}

/**
 * index.html with this reply's style nonce in a `<meta property="csp-nonce">`, where the web app's
 * Emotion cache (and Vite's preload helper) read it. A nonce attribute, not content: browsers hide
 * it from CSS selectors and the DOM once the page has a CSP. Never stored: each load gets its own.
 */
async function sendIndex(reply: FastifyReply, webDist: string) {
  const html = await readFile(join(webDist, "index.html"), "utf8");
  const meta = `<meta property="csp-nonce" nonce="${styleNonceOf(reply)}">`;
  return reply
    .header("Cache-Control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html.replace(/<head[^>]*>/i, (head) => head + meta));
}

/**
 * The answer at an address no route of the api takes: a file of the built web app, index.html for
 * the SPA's client-side routes, or 404 when there is no built web app (or under /api/). The mailbox
 * answers with it too when the key is missing or wrong, so that it cannot be told from any other address.
 */
export function unknownAddressAnswer(
  config: ApiConfig,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const built = existsSync(join(config.webDist, "index.html"));
  return async (request, reply) => {
    const path = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (!built || path.startsWith("/api/")) throw notFound("This address");
    if (path.startsWith("/assets/")) {
      return reply.header("Cache-Control", "public, max-age=31536000, immutable").sendFile(path.slice(1));
    }
    const file = path.slice(1);
    if (file && file !== "index.html" && !file.includes("..") && existsSync(join(config.webDist, file)))
      return reply.sendFile(file);
    return sendIndex(reply, config.webDist);
  };
}

/** Serves /config.json and the built SPA, with index.html (and its style nonce) for client-side routes. */
export async function serveWebApp(app: FastifyInstance, config: ApiConfig): Promise<void> {
  app.get("/config.json", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return runtimeConfigOf(config);
  });
  if (!existsSync(join(config.webDist, "index.html"))) {
    app.log.warn(`No built web app in ${config.webDist}: run "npm run build" to serve it.`);
    return;
  }
  await app.register(fastifyStatic, { root: config.webDist, serve: false, cacheControl: false });
  app.get("/*", unknownAddressAnswer(config));
}
