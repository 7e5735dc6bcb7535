import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import { helmetOptions, PERMISSIONS_POLICY, securityHeaderSetter, type PolicyOptions } from "@redpen/security-headers";
import type { ApiConfig } from "../config";

const originOf = (url: string) => new URL(url).origin;

/**
 * The origins this server's pages use besides their own. The SPA calls the api (PUBLIC_API_URL)
 * and the identity provider (OIDC_ISSUER: discovery, token and key endpoints), and shows the api's
 * images and its own photo previews (blob: URLs). The checkout page's form redirects, once paid, to
 * the web app (APP_URL); Chrome checks form-action on the redirects after a post too.
 * Only when they are set: the SPA sends errors to Sentry (SENTRY_DSN's origin), whose session replay
 * compresses in a worker made from a blob: URL, and analytics to the analytics server.
 */
export function pageOrigins(config: Pick<ApiConfig, "appUrl" | "publicApiUrl" | "oidc" | "sentryDsn" | "analytics">) {
  const app = originOf(config.appUrl);
  const api = originOf(config.publicApiUrl);
  const unique = (origins: string[]) => [...new Set(origins)];
  const errorReporting = config.sentryDsn ? [originOf(config.sentryDsn)] : [];
  const analytics = config.analytics ? [originOf(config.analytics.host)] : [];
  return {
    connectSrc: unique([app, api, originOf(config.oidc.issuer), ...errorReporting, ...analytics]),
    imgSrc: unique([app, api, "blob:"]),
    formAction: unique([app, api]),
    workerSrc: config.sentryDsn ? ["blob:"] : [],
  };
}

/**
 * Cross-Origin-Resource-Policy of the uploaded images' files. The SPA shows them with <img> from
 * PUBLIC_API_URL: same-site (every other reply's policy) works while the api is the web app's origin,
 * but would break the photos and the printed logo once PUBLIC_API_URL is on another site, and which
 * site an origin belongs to needs the public-suffix list. So a separate api origin serves them
 * cross-origin: an image's address is an unguessable id that already grants the file to whoever
 * holds it (no cookie, no token), so another site embedding it learns nothing it could not fetch.
 */
export function imageResourcePolicy(config: Pick<ApiConfig, "appUrl" | "publicApiUrl">): "same-site" | "cross-origin" {
  return originOf(config.appUrl) === originOf(config.publicApiUrl) ? "same-site" : "cross-origin";
}

/** The policy's options for this server: the origins its pages use, and HSTS behind a TLS proxy. */
const policyOptionsOf = (config: ApiConfig): PolicyOptions => ({ ...pageOrigins(config), hsts: config.trustProxy });

/** The same headers, set on a raw reply made before any hook runs (see plugins/framework-errors.ts). */
export const rawSecurityHeaders = (config: ApiConfig) => securityHeaderSetter(policyOptionsOf(config));

/** The nonce this reply's inline <style> elements carry (the SPA's Emotion styles, the checkout page, the mailbox). */
export function styleNonceOf(reply: FastifyReply): string {
  const nonce = reply.cspNonce?.style;
  if (!nonce) throw new Error("No CSP nonce on this reply: useSecurityHeaders registers before every route.");
  return nonce;
}

/**
 * Redpen's security headers (@redpen/security-headers) on every reply: JSON, errors, 404s, the SPA,
 * its files, the checkout page, images and the mailbox. Each reply gets fresh script and style
 * nonces (`reply.cspNonce`), so no page needs 'unsafe-inline'. Registered before any route.
 */
export async function useSecurityHeaders(app: FastifyInstance, config: ApiConfig): Promise<void> {
  // One helmet, typed twice: @fastify/helmet sees its CommonJS declarations, this module its ESM ones.
  const options = helmetOptions(policyOptionsOf(config)) as unknown as FastifyHelmetOptions;
  await app.register(fastifyHelmet, { ...options, enableCSPNonces: true });
  // helmet has no Permissions-Policy; it goes on the same replies, at the same step.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
  });
}
