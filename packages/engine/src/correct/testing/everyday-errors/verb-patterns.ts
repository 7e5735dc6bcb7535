import type { EverydayErrorKind } from "./types";

export const VERB_PATTERN_ERRORS: EverydayErrorKind = {
  kind: "collocations and verb patterns",
  wrong: [["Young people have to do good decisions.", "Young people have to make good decisions."]],
  right: ["We stopped to rest after two hours."],
};
