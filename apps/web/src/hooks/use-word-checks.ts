import { useMemo, useState } from "react";
import type { EditorMark } from "../components/read-text/transcript-editor";
import { movedWords, wordAt, type TrackedWord } from "../lib/read-words";

/**
 * A text read from photos, as the teacher checks it: the text, the words read (moved with every
 * edit, a word the teacher changed dropped), the words read unsurely and not yet checked, and the
 * word being checked against its photo. Choosing a word from the list scrolls the text to it; a
 * word replaced or said to be right moves the check on to the next one. Shared by the new photo
 * essay's step 1 and 'Fix text'.
 */
export function useWordChecks(initialText: string, initialWords: TrackedWord[] | null) {
  const [text, setText] = useState(initialText);
  const [words, setWords] = useState<TrackedWord[] | null>(initialWords);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<{ id: string; fromList: boolean } | null>(null);
  /** Counts the words chosen from the list, so the text scrolls to each (and not as the teacher types). */
  const [listChoices, setListChoices] = useState(0);

  const uncertain = useMemo(
    () => (words ?? []).filter((word) => word.uncertain && !checked.has(word.id)),
    [words, checked],
  );
  const chosenWord = words?.find((word) => word.id === chosen?.id);
  const marks = useMemo<EditorMark[]>(
    () => uncertain.map((word) => ({ start: word.start, end: word.end, strong: word.id === chosen?.id })),
    [uncertain, chosen],
  );

  const chooseFromList = (word: TrackedWord) => {
    setChosen({ id: word.id, fromList: true });
    setListChoices((count) => count + 1);
  };
  /** Goes on to the next word to check after `after`, if there is one. */
  const chooseNext = (after: TrackedWord, remaining: readonly TrackedWord[]) => {
    const next = remaining.find((word) => word.start > after.start && word.id !== after.id);
    if (next) chooseFromList(next);
    else setChosen(null);
  };

  return {
    text,
    /** The words read, placed in the text; null until they are known. */
    words,
    /** The words read unsurely that the teacher has neither changed nor said are right, in text order. */
    uncertain,
    /** The underlines of the editor: the unchecked words, the chosen one strong. */
    marks,
    chosenWord,
    /** Whether the chosen word was picked from the list (its check takes the caret) rather than by the caret in the text. */
    chosenFromList: chosen?.fromList ?? false,
    /** Changes each time a word is chosen from the list: the editor scrolls to it then. */
    scrollTo: chosen?.fromList ? listChoices : undefined,
    /** The teacher typed: the words move with the edit. */
    edit: (next: string) => {
      setWords((current) => current && movedWords(current, text, next));
      setText(next);
    },
    /** Replaces a word in one step, then goes on to the next word to check. */
    replace: (word: TrackedWord, replacement: string) => {
      const next = text.slice(0, word.start) + replacement + text.slice(word.end);
      // The replaced word is the teacher's now, even when the change only added letters at its edge.
      const moved = (words ?? []).filter((other) => other.id !== word.id);
      setWords(movedWords(moved, text, next));
      setText(next);
      const stillUnsure = moved.filter((other) => other.uncertain && !checked.has(other.id));
      chooseNext(word, stillUnsure);
    },
    /** The teacher says an unsure word is right: it is checked, and the next one comes. */
    keep: (word: TrackedWord) => {
      setChecked((current) => new Set([...current, word.id]));
      chooseNext(word, uncertain);
    },
    chooseFromList,
    /** The caret or selection moved in the text: the read word it is in is shown against its photo. */
    select: (start: number, end: number) => {
      const word = words && wordAt(words, start, end);
      if (word && word.id !== chosen?.id) setChosen({ id: word.id, fromList: false });
    },
    /**
     * Puts another text and its words in place (photos added or taken away, the words arriving
     * late). Words keep their ids, so a word said to be right stays so; the chosen one goes if it did.
     */
    reset: (nextText: string, nextWords: TrackedWord[] | null) => {
      setText(nextText);
      setWords(nextWords);
      if (!nextWords?.some((word) => word.id === chosen?.id)) setChosen(null);
    },
  };
}

export type WordChecks = ReturnType<typeof useWordChecks>;
