import type { WordChecks } from "../../hooks/use-word-checks";

/** The unsure words' list (WordsToCheck) as a text's word checks drive it. */
export const wordListProps = (checks: WordChecks) => ({
  words: checks.uncertain,
  anyRead: (checks.words?.length ?? 0) > 0,
  chosen: checks.chosenWord?.id,
  onChoose: checks.chooseFromList,
});

/** The text box (TranscriptEditor) as a text's word checks drive it: its text, marks and selection. */
export const transcriptEditorProps = (checks: WordChecks) => ({
  value: checks.text,
  onChange: checks.edit,
  marks: checks.marks,
  scrollTo: checks.scrollTo,
  onSelect: checks.select,
});
