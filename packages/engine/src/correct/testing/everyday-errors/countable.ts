import type { EverydayErrorKind } from "./types";

export const COUNTABLE_ERRORS: EverydayErrorKind = {
  kind: "countable and uncountable",
  wrong: [["They bought a lot of furnitures.", "They bought a lot of furniture."]],
  right: ["She gave me some good advice."],
};
