import type { LlmConfig } from "@redpen/engine";
import type { ModelConfigured } from "@redpen/contract";

/** Whether the LLM provider answers: not set, reachable (it answered, whatever it said) or unreachable. */
export type ModelReachability = "not-set" | "reachable" | "unreachable";

/** How long the provider has to answer a readiness look. */
const PROBE_TIMEOUT_MS = 2_000;
/** How long an answer is reused: a load balancer asks readiness every few seconds, the provider need not be asked as often. */
const PROBE_EVERY_MS = 30_000;

/** The LLM provider set (LLM_BASE_URL), as the api tells it: its model, and whether it can be reached. */
export interface ModelProbe {
  /** The model's name and host; null without a provider. */
  configured: ModelConfigured | null;
  /** Whether the provider answers now (asked at most every 30 s). Never rejects. */
  reachability(): Promise<ModelReachability>;
}

/** The model's name and where it is, never its key: what a teacher is told. */
export function modelConfigured(llm: LlmConfig | undefined): ModelConfigured | null {
  return llm ? { name: llm.model, host: new URL(llm.baseUrl).host } : null;
}

/**
 * Asks the provider's `GET {LLM_BASE_URL}/models` (the OpenAI-compatible list of models): any
 * HTTP answer counts as reachable (a wrong key is the correction's http-error, said on each
 * essay); no connection or no answer within 2 s is unreachable.
 */
export function createModelProbe(llm: LlmConfig | undefined, everyMs = PROBE_EVERY_MS): ModelProbe {
  let last: { at: number; answer: Promise<ModelReachability> } | undefined;
  const ask = async (config: LlmConfig): Promise<ModelReachability> => {
    try {
      const response = await fetch(`${config.baseUrl}/models`, {
        headers: { authorization: `Bearer ${config.apiKey}` },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return "reachable";
    } catch {
      return "unreachable";
    }
  };
  return {
    configured: modelConfigured(llm),
    reachability() {
      if (!llm) return Promise.resolve("not-set");
      if (!last || Date.now() - last.at > everyMs) last = { at: Date.now(), answer: ask(llm) };
      return last.answer;
    },
  };
}
