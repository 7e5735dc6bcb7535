import { resolve } from "node:path";
import type { DatabaseLocation } from "./db/connection";

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
}

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
  };
}
