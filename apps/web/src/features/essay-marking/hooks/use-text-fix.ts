import { WORD_COUNT_RULES, validateWordCountedText, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { useWordChecks } from "../../../hooks/use-word-checks";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import { movedWords, trackedWords, type PlacedWord } from "../../../lib/read-words";
import { useEssayTranscription } from "../api/get-transcription";

/**
 * The text fix's state: the text as the teacher fixes it, with the words the photos were read as
 * placed in it once the transcription arrives, and saving it as the essay's new original.
 * `retry` ("Try again" after a failed fix) starts from the text that was tried.
 */
export function useTextFix(essay: EssayResponse, retry: boolean, onSaved: () => void) {
  const saved = essay.data.original ?? "";
  const patch = usePatchEssay(essay);
  const transcription = useEssayTranscription(essay);
  const firstText = (retry && essay.data.fix_failure?.original) || saved;
  const placed = (text: string) =>
    transcription.data ? movedWords(trackedWords(transcription.data.data.pages), saved, text) : null;
  const checks = useWordChecks(firstText, placed(firstText));
  const { text } = checks;
  const error = validateWordCountedText(text, WORD_COUNT_RULES.essay);

  // The words are placed in the saved text; the text may have changed before they arrived.
  const [placedFrom, setPlacedFrom] = useState(transcription.data);
  if (transcription.data && placedFrom !== transcription.data) {
    setPlacedFrom(transcription.data);
    checks.reset(text, placed(text));
  }

  const pageNumber = (word: PlacedWord) => transcription.data!.data.pages.indexOf(word.page) + 1;
  const handleSave = () => {
    if (error || text === saved) return;
    patch.mutate({ original: text }, { onSuccess: onSaved });
  };
  return { checks, text, error, unchanged: text === saved, patch, pageNumber, handleSave };
}
