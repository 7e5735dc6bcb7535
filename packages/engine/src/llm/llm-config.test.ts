import { describe, expect, it } from "vitest";
import { DEFAULT_LLM_TIMEOUT_MS, readLlmConfig } from "./llm-config";

const FULL = { LLM_BASE_URL: "https://llm.example/v1/", LLM_API_KEY: "key", LLM_MODEL: "model" };

describe("readLlmConfig", () => {
  it("is undefined when no LLM setting is given: the offline engine alone", () => {
    expect(readLlmConfig({})).toBeUndefined();
  });

  it("reads the three settings and a default time-out", () => {
    expect(readLlmConfig(FULL)).toEqual({
      baseUrl: "https://llm.example/v1",
      apiKey: "key",
      model: "model",
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    });
    expect(readLlmConfig({ ...FULL, LLM_TIMEOUT_MS: "5000" })?.timeoutMs).toBe(5000);
  });

  it("counts a blank setting as unset, as the product's settings do", () => {
    expect(readLlmConfig({ LLM_BASE_URL: " ", LLM_API_KEY: "", LLM_MODEL: "", LLM_TIMEOUT_MS: " " })).toBeUndefined();
    expect(readLlmConfig({ ...FULL, LLM_API_KEY: " key ", LLM_TIMEOUT_MS: "" })).toMatchObject({
      apiKey: "key",
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    });
    expect(() => readLlmConfig({ ...FULL, LLM_MODEL: "  " })).toThrow("missing: LLM_MODEL");
  });

  it("names what is missing or wrong", () => {
    expect(() => readLlmConfig({ LLM_MODEL: "model" })).toThrow("missing: LLM_BASE_URL, LLM_API_KEY");
    expect(() => readLlmConfig({ ...FULL, LLM_BASE_URL: "not a url" })).toThrow(
      'Setting LLM_BASE_URL must be an absolute URL, got "not a url".',
    );
    expect(() => readLlmConfig({ ...FULL, LLM_BASE_URL: "ftp://llm.example/v1" })).toThrow(
      "must be an http:// or https:// address",
    );
    expect(() => readLlmConfig({ ...FULL, LLM_TIMEOUT_MS: "soon" })).toThrow("LLM_TIMEOUT_MS must be a whole number");
  });
});
