import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { correctWithProvider, MAX_LLM_CHARS } from "./correct-with-llm";
import type { LlmConfig } from "./llm-config";
import { serveAnswersByApiKey } from "./testing/answers-by-api-key";
import { chatReply, type ServerAnswer, startChatCompletionsServer } from "./testing/chat-completions-server";

const ESSAY = "Dear Sam,\n\nI has a dog. He like to play in park.\n\nBest wishes,\nAna";
const CORRECTED = "Dear Sam,\n\nI have a dog. He likes to play in the park.\n\nBest wishes,\nAna";

/** Each test names its answer in the API key, so one server serves them all. */
const ANSWERS = {
  good: { body: chatReply(CORRECTED) },
  fenced: { body: chatReply("```text\nI have a dog.\n```") },
  garbage: { body: "<html>502 Bad Gateway</html>" },
  "no-choices": { body: JSON.stringify({ error: { message: "model overloaded" } }) },
  "not-text": { body: JSON.stringify({ choices: [{ message: { content: null } }] }) },
  failing: { status: 500, body: JSON.stringify({ error: { message: "internal error" } }) },
  slow: { body: chatReply(CORRECTED), delayMs: 3000 },
  rewrite: { body: chatReply("My favourite animal is the cat, because cats are independent and clean.") },
  preamble: { body: chatReply(`Here is the corrected version of the text you sent me:\n\n${CORRECTED}`) },
  empty: { body: chatReply("   ") },
} satisfies Record<string, ServerAnswer>;

const { provider, requests } = serveAnswersByApiKey(ANSWERS);

async function correctLogging(text: string, llm?: LlmConfig) {
  const logs: string[] = [];
  const result = await correctWithProvider(readDocument(text), { llm, log: (line) => logs.push(line) });
  return { result, logs };
}

describe("correction with the LLM provider", () => {
  it("turns the model's corrected text into checked edits on the original, keeping its layout", async () => {
    const { result, logs } = await correctLogging(ESSAY, provider("good"));
    expect(logs).toEqual([]);
    expect(result.provider).toBe("llm");
    expect(result.corrected).toBe(CORRECTED);
    expect(
      result.edits.map(({ original, replacement, category, rule_id }) => ({
        original,
        replacement,
        category,
        rule_id,
      })),
    ).toEqual([
      { original: "has", replacement: "have", category: "subject-verb agreement", rule_id: "llm" },
      { original: "like", replacement: "likes", category: "subject-verb agreement", rule_id: "llm" },
      { original: "", replacement: "the ", category: "article", rule_id: "llm" },
    ]);
    for (const edit of result.edits) {
      expect(ESSAY.slice(edit.start, edit.end)).toBe(edit.original);
      expect(edit.explanation).toMatch(/^[A-Z].*\.$/);
    }
    expect(result.edits[0]!.explanation).toBe("After 'I', 'we' or 'they', the verb takes no -s: 'I have'.");
    const request = requests().at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/chat/completions", body: { model: "local-model" } });
    expect(request.body.messages?.at(-1)).toEqual({ role: "user", content: ESSAY });
  });

  it("reads an answer wrapped in a code fence", async () => {
    const { result } = await correctLogging("I has a dog.", provider("fenced"));
    expect(result).toMatchObject({ provider: "llm", corrected: "I have a dog." });
  });

  it.each([
    ["garbage", "the answer is not JSON"],
    ["no-choices", "no choices[0].message.content"],
    ["not-text", "no choices[0].message.content"],
    ["failing", "HTTP 500"],
    ["rewrite", "the answer is not a correction"],
    ["preamble", "adds text that is not a correction"],
    ["empty", "the answer is empty"],
  ] as const)("falls back to the offline engine on a %s answer, saying why", async (answer, reason) => {
    const { result, logs } = await correctLogging("I can to swim.", provider(answer));
    expect(result).toMatchObject({ provider: "offline", corrected: "I can swim." });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(reason);
    expect(logs[0]).toContain("using the offline engine");
  });

  it("falls back when the answer is slower than the time-out", async () => {
    const { result, logs } = await correctLogging("I can to swim.", provider("slow", 300));
    expect(result.provider).toBe("offline");
    expect(logs[0]).toContain("no answer within 300 ms");
  });

  it("falls back when the API cannot be reached", async () => {
    const closed = await startChatCompletionsServer(() => ({ body: "" }));
    await closed.close();
    const { result, logs } = await correctLogging("I can to swim.", { ...provider("good"), baseUrl: closed.baseUrl });
    expect(result.provider).toBe("offline");
    expect(logs[0]).toContain("cannot reach");
  });

  it("sends nothing without a provider, for blank text or for text over the limit", async () => {
    const before = requests().length;
    expect((await correctLogging("I can to swim.")).result.provider).toBe("offline");
    expect((await correctLogging("  \n", provider("good"))).result).toMatchObject({ provider: "offline", edits: [] });
    const long = await correctLogging("I can to swim. ".repeat(MAX_LLM_CHARS / 10), provider("good"));
    expect(long.result.provider).toBe("offline");
    expect(long.logs[0]).toContain("over the LLM limit");
    expect(requests().length).toBe(before);
  });
});
