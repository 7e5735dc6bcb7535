import type { WordChecks } from "../../hooks/use-word-checks";
import type { PlacedWord } from "../../lib/read-words";
import { WordCheck } from "./word-check";

/** The check of the word chosen in the text or the list, against its photo; nothing while none is chosen. */
export function ChosenWordCheck({
  checks,
  pageNumber,
}: {
  checks: WordChecks;
  /** The number, from 1, of the page the word was read on. */
  pageNumber: (word: PlacedWord) => number;
}) {
  const word = checks.chosenWord;
  if (!word) return null;
  return (
    <WordCheck
      key={word.id}
      word={word}
      pageNumber={pageNumber(word)}
      current={checks.text.slice(word.start, word.end)}
      onReplace={(replacement) => checks.replace(word, replacement)}
      onKeep={() => checks.keep(word)}
      focus={checks.chosenFromList}
    />
  );
}
