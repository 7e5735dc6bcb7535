/** Where and how to reach an OpenAI-compatible chat-completions API. */
export interface LlmConfig {
  /** The API's base address, up to and including its version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one answer may take before the offline engine is used instead. */
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

const NAMES = ["LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL"] as const;

/**
 * The LLM provider the LLM_ settings name, or undefined when none is set (the offline engine
 * alone): the one reader of these settings, for the product's settings (packages/server) and the
 * engine's command line alike. A blank setting counts as unset; the address must be http:// or
 * https://. Setting some but not all three, or a time limit without them, is an operator's
 * mistake and throws, naming what is missing or wrong (half an LLM setting must not quietly leave
 * the essays to the offline engine).
 */
export function readLlmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | undefined {
  const setting = (name: string) => env[name]?.trim() || undefined;
  const [baseUrl, apiKey, model] = NAMES.map(setting);
  const timeout = setting("LLM_TIMEOUT_MS");
  if (baseUrl !== undefined && !URL.canParse(baseUrl))
    throw new Error(`Setting LLM_BASE_URL must be an absolute URL, got "${baseUrl}".`);
  if (baseUrl !== undefined && !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new Error(`Setting LLM_BASE_URL must be an http:// or https:// address, got "${baseUrl}".`);
  if (timeout !== undefined && !(/^\d+$/.test(timeout) && Number(timeout) > 0))
    throw new Error(`Setting LLM_TIMEOUT_MS must be a whole number of milliseconds, got "${timeout}".`);
  if (baseUrl && apiKey && model)
    return {
      baseUrl: baseUrl.replace(/\/+$/, ""),
      apiKey,
      model,
      timeoutMs: timeout === undefined ? DEFAULT_LLM_TIMEOUT_MS : Number(timeout),
    };
  const missing = NAMES.filter((name) => setting(name) === undefined);
  if (missing.length < NAMES.length)
    throw new Error(
      `Settings LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together: set all three for an LLM provider, or none for the offline engine alone; missing: ${missing.join(", ")}.`,
    );
  if (timeout !== undefined)
    throw new Error(
      "Setting LLM_TIMEOUT_MS needs an LLM provider: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL, or unset it.",
    );
  return undefined;
}
