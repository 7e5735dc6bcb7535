import type { ErrorExample } from "@redpen/contract";
import { ChangeWords } from "../../../components/change-words";

/** Punctuation that follows the word before it without a space. */
const startsWithPunctuation = (text: string) => /^[.,;:!?)]/.test(text);

/**
 * A correction in its sentence: a few words before, the wrong words struck with the correction, a
 * few words after; "…" only where the text goes on.
 */
export function ErrorExampleText({ example }: { example: ErrorExample }) {
  return (
    <>
      {example.before &&
        `${example.cut_before ? "…" : ""}${example.before}${startsWithPunctuation(example.original || example.replacement) ? "" : " "}`}
      <ChangeWords segment={{ removed: example.original, added: example.replacement }} />
      {example.after &&
        `${startsWithPunctuation(example.after) ? "" : " "}${example.after}${example.cut_after ? "…" : ""}`}
    </>
  );
}
