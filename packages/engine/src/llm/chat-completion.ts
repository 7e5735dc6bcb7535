import { LlmCallError } from "./llm-call-error";
import type { LlmConfig } from "./llm-config";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Answers this large are not a correction of an essay; reading stops there. */
const MAX_ANSWER_BYTES = 2_000_000;

/**
 * Sends one chat-completions request, with `response_format` when one is given, and returns the
 * first choice's text. Throws an LlmCallError that says what went wrong (HTTP status, time-out, an
 * answer that is not the API's shape) and its kind.
 */
export async function completeChat(
  config: LlmConfig,
  messages: ChatMessage[],
  responseFormat?: object,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0, response_format: responseFormat }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError")
      throw new LlmCallError("timeout", `no answer within ${config.timeoutMs} ms`);
    throw new LlmCallError(
      "unreachable",
      `cannot reach ${config.baseUrl}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  const body = await readBody(response, config.timeoutMs);
  if (!response.ok) throw new LlmCallError("http-error", `HTTP ${response.status}: ${body.slice(0, 200)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new LlmCallError("answer-format", `the answer is not JSON: ${body.slice(0, 80)}`);
  }
  const content = (parsed as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== "string")
    throw new LlmCallError("answer-format", "the answer has no choices[0].message.content text");
  return content;
}

async function readBody(response: Response, timeoutMs: number): Promise<string> {
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES)
      throw new LlmCallError("answer-format", `the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    return text;
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError")
      throw new LlmCallError("timeout", `no answer within ${timeoutMs} ms`);
    if (error instanceof LlmCallError) throw error;
    throw new LlmCallError(
      "unreachable",
      `the answer was cut off: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
