import { resolve } from "node:path";
import type { DatabaseLocation } from "./db/connection";
import { DEFAULT_FORM_LIMITS, type FormLimitSettings } from "./interactions/form-limits";

/** Settings of the identity provider, read once at start-up from the environment. */
export interface IdpConfig {
  port: number;
  /** Public address of this provider; also the `iss` of every token. */
  issuer: string;
  /** Address of the product, where users go back to after verifying their email. */
  appUrl: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Audience (resource indicator) of the JWT access tokens for the api. */
  audience: string;
  database: DatabaseLocation;
  mail: { from: string; mailDir: string; smtpUrl?: string };
  /** Marks cookies Secure; on whenever the issuer is https. */
  secureCookies: boolean;
  /**
   * TRUST_PROXY=true: behind one TLS-terminating proxy. The client address is read from the last
   * X-Forwarded-For entry (the one the proxy adds) and browsers are told to keep to https (HSTS).
   */
  trustProxy: boolean;
  /** How often the login, sign-up and email-link forms may be used per address and per IP. */
  formLimits: FormLimitSettings;
}

export function readIdpConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const appPort = Number(env.PORT ?? 3000);
  const port = Number(env.IDP_PORT ?? appPort + 1);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`IDP_PORT must be a port number, got "${env.IDP_PORT}"`);
  const appUrl = trimSlash(env.APP_URL ?? `http://localhost:${appPort}`);
  const issuer = trimSlash(env.IDP_ISSUER ?? `http://localhost:${port}`);
  const dataDir = resolve(env.DATA_DIR ?? "data");
  const list = (value: string | undefined, fallback: string) => (value ?? fallback).split(",").map((v) => v.trim()).filter(Boolean);
  return {
    port,
    issuer,
    appUrl,
    clientId: env.OIDC_CLIENT_ID ?? "redpen-web",
    redirectUris: list(env.OIDC_REDIRECT_URIS, `${appUrl}/`),
    postLogoutRedirectUris: list(env.OIDC_POST_LOGOUT_REDIRECT_URIS, `${appUrl}/`),
    audience: env.OIDC_AUDIENCE ?? `${appUrl}/api/v1`,
    database: env.DATABASE_URL ? { postgresUrl: env.DATABASE_URL } : { sqliteFile: resolve(dataDir, "redpen.sqlite") },
    mail: { from: env.MAIL_FROM ?? "Redpen <no-reply@localhost>", mailDir: resolve(dataDir, "mail"), smtpUrl: env.SMTP_URL || undefined },
    secureCookies: issuer.startsWith("https://"),
    trustProxy: env.TRUST_PROXY === "true",
    formLimits: DEFAULT_FORM_LIMITS,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
