import type { EverydayErrorKind } from "./types";

export const PREPOSITION_ERRORS: EverydayErrorKind = {
  kind: "prepositions",
  wrong: [["My friends sent me a message in WhatsApp.", "My friends sent me a message on WhatsApp."]],
  right: ["I saw it on Instagram."],
};
