import { missingRuntimeSettings, RuntimeConfig } from "@redpen/contract";

/** Reads the api's /config.json; throws an Error naming what is missing or wrong. */
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
  return RuntimeConfig.parse(raw);
}
