/**
 * The JSON object in a model's answer: the whole answer, or the one inside a code fence or
 * between the first "{" and the last "}" (some models add a sentence around it). Throws an Error
 * that says why when there is none.
 */
export function readJsonAnswer(answer: string): Record<string, unknown> {
  const fenced = /```[\w-]*\s*\n([\s\S]*?)\n\s*```/.exec(answer);
  const body = (fenced ? fenced[1]! : answer).trim();
  const first = body.indexOf("{");
  const last = body.lastIndexOf("}");
  if (first < 0) throw new Error(`the answer is not a JSON object: ${JSON.stringify(body.slice(0, 80))}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.slice(first, last > first ? last + 1 : undefined));
  } catch {
    throw new Error(`the answer is not valid JSON: ${JSON.stringify(body.slice(0, 80))}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error("the answer is not a JSON object");
  return parsed as Record<string, unknown>;
}
