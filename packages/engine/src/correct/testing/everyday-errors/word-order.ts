import type { EverydayErrorKind } from "./types";

export const WORD_ORDER_ERRORS: EverydayErrorKind = {
  kind: "word order",
  wrong: [["My brother plays very well the guitar.", "My brother plays the guitar very well."]],
  right: ["My brother plays the guitar very well."],
};
