import { missingRuntimeSettings, RuntimeConfig } from "@redpen/contract";
import { createContext, useContext } from "react";

/** Reads the api's /config.json; throws an Error whose message is the details docs/behaviour/errors.md shows. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const response = await fetch("/config.json", { cache: "no-store" });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    raw = await response.json();
  } catch (error) {
    throw new Error(`could not load the settings: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = missingRuntimeSettings(raw);
  if (missing.length > 0) throw new Error(`missing settings: ${missing.join(", ")}`);
  const parsed = RuntimeConfig.safeParse(raw);
  if (!parsed.success)
    throw new Error(`invalid settings: ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}`);
  return parsed.data;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The settings the app started with (environment, identity provider, api address, contact). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error("useRuntimeConfig must be used inside RuntimeConfigContext");
  return config;
}
