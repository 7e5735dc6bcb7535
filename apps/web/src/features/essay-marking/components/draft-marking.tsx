import { Alert, Box, Typography } from "@mui/material";
import { formatError, visibleEdits, type TeacherDraft } from "@redpen/contract";
import { useMemo, type KeyboardEvent } from "react";
import { essayDiff } from "../../../lib/essay-diff";
import { useDraftMarking } from "../hooks/use-draft-marking";
import { undoShortcutOf } from "../hooks/use-undo-shortcuts";
import { MarkableText } from "./markable-text";
import { UndoRedoButtons } from "./undo-redo-buttons";

/**
 * The teacher's marking of a student's draft, as of the essay: Redpen's corrections of the draft
 * to keep, change or reject, their own added by selecting words, each saved with the draft's
 * version; Undo and Redo (the buttons, or Ctrl+Z and Ctrl+Shift+Z with the focus in this region,
 * where they undo the draft's marking and not the essay's).
 */
export function DraftMarking({ essayId, draft }: { essayId: string; draft: TeacherDraft }) {
  const marking = useDraftMarking(essayId, draft.id);
  const segments = useMemo(() => essayDiff(draft.text, null, draft.edits), [draft.text, draft.edits]);
  const shown = visibleEdits(draft.edits).length;
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const shortcut = undoShortcutOf(event);
    if (!shortcut) return;
    marking[shortcut]();
    event.preventDefault();
    // The page's own shortcuts (the essay's marking) listen on the document: this one is the draft's.
    event.stopPropagation();
  };
  const title = `Your marking of draft ${draft.number}`;
  return (
    <Box
      component="section"
      aria-label={title}
      onKeyDown={handleKeyDown}
      sx={{ pt: 2, borderTop: 1, borderColor: "divider" }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {marking.saving ? "Saving…" : ""}
        </Typography>
        <UndoRedoButtons marking={marking} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown === 1 ? "1 correction" : `${shown} corrections`} in this draft, Redpen&apos;s until you change them.
        Choose one to keep, change or reject it (rejected ones stay greyed, to restore); select words, or tap between
        two, to add your own.
      </Typography>
      {marking.error && (
        <Alert severity="warning" onClose={marking.clearError} sx={{ mb: 1.5 }}>
          {formatError(marking.error)}
        </Alert>
      )}
      <MarkableText original={draft.text} edits={draft.edits} segments={segments} marking={marking} />
    </Box>
  );
}
