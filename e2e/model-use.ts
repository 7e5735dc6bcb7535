import type { Page } from "playwright-core";
import type { ProductSettings } from "./product";

/**
 * Settings for a product whose LLM provider cannot be reached: LLM_BASE_URL names `port`, on which
 * nothing listens (a port found free), so every correction falls back to the offline engine.
 */
export const unreachableModel =
  (port: number): ProductSettings =>
  () => ({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_API_KEY: "school-key",
    LLM_MODEL: "school-model",
  });

/** The teacher's line on the essay page saying which engine corrected it. */
export const correctedByLine = (page: Page) => page.getByTestId("corrected-by");

/** The organisation page's warning that the model failed on recent essays. */
export const modelWarning = (page: Page) => page.getByRole("alert", { name: "The model failed on recent essays" });
