import { afterAll, beforeAll } from "vitest";
import type { LlmConfig } from "../llm-config";
import { type ReceivedRequest, type ServerAnswer, startChatCompletionsServer } from "./chat-completions-server";

/**
 * Starts a local chat-completions server for the tests of one file, answering each request with
 * the answer its API key names, so that one server serves every case. Returns the provider
 * settings for a named answer and the requests received so far.
 */
export function serveAnswersByApiKey<Name extends string>(answers: Record<Name, ServerAnswer>) {
  let server: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  beforeAll(async () => {
    server = await startChatCompletionsServer(
      (request) => answers[request.headers.authorization!.replace("Bearer ", "") as Name],
    );
  });
  afterAll(() => server.close());
  return {
    provider: (answer: Name, timeoutMs = 10_000): LlmConfig => ({
      baseUrl: server.baseUrl,
      apiKey: answer,
      model: "local-model",
      timeoutMs,
    }),
    requests: (): ReceivedRequest[] => server.requests,
  };
}
