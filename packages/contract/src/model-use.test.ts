import { describe, expect, it } from "vitest";
import { correctedBySentence, CorrectedBy } from "./model-use";

const model = { name: "school-model", host: "llm.school.lan:8080" };

describe("correctedBySentence", () => {
  it("names the model when it corrected", () => {
    expect(correctedBySentence({ engine: "model", model, fallback: null })).toBe(
      "Corrected by the model school-model at llm.school.lan:8080.",
    );
  });

  it.each([
    ["unreachable", "could not be reached"],
    ["timeout", "did not answer in time"],
    ["http-error", "answered with an error"],
    ["answer-format", "refused the answer format"],
  ] as const)("says why the offline engine corrected when the model failed (%s)", (fallback, words) => {
    expect(correctedBySentence({ engine: "offline", model, fallback })).toBe(
      `Corrected by the offline engine (the model at llm.school.lan:8080 ${words}).`,
    );
  });

  it("says nothing without a model set, or for an essay that kept no record", () => {
    expect(correctedBySentence({ engine: "offline", model: null, fallback: null })).toBeNull();
    expect(correctedBySentence(null)).toBeNull();
    expect(correctedBySentence(undefined)).toBeNull();
  });

  it("refuses a record with an unknown engine or reason", () => {
    expect(CorrectedBy.safeParse({ engine: "gpt", model, fallback: null }).success).toBe(false);
    expect(CorrectedBy.safeParse({ engine: "offline", model, fallback: "bored" }).success).toBe(false);
  });
});
