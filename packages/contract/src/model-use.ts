import { z } from "zod";

/**
 * Which engine corrected an essay when an LLM provider is set (LLM_BASE_URL), and why the offline
 * engine did when the model was asked and failed; the organisation page's warning about recent failures.
 */

/** Why the model's correction was not used: the four ways a provider fails, and a text too long to send it. */
export const ModelFallbackReason = z.enum(["unreachable", "timeout", "http-error", "answer-format", "too-long"]);
export type ModelFallbackReason = z.infer<typeof ModelFallbackReason>;

/** The reasons that are the model's failures (a text too long for it is not one). */
export const MODEL_FAILURES = ["unreachable", "timeout", "http-error", "answer-format"] as const;
export type ModelFailure = (typeof MODEL_FAILURES)[number];

/** The model configured: its name and where it is (the host of LLM_BASE_URL, never its key). */
export const ModelConfigured = z.object({ name: z.string().max(200), host: z.string().max(300) });
export type ModelConfigured = z.infer<typeof ModelConfigured>;

/** Which engine corrected an essay: `model` is null when no model was set, `fallback` why the offline engine did though one was. */
export const CorrectedBy = z.object({
  engine: z.enum(["offline", "model"]),
  model: ModelConfigured.nullable(),
  fallback: ModelFallbackReason.nullable(),
});
export type CorrectedBy = z.infer<typeof CorrectedBy>;

const FALLBACK_WORDS: Record<ModelFallbackReason, (host: string) => string> = {
  unreachable: (host) => `the model at ${host} could not be reached`,
  timeout: (host) => `the model at ${host} did not answer in time`,
  "http-error": (host) => `the model at ${host} answered with an error`,
  "answer-format": (host) => `the model at ${host} refused the answer format`,
  "too-long": () => "the essay is too long to send to the model",
};

/** Why the model was not used, in words ("the model at llm.school.lan could not be reached"). */
export function modelFallbackWords(reason: ModelFallbackReason, host: string): string {
  return FALLBACK_WORDS[reason](host);
}

/** The essay's line for its teacher, or null when no model was set (the offline engine is then all there is). */
export function correctedBySentence(correctedBy: CorrectedBy | null | undefined): string | null {
  if (!correctedBy?.model) return null;
  const { name, host } = correctedBy.model;
  if (correctedBy.engine === "model") return `Corrected by the model ${name} at ${host}.`;
  return correctedBy.fallback
    ? `Corrected by the offline engine (${modelFallbackWords(correctedBy.fallback, host)}).`
    : "Corrected by the offline engine.";
}

/** How often one reason made the model fail on the organisation's recent essays, and when last. */
export const ModelFailureCount = z.object({
  reason: z.enum(MODEL_FAILURES),
  essays: z.number().int().nonnegative(),
  last_at: z.string(),
});
export type ModelFailureCount = z.infer<typeof ModelFailureCount>;

/** GET /organisations/{organisation_id}/model: the model set, and how it fared on the organisation's recent essays. */
export const OrganisationModelResponse = z.object({
  data: z.object({
    /** Null when no model is set: the offline engine corrects every essay. */
    model: ModelConfigured.nullable(),
    /** How many of the organisation's latest corrected essays were looked at (at most RECENT_MODEL_ESSAYS). */
    recent_essays: z.number().int().nonnegative(),
    /** Per reason, the recent essays the model failed on (none when it never failed). */
    failures: z.array(ModelFailureCount),
  }),
});
export type OrganisationModelResponse = z.infer<typeof OrganisationModelResponse>;

/** How many of an organisation's latest corrected essays its model warning looks at. */
export const RECENT_MODEL_ESSAYS = 20;
