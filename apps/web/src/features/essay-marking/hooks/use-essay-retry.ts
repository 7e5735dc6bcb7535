import { WORD_COUNT_RULES, validateWordCountedText, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { useWordChecks } from "../../../hooks/use-word-checks";
import { useRetryEssay } from "../../../lib/api/retry-essay";
import { movedWords, trackedWords, type PlacedWord } from "../../../lib/read-words";
import { useEssayTranscription } from "../api/get-transcription";

/**
 * 'Try again' on an essay that could not be corrected: its text to check, starting from the one
 * read from its pages (or its own text, typed), with the words read unsurely placed in it once
 * the transcription arrives; sending it corrects the essay again from its own pages, class,
 * student and task.
 */
export function useEssayRetry(essay: EssayResponse) {
  const retry = useRetryEssay(essay);
  const transcription = useEssayTranscription(essay);
  const read = transcription.data?.data;
  const base = read?.text ?? essay.data.original ?? "";
  const placed = (text: string) => (read ? movedWords(trackedWords(read.pages), base, text) : null);
  const checks = useWordChecks(base, placed(base));
  const { text } = checks;
  const error = validateWordCountedText(text, WORD_COUNT_RULES.essay);
  // As the new essay's text box: an empty text (a blank page's) says nothing until the teacher
  // types or tries to send it.
  const [tried, setTried] = useState(false);
  const shownError = text.length > 0 || tried ? error : null;

  // The text read arrives after the dialog opens: it starts from it, unless the teacher typed meanwhile.
  const [placedFrom, setPlacedFrom] = useState(read);
  if (read && placedFrom !== read) {
    setPlacedFrom(read);
    checks.reset(text.trim() ? text : base, placed(text.trim() ? text : base));
  }

  const pageNumber = (word: PlacedWord) => (read ? read.pages.indexOf(word.page) + 1 : 0);
  const handleSend = () => {
    setTried(true);
    if (!error) retry.mutate(text);
  };
  return {
    checks,
    /** What the rules say of the text, once there is something to say it of. */
    error: shownError,
    retry,
    pageNumber,
    handleSend,
    loading: transcription.isPending && essay.data.input_method === "IMAGE",
  };
}
