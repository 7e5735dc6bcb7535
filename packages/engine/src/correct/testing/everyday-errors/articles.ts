import type { EverydayErrorKind } from "./types";

export const ARTICLE_ERRORS: EverydayErrorKind = {
  kind: "articles",
  wrong: [["My mother is nurse.", "My mother is a nurse."]],
  right: ["The poor need our help."],
};
