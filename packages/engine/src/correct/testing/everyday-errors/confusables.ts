import type { EverydayErrorKind } from "./types";

export const CONFUSABLE_ERRORS: EverydayErrorKind = {
  kind: "confusables",
  wrong: [["Children spend hours looking at they're screens.", "Children spend hours looking at their screens."]],
  right: ["They're looking at their screens over there."],
};
