/**
 * Redpen's one security-header policy, shared by the api (which also serves the web app, the
 * checkout page and the mailbox) and the identity provider. Each app passes what differs (the
 * origins a page talks to, where its forms post, a per-request nonce); everything else is here.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import { serializeDictionary } from "structured-headers";

/** A fresh nonce for one response's inline <style> / <script> elements. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A CSP source for `nonce`: a fixed value, or one read per request. */
export type NonceSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

export interface PolicyOptions {
  /** Origins, besides the page's own, that scripts may fetch from (the api, the identity provider, error reporting, analytics). */
  connectSrc?: string[];
  /** Sources, besides the page's own, that workers may be made from ("blob:" for session replay's compression worker). */
  workerSrc?: string[];
  /** Origins, besides the page's own, that images may come from ("blob:" and "data:" included as given). */
  imgSrc?: string[];
  /** Where forms may post, besides the page's own origin (the identity provider's redirects back to the app). */
  formAction?: string[];
  /** The nonce inline <style> elements carry; without it no inline style is allowed. */
  styleNonce?: NonceSource;
  /** The nonce inline <script> elements carry; without it only same-origin script files run. */
  scriptNonce?: NonceSource;
  /** True behind TLS (TRUST_PROXY=true): browsers then keep to https for a year. */
  hsts: boolean;
}

const nonceValue = (nonce: NonceSource) =>
  typeof nonce === "string"
    ? `'nonce-${nonce}'`
    : (req: IncomingMessage, res: ServerResponse) => `'nonce-${nonce(req, res)}'`;

/** The Content-Security-Policy directives: nothing inline without a nonce, no framing, no plugins. */
export function contentSecurityPolicyDirectives(options: Omit<PolicyOptions, "hsts">) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(options.scriptNonce ? [nonceValue(options.scriptNonce)] : [])],
    "style-src": ["'self'", ...(options.styleNonce ? [nonceValue(options.styleNonce)] : [])],
    "img-src": ["'self'", ...(options.imgSrc ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(options.connectSrc ?? [])],
    "form-action": ["'self'", ...(options.formAction ?? [])],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "worker-src": ["'self'", ...(options.workerSrc ?? [])],
    "manifest-src": ["'self'"],
  };
}

/** helmet's options (for `@fastify/helmet`, `koa-helmet` or `helmet` itself) for Redpen's policy. */
export function helmetOptions(options: PolicyOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // The share link must not leak to other sites through a Referer.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The web app, the api and the identity provider may sit on different origins (PUBLIC_API_URL, OIDC_ISSUER).
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Browser features Redpen never uses, turned off for every page. The photo upload's file input
 * (with its camera choice on phones) is not a permission-gated feature and keeps working. Only
 * features Chromium knows are listed: it warns in the console of every page about any other
 * (e2e/clean-console.test.ts checks that none does).
 */
export const PERMISSIONS_POLICY = serializeDictionary(
  Object.fromEntries(
    [
      "accelerometer",
      "autoplay",
      "camera",
      "display-capture",
      "geolocation",
      "gyroscope",
      "hid",
      "magnetometer",
      "microphone",
      "midi",
      "payment",
      "publickey-credentials-get",
      "serial",
      "usb",
      "xr-spatial-tracking",
    ].map((feature) => [feature, [[], new Map()]]),
  ),
);

/**
 * The policy's headers set straight on a Node response, Permissions-Policy included: for the replies a
 * framework makes before its own hooks run (an address its router cannot read).
 */
export function securityHeaderSetter(options: PolicyOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const setHelmetHeaders = helmet(helmetOptions(options));
  return (req, res) => {
    // helmet sets every header before it calls next, synchronously.
    setHelmetHeaders(req, res, () => undefined);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  };
}
