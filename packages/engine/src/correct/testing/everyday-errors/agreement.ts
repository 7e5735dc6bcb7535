import type { EverydayErrorKind } from "./types";

export const AGREEMENT_ERRORS: EverydayErrorKind = {
  kind: "agreement",
  wrong: [
    ["Most students doesn't like homework.", "Most students don't like homework."],
    ["Does he wants to come with us?", "Does he want to come with us?"],
    ["I didn't saw the message.", "I didn't see the message."],
  ],
  right: ["The staff are very friendly.", "The media is full of bad news."],
};
