import { resolve } from "node:path";
import { RUNTIME_CONFIG_SETTING_NAMES, type AnalyticsTarget, type Product } from "@redpen/contract";
import { readLlmConfig, type LlmConfig } from "@redpen/engine/llm-config";
import { z } from "zod";
import {
  bucketName,
  flag,
  httpUrl,
  list,
  oneOf,
  percent,
  portNumber,
  products,
  sentryDsn,
  siteDomain,
  text,
  url,
} from "./setting-values";
import type { DatabaseLocation } from "./database";

/**
 * Every setting of Redpen's server processes (the api, the identity provider, `npm run worker` and
 * `npm start`), read from the environment once at start-up, checked, given its default and passed
 * down: nothing else reads the environment. Without any setting, the embedded defaults run.
 */
export interface Settings {
  /** "development" or "production"; analytics run only in production. */
  environment: "development" | "production";
  port: number;
  host: string;
  /** Public address of the product (the SPA and the api), without a trailing slash. */
  appUrl: string;
  /** Base address of the api the SPA calls (without /api/v1). */
  publicApiUrl: string;
  dataDir: string;
  /** Folder of the uploaded images (DATA_DIR/uploads), used while no bucket is set. */
  uploadsDir: string;
  /** S3_BUCKET and the other S3_ settings: the images go to this bucket instead of uploadsDir. */
  bucket?: BucketSettings;
  database: DatabaseLocation;
  logLevel: LogLevel;
  /** The embedded identity provider: its port and public address. */
  idp: { port: number; issuer: string };
  oidc: {
    /** Issuer of the access tokens: an outside provider's, or the embedded one's. */
    issuer: string;
    /** True when no outside provider is set, so `npm start` runs the embedded one. */
    embedded: boolean;
    audience: string;
    /** Client id and redirect uri the SPA uses, served in /config.json. */
    clientId: string;
    redirectUri: string;
    /** Where the embedded provider may send the browser back to after sign-in and sign-out. */
    redirectUris: string[];
    postLogoutRedirectUris: string[];
  };
  mail: { from: string; mailDir: string; smtpUrl?: string };
  /** WEB_DIST: another build of the SPA to serve (a developer's own `vite build --outDir`); unset: the product's own build. */
  webDist?: string;
  payments: {
    products: Product[];
    /** Address shown on the billing page for more than the biggest pack. */
    contactEmail: string;
    /** Stripe Checkout when set; the local checkout page otherwise. */
    stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
    /** VAT_RATE: the VAT in percent added to the packs' prices, which are net. */
    vatRatePercent: number;
    /** SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_NUMBER: who sells the credits, as each receipt names them. */
    seller: { name: string; address: string | null; vatNumber: string | null };
  };
  /** TRUST_PROXY=true: behind one TLS-terminating proxy (HSTS is sent, X-Forwarded-* trusted). */
  trustProxy: boolean;
  /** An OpenAI-compatible provider the engine asks first; undefined: the offline engine alone. */
  llm?: LlmConfig;
  /** The bearer token Prometheus sends to read `/metrics`; unset: no `/metrics` at all. */
  metricsToken?: string;
  /** SENTRY_DSN: the Sentry project the api and the web app report errors to; unset: nothing is loaded or sent. */
  sentryDsn?: string;
  /** PLAUSIBLE_DOMAIN (and PLAUSIBLE_HOST): where analytics go, in production only; unset: no analytics anywhere. */
  analytics?: AnalyticsTarget;
  /** SKIP_WEB_BUILD=true: `npm start` serves the web app as built, without checking its sources. */
  skipWebBuild: boolean;
}

/** An S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2...) that keeps the images. */
export interface BucketSettings {
  name: string;
  /** Another server than AWS (MinIO, Garage, Ceph, R2); undefined: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Undefined: the AWS SDK finds credentials itself (the machine's or pod's role on AWS). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Addresses the bucket as endpoint/bucket rather than bucket.endpoint: true by default with an endpoint, false for AWS. */
  forcePathStyle: boolean;
}

/** A setting the operator must fix: its message names the setting and says what it takes. */
export class SettingsError extends Error {
  override name = "SettingsError";
}

/**
 * The packs' prices are net, as a school's operator states them, and VAT is added at checkout: 20%,
 * the most common standard rate in Europe, unless VAT_RATE says otherwise (0 for a seller who
 * charges none).
 */
const DEFAULT_VAT_RATE_PERCENT = 20;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

/** The environment variables, each checked on its own. */
const Variables = z.object({
  ENVIRONMENT: oneOf("ENVIRONMENT", ["development", "production"]),
  PORT: portNumber("PORT"),
  HOST: text,
  APP_URL: url("APP_URL"),
  PUBLIC_API_URL: url("PUBLIC_API_URL"),
  DATA_DIR: text,
  DATABASE_URL: text,
  LOG_LEVEL: oneOf("LOG_LEVEL", LOG_LEVELS),
  IDP_PORT: portNumber("IDP_PORT"),
  IDP_ISSUER: url("IDP_ISSUER"),
  OIDC_ISSUER: url("OIDC_ISSUER"),
  OIDC_AUDIENCE: text,
  OIDC_CLIENT_ID: text,
  OIDC_REDIRECT_URI: url("OIDC_REDIRECT_URI", { base: false }),
  OIDC_REDIRECT_URIS: list,
  OIDC_POST_LOGOUT_REDIRECT_URIS: list,
  MAIL_FROM: text,
  SMTP_URL: text,
  WEB_DIST: text,
  PRODUCTS: products,
  CONTACT_EMAIL: text,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: url("STRIPE_API_BASE"),
  VAT_RATE: percent("VAT_RATE"),
  SELLER_NAME: text,
  SELLER_ADDRESS: text,
  SELLER_VAT_NUMBER: text,
  TRUST_PROXY: flag("TRUST_PROXY"),
  S3_BUCKET: bucketName,
  S3_ENDPOINT: httpUrl("S3_ENDPOINT"),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: oneOf("S3_FORCE_PATH_STYLE", ["true", "false"]),
  SKIP_WEB_BUILD: flag("SKIP_WEB_BUILD"),
  SENTRY_DSN: sentryDsn,
  PLAUSIBLE_DOMAIN: siteDomain,
  PLAUSIBLE_HOST: url("PLAUSIBLE_HOST"),
  METRICS_TOKEN: text.refine((token) => token === undefined || token.length >= 16, {
    error: "Setting METRICS_TOKEN must be at least 16 characters long: it guards the figures of every school.",
  }),
});
type Variables = z.infer<typeof Variables>;

/**
 * In production the settings the web app starts with (docs/behaviour/errors.md) must be given, not defaulted to
 * localhost: for each (the environment is given by being "production"), whether it is, and by which
 * variables.
 */
const PRODUCTION_SETTINGS: {
  name: keyof typeof RUNTIME_CONFIG_SETTING_NAMES;
  variables: string;
  given: (env: Env) => boolean;
}[] = [
  {
    name: "idp_domain",
    variables: "OIDC_ISSUER, or IDP_ISSUER for the embedded provider",
    given: (env) => isSet(env.OIDC_ISSUER) || isSet(env.IDP_ISSUER),
  },
  {
    name: "audience",
    variables: "OIDC_AUDIENCE or APP_URL",
    given: (env) => isSet(env.OIDC_AUDIENCE) || isSet(env.APP_URL),
  },
  {
    name: "client_id",
    variables: "OIDC_CLIENT_ID, with an outside provider",
    given: (env) => isSet(env.OIDC_CLIENT_ID) || !isSet(env.OIDC_ISSUER),
  },
  {
    name: "redirect_uri",
    variables: "OIDC_REDIRECT_URI or APP_URL",
    given: (env) => isSet(env.OIDC_REDIRECT_URI) || isSet(env.APP_URL),
  },
  {
    name: "backend_api_uri",
    variables: "PUBLIC_API_URL or APP_URL",
    given: (env) => isSet(env.PUBLIC_API_URL) || isSet(env.APP_URL),
  },
];
const isSet = (value: string | undefined) => Boolean(value?.trim());

const BUCKET_DETAILS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

/** The bucket the S3_ settings name, or undefined (the images stay under DATA_DIR/uploads). */
function bucketSettings(v: Variables, env: Env): BucketSettings | undefined {
  const given = BUCKET_DETAILS.filter((name) => isSet(env[name]));
  if (!v.S3_BUCKET) {
    if (given.length === 0) return undefined;
    // A half-made bucket setting must not quietly leave the photos on this machine's disk.
    throw new SettingsError(
      `Setting S3_BUCKET is missing: ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set, but the images go to a bucket only when S3_BUCKET names it. Set it, or unset the S3_ settings to keep the images under DATA_DIR/uploads.`,
    );
  }
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    throw new SettingsError(
      "Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine's own role on AWS.",
    );
  }
  return {
    name: v.S3_BUCKET,
    endpoint: v.S3_ENDPOINT,
    region: v.S3_REGION ?? "us-east-1",
    credentials:
      v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO, Garage, Ceph and R2 all answer at endpoint/bucket, while bucket.endpoint needs wildcard DNS.
    forcePathStyle:
      v.S3_FORCE_PATH_STYLE === undefined ? v.S3_ENDPOINT !== undefined : v.S3_FORCE_PATH_STYLE === "true",
  };
}

/** The LLM provider the LLM_ settings name, or undefined (the offline engine alone): the engine's own reader's, its errors as settings errors. */
function llmSettings(env: Env): LlmConfig | undefined {
  try {
    return readLlmConfig(env);
  } catch (error) {
    throw new SettingsError(error instanceof Error ? error.message : String(error));
  }
}

function resolveSettings(v: Variables, env: Env): Settings {
  const port = v.PORT ?? 3000;
  const appUrl = v.APP_URL ?? `http://localhost:${port}`;
  const idpPort = v.IDP_PORT ?? port + 1;
  const idpIssuer = v.IDP_ISSUER ?? `http://localhost:${idpPort}`;
  const dataDir = resolve(v.DATA_DIR ?? "data");
  if (Boolean(v.STRIPE_SECRET_KEY) !== Boolean(v.STRIPE_WEBHOOK_SECRET)) {
    throw new SettingsError(
      "Settings STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for Stripe Checkout, or neither for the local checkout.",
    );
  }
  if (v.PLAUSIBLE_HOST && !v.PLAUSIBLE_DOMAIN) {
    throw new SettingsError(
      "Setting PLAUSIBLE_HOST needs PLAUSIBLE_DOMAIN, the site's domain at that analytics server.",
    );
  }
  const environment = v.ENVIRONMENT ?? "development";
  return {
    environment,
    port,
    host: v.HOST ?? "0.0.0.0",
    appUrl,
    publicApiUrl: v.PUBLIC_API_URL ?? appUrl,
    dataDir,
    uploadsDir: resolve(dataDir, "uploads"),
    bucket: bucketSettings(v, env),
    database: v.DATABASE_URL ? { postgresUrl: v.DATABASE_URL } : { sqliteFile: resolve(dataDir, "redpen.sqlite") },
    logLevel: v.LOG_LEVEL ?? "info",
    idp: { port: idpPort, issuer: idpIssuer },
    oidc: {
      issuer: v.OIDC_ISSUER ?? idpIssuer,
      embedded: v.OIDC_ISSUER === undefined,
      audience: v.OIDC_AUDIENCE ?? `${appUrl}/api/v1`,
      clientId: v.OIDC_CLIENT_ID ?? "redpen-web",
      redirectUri: v.OIDC_REDIRECT_URI ?? `${appUrl}/`,
      redirectUris: v.OIDC_REDIRECT_URIS ?? [`${appUrl}/`],
      postLogoutRedirectUris: v.OIDC_POST_LOGOUT_REDIRECT_URIS ?? [`${appUrl}/`],
    },
    mail: {
      from: v.MAIL_FROM ?? "Redpen <no-reply@localhost>",
      mailDir: resolve(dataDir, "mail"),
      smtpUrl: v.SMTP_URL,
    },
    webDist: v.WEB_DIST && resolve(v.WEB_DIST),
    payments: {
      products: v.PRODUCTS,
      contactEmail: v.CONTACT_EMAIL ?? "sales@redpen.app",
      stripe:
        v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
          ? { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiBase: v.STRIPE_API_BASE }
          : undefined,
      vatRatePercent: v.VAT_RATE ?? DEFAULT_VAT_RATE_PERCENT,
      seller: {
        name: v.SELLER_NAME ?? "Redpen",
        // A line break in an environment variable is awkward to write: "\n" stands for one.
        address: v.SELLER_ADDRESS?.replaceAll("\\n", "\n") ?? null,
        vatNumber: v.SELLER_VAT_NUMBER ?? null,
      },
    },
    trustProxy: v.TRUST_PROXY,
    llm: llmSettings(env),
    metricsToken: v.METRICS_TOKEN,
    sentryDsn: v.SENTRY_DSN,
    // Analytics run in production only: a staging or developer's copy with the same settings counts nothing.
    analytics:
      environment === "production" && v.PLAUSIBLE_DOMAIN
        ? { domain: v.PLAUSIBLE_DOMAIN, host: v.PLAUSIBLE_HOST ?? "https://plausible.io" }
        : undefined,
    skipWebBuild: v.SKIP_WEB_BUILD,
  };
}

/**
 * The settings from the environment, with their defaults. Throws a SettingsError naming the first
 * wrong setting, or, in production, every setting of docs/behaviour/errors.md that is missing.
 */
export function readSettings(env: Env = process.env): Settings {
  const parsed = Variables.safeParse(env);
  if (!parsed.success) throw new SettingsError(parsed.error.issues[0]!.message);
  if (parsed.data.ENVIRONMENT === "production") {
    const missing = PRODUCTION_SETTINGS.filter((setting) => !setting.given(env));
    if (missing.length > 0) {
      throw new SettingsError(
        `In production a setting is missing: ${missing.map((setting) => `${RUNTIME_CONFIG_SETTING_NAMES[setting.name]} (${setting.variables})`).join("; ")}.`,
      );
    }
  }
  return resolveSettings(parsed.data, env);
}
