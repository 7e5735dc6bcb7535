/** How a call to the LLM provider failed: no connection, no answer in time, an HTTP error, or an answer not in the form asked for. */
export type LlmFailureReason = "unreachable" | "timeout" | "http-error" | "answer-format";

/** A failed call to the LLM provider, with why (`reason`) and the details for the log (`message`). */
export class LlmCallError extends Error {
  override name = "LlmCallError";
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** Why an error of an LLM step happened; any error that is not an LlmCallError is the answer's (a check of its content failed). */
export function llmFailureReason(error: unknown): LlmFailureReason {
  return error instanceof LlmCallError ? error.reason : "answer-format";
}
