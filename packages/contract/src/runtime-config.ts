import { z } from "zod";

/**
 * Settings the single-page app reads at start-up from the api's `/config.json`, so that one build
 * works against any OIDC provider and any backend address. Every field is required (SPEC.md 8).
 */
export const RuntimeConfig = z.object({
  /** "development" or "production"; analytics and error reporting run only in production. */
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
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** Human names of the settings, in the order SPEC.md 8 lists them. */
export const RUNTIME_CONFIG_SETTING_NAMES: Record<keyof RuntimeConfig, string> = {
  environment: "environment",
  idp_domain: "identity provider domain",
  audience: "audience",
  client_id: "client id",
  redirect_uri: "redirect uri",
  backend_api_uri: "backend api uri",
};

/** Names of the settings that are missing or empty in `raw`, in SPEC order. */
export function missingRuntimeSettings(raw: unknown): string[] {
  const record = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return (Object.keys(RUNTIME_CONFIG_SETTING_NAMES) as (keyof RuntimeConfig)[])
    .filter((key) => typeof record[key] !== "string" || (record[key] as string).trim() === "")
    .map((key) => RUNTIME_CONFIG_SETTING_NAMES[key]);
}
