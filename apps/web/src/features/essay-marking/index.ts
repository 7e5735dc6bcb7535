// The teacher's marking: keeping, changing, rejecting and adding corrections of the essay and of a student's draft,
// with undo and redo, fixing the essay's text, and checking the text of an essay that could not be corrected to try again.
export { CorrectionsCard } from "./components/corrections-card";
export { DraftMarking } from "./components/draft-marking";
export { useMarking } from "./hooks/use-marking";
export { RetryEssayDialog } from "./components/retry-essay-dialog";
