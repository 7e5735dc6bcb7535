import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { Product, formatValidationIssues } from "@redpen/contract";
import { z } from "zod";
import type { DatabaseLocation } from "./db/connection";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./plugins/rate-limits";

/** Settings of the api, read and checked once at start-up. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Public address of the product (the SPA and the api). */
  appUrl: string;
  /** "development" or "production"; analytics and error reporting run only in production. */
  environment: string;
  database: DatabaseLocation;
  dataDir: string;
  /** Folder of the uploaded images (DATA_DIR/uploads). */
  uploadsDir: string;
  oidc: {
    /** Issuer of the access tokens; its discovery document gives the JWKS. */
    issuer: string;
    audience: string;
    /** Client id and redirect uri the SPA uses, served in /config.json. */
    clientId: string;
    redirectUri: string;
  };
  mail: { from: string; mailDir: string; smtpUrl?: string };
  /** Folder of the built SPA; served when it exists. */
  webDist: string;
  /** Base address of the api the SPA calls (without /api/v1). */
  publicApiUrl: string;
  payments: PaymentsConfig;
  /** TRUST_PROXY=true: the product sits behind a TLS-terminating proxy (HSTS is sent, X-Forwarded-* trusted). */
  trustProxy: boolean;
  /** Limits of the costly calls per teacher and per address; null turns them off (the fuzz test, benchmarks). */
  rateLimits: RateLimits | null;
}

/** Credit packs and how they are paid for. */
export interface PaymentsConfig {
  products: Product[];
  /** Address shown on the billing page for more than the biggest pack. */
  contactEmail: string;
  /** Secret the payment events are signed with: Stripe's, or a random one per process for the local checkout. */
  webhookSecret: string;
  /** Stripe Checkout when set; the local checkout page otherwise. */
  stripe?: { secretKey: string; apiBase?: string };
}

/** Packs on sale when PRODUCTS is not set: the bigger the pack, the cheaper each essay. */
export const DEFAULT_PRODUCTS: Product[] = [
  { name: "20 essays", price_cents: 1900, essay_quantity: 20 },
  { name: "50 essays", price_cents: 3900, essay_quantity: 50 },
  { name: "100 essays", price_cents: 6900, essay_quantity: 100 },
  { name: "200 essays", price_cents: 11900, essay_quantity: 200 },
];

export class ConfigError extends Error {}

function checkUrl(name: string, value: string): string {
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`Setting ${name} must be an absolute URL, got "${value}".`);
  }
  return value;
}

/** A base address without its trailing slash, so paths can be appended. */
const requireUrl = (name: string, value: string) => checkUrl(name, value).replace(/\/+$/, "");

function readProducts(raw: string | undefined): Product[] {
  if (raw === undefined || raw.trim() === "") return DEFAULT_PRODUCTS;
  const example = 'e.g. [{"name":"20 essays","price_cents":1900,"essay_quantity":20}]';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(`Setting PRODUCTS must be a JSON array of credit packs, ${example}; it is not valid JSON.`);
  }
  const result = z.array(Product).min(1).safeParse(json);
  if (!result.success) throw new ConfigError(`Setting PRODUCTS must be a JSON array of credit packs, ${example}: ${formatValidationIssues(result.error.issues)}`);
  const names = result.data.map((product) => product.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new ConfigError(`Setting PRODUCTS names the pack "${repeated}" twice: each pack needs its own name.`);
  return result.data;
}

function readPayments(env: NodeJS.ProcessEnv, blankToUndefined: (value: string | undefined) => string | undefined): PaymentsConfig {
  const secretKey = blankToUndefined(env.STRIPE_SECRET_KEY);
  const webhookSecret = blankToUndefined(env.STRIPE_WEBHOOK_SECRET);
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new ConfigError("Settings STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for Stripe Checkout, or neither for the local checkout.");
  }
  const apiBase = blankToUndefined(env.STRIPE_API_BASE);
  return {
    products: readProducts(env.PRODUCTS),
    contactEmail: blankToUndefined(env.CONTACT_EMAIL) ?? "sales@redpen.app",
    webhookSecret: webhookSecret ?? `whsec_local_${randomBytes(24).toString("hex")}`,
    stripe: secretKey ? { secretKey, apiBase: apiBase && requireUrl("STRIPE_API_BASE", apiBase) } : undefined,
  };
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`Setting PORT must be a port number, got "${env.PORT}".`);
  const appUrl = requireUrl("APP_URL", env.APP_URL ?? `http://localhost:${port}`);
  const idpPort = Number(env.IDP_PORT ?? port + 1);
  const dataDir = resolve(env.DATA_DIR ?? "data");
  const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    appUrl,
    environment: env.ENVIRONMENT ?? "development",
    database: env.DATABASE_URL ? { postgresUrl: env.DATABASE_URL } : { sqliteFile: resolve(dataDir, "redpen.sqlite") },
    dataDir,
    uploadsDir: resolve(dataDir, "uploads"),
    oidc: {
      issuer: requireUrl("OIDC_ISSUER", env.OIDC_ISSUER ?? `http://localhost:${idpPort}`),
      audience: env.OIDC_AUDIENCE ?? `${appUrl}/api/v1`,
      clientId: env.OIDC_CLIENT_ID ?? "redpen-web",
      redirectUri: checkUrl("OIDC_REDIRECT_URI", env.OIDC_REDIRECT_URI ?? `${appUrl}/`),
    },
    mail: { from: env.MAIL_FROM ?? "Redpen <no-reply@localhost>", mailDir: resolve(dataDir, "mail"), smtpUrl: blankToUndefined(env.SMTP_URL) },
    webDist: resolve(env.WEB_DIST ?? "apps/web/dist"),
    publicApiUrl: requireUrl("PUBLIC_API_URL", env.PUBLIC_API_URL ?? appUrl),
    payments: readPayments(env, blankToUndefined),
    trustProxy: env.TRUST_PROXY === "true",
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}
