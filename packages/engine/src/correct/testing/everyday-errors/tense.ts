import type { EverydayErrorKind } from "./types";

export const TENSE_ERRORS: EverydayErrorKind = {
  kind: "tense with time markers",
  wrong: [
    ["Yesterday my brother spend all day at home.", "Yesterday my brother spent all day at home."],
    ["Last year I have moved to a new city.", "Last year I moved to a new city."],
  ],
  right: ["I have worked here since May.", "Yesterday was a long day."],
};
