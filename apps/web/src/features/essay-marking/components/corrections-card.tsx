import CheckIcon from "@mui/icons-material/Check";
import EditNoteIcon from "@mui/icons-material/EditNote";
import { Alert, Box, Button, Typography } from "@mui/material";
import { countWords, formatError, quotedWordCount, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import type { Marking } from "../hooks/use-marking";
import { useUndoShortcuts } from "../hooks/use-undo-shortcuts";
import type { DiffSegment } from "../../../lib/essay-diff";
import { reviewCount } from "../utils/marking";
import { ChangeKey } from "../../../components/essay-text";
import { MarkableText } from "./markable-text";
import { ReviewProgress } from "./review-progress";
import { SectionCard } from "../../../components/section-card";
import { TextFixDialog } from "./text-fix-dialog";
import { UndoRedoButtons } from "./undo-redo-buttons";

/**
 * The original against its correction, word by word, and the original's word count. The essay's
 * owner marks it here: opens a correction beside the text to keep, change or reject it, sees which
 * ones they have checked and keeps all the rest at once, selects words (or a point between two) to
 * add their own with the button that appears there, sees the rejected ones greyed in place to
 * restore them, and undoes and redoes (buttons, Ctrl+Z and Ctrl+Shift+Z).
 */
export function CorrectionsCard(props: { segments: readonly DiffSegment[]; essay: EssayResponse; marking?: Marking }) {
  const { segments, essay, marking } = props;
  const original = essay.data.original ?? "";
  const edits = essay.data.edits;
  // "retry" opens the dialog on the text of a fix that could not be corrected.
  const [fixing, setFixing] = useState<boolean | "retry">(false);
  const words = countWords(original);
  useUndoShortcuts(marking && { undo: marking.undo, redo: marking.redo });
  const count = reviewCount(edits ?? []);

  const toolbar = marking && (
    <Box className="no-print" sx={{ display: "flex", gap: { xs: 0.5, sm: 1 }, alignItems: "center" }}>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ display: { xs: "none", sm: "block" } }}
      >
        {marking.saving ? "Saving…" : ""}
      </Typography>
      <UndoRedoButtons marking={marking} />
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setFixing(true)}>
        Fix text
      </Button>
    </Box>
  );

  return (
    <SectionCard title="Corrections" action={toolbar}>
      <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1.5 }}>
        <ChangeKey />{" "}
        {marking ? (
          <>
            Choose a correction to keep, change or reject it (Tab, then Enter or Delete); a{" "}
            <CheckIcon aria-label="tick" sx={{ fontSize: "1em", color: "success.main", verticalAlign: "-0.125em" }} />{" "}
            marks the ones you checked, and the ones you reject stay here greyed, never shown to the student. Select
            words, or tap between two, to add your own.
          </>
        ) : (
          "Hover over or tap a correction to see why."
        )}
      </Typography>
      {marking && count.total > 0 && <ReviewProgress {...count} onKeepAll={() => marking.apply({ kind: "keepAll" })} />}
      {marking && essay.data.first_original !== null && <TextFixedNote data={essay.data} />}
      {marking && essay.data.fix_failure && (
        <FixFailedNote reason={essay.data.fix_failure.reason} onRetry={() => setFixing("retry")} />
      )}
      {marking?.error && (
        <Alert severity="warning" onClose={marking.clearError} className="no-print" sx={{ mb: 1.5 }}>
          {formatError(marking.error)}
        </Alert>
      )}
      <MarkableText original={original} edits={edits} segments={segments} marking={marking} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "right" }}>
        {words} {words === 1 ? "word" : "words"}
      </Typography>
      {fixing && <TextFixDialog essay={essay} retry={fixing === "retry"} onClose={() => setFixing(false)} />}
    </SectionCard>
  );
}

/** The teacher's last fix could not be corrected: the essay is as before it, and the fixed text waits in the dialog. */
function FixFailedNote({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      className="no-print"
      sx={{ mb: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Your fixed text could not be corrected, so the essay is as it was before your fix; your fixed text is kept for
      another try. {reason}
    </Alert>
  );
}

/**
 * After the teacher fixed the text: the advice was refreshed; what was kept (the feedback only when
 * it was the teacher's own or drafted at their request), which of their corrections the fix dropped,
 * and a word count the kept feedback quotes that the fix changed.
 */
function TextFixedNote({ data }: { data: EssayResponse["data"] }) {
  const dropped = data.dropped_edits ?? [];
  const keptWork = [...(dropped.length === 0 ? ["own corrections"] : []), "grades"];
  if (data.feedback_kept_on_fix) keptWork.push("feedback");
  const kept =
    `your ${keptWork.slice(0, -1).join(", ")}${keptWork.length > 1 ? " and " : ""}${keptWork.at(-1)} were kept` +
    (data.feedback_kept_on_fix ? "." : ", and Redpen drafted the feedback again from the fixed text.");
  const quoted = data.feedback_kept_on_fix ? quotedWordCount(data.feedback) : undefined;
  const words = countWords(data.original ?? "");
  return (
    <Alert severity="info" className="no-print" sx={{ mb: 1.5 }}>
      You fixed the text, so Redpen corrected it again and refreshed its advised grade; {kept}
      {dropped.length > 0 &&
        ` ${dropped.length === 1 ? "One of your corrections was" : `${dropped.length} of your corrections were`} dropped because you changed their words: ${dropped
          .map((edit) => `“${edit.original.trim()}” → “${edit.replacement.trim()}”`)
          .join(", ")}.`}
      {quoted !== undefined &&
        quoted !== words &&
        ` Your feedback says the text has ${quoted} ${quoted === 1 ? "word" : "words"}, but the fixed text has ${words}: change that figure in the feedback.`}
    </Alert>
  );
}
