import { readSettings, type DatabaseLocation, type Settings } from "@redpen/server";
import { DEFAULT_FORM_LIMITS, type FormLimitSettings } from "./interactions/form-limits";

/** Settings of the identity provider, from the server's settings (see @redpen/server). */
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
  mail: Settings["mail"];
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

/** The embedded identity provider's settings from the server's settings, read once at start-up. */
export function idpConfig(settings: Settings): IdpConfig {
  const { idp, oidc } = settings;
  return {
    port: idp.port,
    issuer: idp.issuer,
    appUrl: settings.appUrl,
    clientId: oidc.clientId,
    redirectUris: oidc.redirectUris,
    postLogoutRedirectUris: oidc.postLogoutRedirectUris,
    audience: oidc.audience,
    database: settings.database,
    mail: settings.mail,
    secureCookies: idp.issuer.startsWith("https://"),
    trustProxy: settings.trustProxy,
    formLimits: DEFAULT_FORM_LIMITS,
  };
}

/** The identity provider's settings straight from an environment (tests, and the provider run on its own). */
export const readIdpConfig = (env: Record<string, string | undefined> = process.env): IdpConfig =>
  idpConfig(readSettings(env));
