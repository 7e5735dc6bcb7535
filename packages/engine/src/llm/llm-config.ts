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
 * The LLM provider's settings from the environment, or undefined when none is set (the offline
 * engine alone). Setting some but not all of them is an operator's mistake and throws, naming the rest.
 */
export function readLlmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | undefined {
  const missing = NAMES.filter((name) => !env[name]);
  if (missing.length === NAMES.length) return undefined;
  if (missing.length > 0)
    throw new Error(`The LLM provider needs LLM_BASE_URL, LLM_API_KEY and LLM_MODEL; missing: ${missing.join(", ")}.`);
  let baseUrl: URL;
  try {
    baseUrl = new URL(env.LLM_BASE_URL!);
  } catch {
    throw new Error(`LLM_BASE_URL is not a URL: ${env.LLM_BASE_URL}`);
  }
  const timeoutMs = env.LLM_TIMEOUT_MS === undefined ? DEFAULT_LLM_TIMEOUT_MS : Number(env.LLM_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`LLM_TIMEOUT_MS must be a whole number of milliseconds: ${env.LLM_TIMEOUT_MS}`);
  return { baseUrl: baseUrl.href.replace(/\/+$/, ""), apiKey: env.LLM_API_KEY!, model: env.LLM_MODEL!, timeoutMs };
}
