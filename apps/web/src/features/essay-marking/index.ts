// The teacher's marking: keeping, changing, rejecting and adding corrections of the essay and of a student's draft,
// with undo and redo, and fixing the essay's text.
export { CorrectionsCard } from "./components/corrections-card";
export { DraftMarking } from "./components/draft-marking";
export { useMarking } from "./hooks/use-marking";
