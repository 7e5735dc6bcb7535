import { z } from "zod";
import { AnalyticsTarget } from "./analytics";

/**
 * Settings the single-page app reads at start-up from the api's `/config.json`, so that one build
 * works against any OIDC provider and any backend address. Every field is required (docs/behaviour/errors.md)
 * except `contact_email` and the outside services, which are off unless the operator sets them.
 */
export const RuntimeConfig = z.object({
  /** "development" or "production"; analytics run only in production. */
  environment: z.string().min(1),
  /** Issuer URL of the identity provider (the OIDC authority). */
  idp_domain: z.string().min(1),
  /** Audience of the access tokens the api accepts. */
  audience: z.string().min(1),
  /** OAuth client id of the single-page app. */
  client_id: z.string().min(1),
  /** Where the identity provider sends the browser back after sign-in. */
  redirect_uri: z.string().min(1),
  /** Base address of the api, without the /api/v1 path. */
  backend_api_uri: z.string().min(1),
  /**
   * Where the billing page sends teachers who need more than the biggest pack. Optional, and a
   * blank or non-text value counts as none: no address is shown rather than the app refusing to start.
   */
  contact_email: z.string().trim().min(1).optional().catch(undefined),
  /** Sentry DSN the app reports errors (and session replays) to; absent: nothing is loaded or sent. */
  sentry_dsn: z.url().optional(),
  /** Where analytics go; present only in production with an analytics server set. */
  analytics: AnalyticsTarget.optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** The settings the app cannot start without. */
type RequiredRuntimeSetting = Exclude<keyof RuntimeConfig, "contact_email" | "sentry_dsn" | "analytics">;

/** Human names of the required settings, in the order docs/behaviour/errors.md lists them. */
export const RUNTIME_CONFIG_SETTING_NAMES: Record<RequiredRuntimeSetting, string> = {
  environment: "environment",
  idp_domain: "identity provider domain",
  audience: "audience",
  client_id: "client id",
  redirect_uri: "redirect uri",
  backend_api_uri: "backend api uri",
};

/** Names of the required settings that are missing or empty in `raw`, in SPEC order. */
export function missingRuntimeSettings(raw: unknown): string[] {
  const record = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return (Object.keys(RUNTIME_CONFIG_SETTING_NAMES) as RequiredRuntimeSetting[])
    .filter((key) => typeof record[key] !== "string" || (record[key] as string).trim() === "")
    .map((key) => RUNTIME_CONFIG_SETTING_NAMES[key]);
}
