import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { RuntimeConfig } from "@redpen/contract";
import type { ApiConfig } from "../config";
import { notFound } from "../errors";

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
  };
}

/** Serves /config.json and the built SPA, with index.html for client-side routes. */
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
  app.get("/*", async (request, reply) => {
    const path = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (path.startsWith("/api/")) throw notFound("This address");
    if (path.startsWith("/assets/")) {
      return reply.header("Cache-Control", "public, max-age=31536000, immutable").sendFile(path.slice(1));
    }
    const file = path.slice(1);
    if (file && !file.includes("..") && existsSync(join(config.webDist, file))) return reply.sendFile(file);
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
