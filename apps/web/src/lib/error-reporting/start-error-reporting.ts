import type { RuntimeConfig } from "@redpen/contract";
import type { RenderErrorReporting } from "./render-error-reporting";

/**
 * Starts error reporting when /config.json names a Sentry DSN. Without one, Sentry's code (a chunk
 * of its own) is never downloaded and nothing is sent; if it cannot be downloaded, the app runs on
 * without it.
 */
export async function startErrorReporting(config: RuntimeConfig): Promise<RenderErrorReporting> {
  const dsn = config.sentry_dsn;
  if (!dsn) return {};
  try {
    const { initSentry } = await import("./init-sentry");
    return initSentry({ ...config, sentry_dsn: dsn });
  } catch (error) {
    console.warn("Error reporting could not start:", error);
    return {};
  }
}
