import type { EverydayErrorKind } from "./types";

export const COMPARISON_ERRORS: EverydayErrorKind = {
  kind: "comparison",
  wrong: [["I feel more happy now.", "I feel happier now."]],
  right: ["I feel more confident now."],
};
