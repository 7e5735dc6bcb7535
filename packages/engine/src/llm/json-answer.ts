import { z } from "zod";
import { type ChatMessage, completeChat } from "./chat-completion";
import type { LlmConfig } from "./llm-config";

/** The JSON object in a model's answer: the whole answer, or the one inside a code fence or between the first "{" and the last "}". */
function jsonObjectIn(answer: string): unknown {
  // Providers without structured outputs ignore the response format, and their models fence the JSON or add a sentence around it.
  const fenced = /```[\w-]*\s*\n([\s\S]*?)\n\s*```/.exec(answer);
  const body = (fenced ? fenced[1]! : answer).trim();
  const first = body.indexOf("{");
  const last = body.lastIndexOf("}");
  if (first < 0) throw new Error(`the answer is not a JSON object: ${JSON.stringify(body.slice(0, 80))}`);
  try {
    return JSON.parse(body.slice(first, last > first ? last + 1 : undefined));
  } catch {
    throw new Error(`the answer is not valid JSON: ${JSON.stringify(body.slice(0, 80))}`);
  }
}

/**
 * Asks for an answer that is JSON matching `schema` (a strict `json_schema` response format named
 * `name`) and reads it with the schema. Throws an Error that says why when the request fails or
 * the answer has no JSON object or does not match: keys the schema does not have first (the
 * model answered another question), else the first problem.
 */
export async function completeJson<Output>(
  config: LlmConfig,
  name: string,
  schema: z.ZodType<Output>,
  messages: ChatMessage[],
): Promise<Output> {
  // Without "$schema": strict structured outputs take a schema object, not a document naming its draft.
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema);
  const responseFormat = { type: "json_schema", json_schema: { name, strict: true, schema: jsonSchema } };
  const result = schema.safeParse(jsonObjectIn(await completeChat(config, messages, responseFormat)));
  if (result.success) return result.data;
  const { issues } = result.error;
  throw new Error((issues.find((issue) => issue.code === "unrecognized_keys") ?? issues[0])!.message);
}
