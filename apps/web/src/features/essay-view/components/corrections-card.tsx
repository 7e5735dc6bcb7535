import EditNoteIcon from "@mui/icons-material/EditNote";
import UndoIcon from "@mui/icons-material/Undo";
import { Alert, Box, Button, Chip, Typography } from "@mui/material";
import { countWords, formatError, type EssayEdit, type EssayResponse } from "@redpen/contract";
import { useRef, useState, type KeyboardEvent } from "react";
import type { Marking } from "../hooks/use-marking";
import type { ChangeSegment, DiffSegment } from "../utils/essay-diff";
import { editKey, wordSpan } from "../utils/marking";
import { selectionOffsets } from "../utils/selection-offsets";
import { ChangeMark, type ChangeMarkActions } from "./change-mark";
import { addedSx, EssayText, removedSx } from "./essay-text";
import { MarkingDialog, type MarkingTarget } from "./marking-dialog";
import { SectionCard } from "./section-card";
import { TextFixDialog } from "./text-fix-dialog";

/**
 * The original against its correction, word by word, and the original's word count. The essay's
 * owner marks it here: opens a correction to keep, change or reject it, selects words (or a point
 * between two) to add their own, sees the rejected ones to restore them, and undoes the last change.
 */
export function CorrectionsCard(props: { segments: readonly DiffSegment[]; essay: EssayResponse; marking?: Marking }) {
  const { segments, essay, marking } = props;
  const original = essay.data.original ?? "";
  const edits = essay.data.edits;
  // "retry" opens the dialog on the text of a fix that could not be corrected.
  const [fixing, setFixing] = useState<boolean | "retry">(false);
  const words = countWords(original);
  const textRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<OpenTarget | null>(null);
  const [selected, setSelected] = useState<{ start: number; end: number } | null>(null);

  const actions: ChangeMarkActions | undefined = marking && {
    onOpen: (segment: ChangeSegment) => setTarget({ kind: "edits", keys: segment.edits.map(editKey) }),
    onReject: (segment: ChangeSegment) => {
      for (const edit of segment.edits)
        marking.apply(
          edit.source === "teacher" ? { kind: "remove", key: editKey(edit) } : { kind: "reject", key: editKey(edit) },
        );
    },
  };
  const rememberSelection = () => {
    if (!marking || !textRef.current) return;
    const offsets = selectionOffsets(textRef.current, document.getSelection());
    setSelected(offsets && wordSpan(original, offsets.start, offsets.end));
  };
  const openNew = () => {
    if (!selected) return;
    const before = original.slice(0, selected.start).trim().split(/\s+/).at(-1) ?? "";
    setTarget({
      kind: "new",
      ...selected,
      original: original.slice(selected.start, selected.end),
      before,
      text: original,
    });
    setSelected(null);
  };
  const handleUndoKey = (event: KeyboardEvent) => {
    if (marking && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
      event.preventDefault();
      marking.undo();
    }
  };
  const rejected = (edits ?? []).filter((edit) => edit.state === "rejected");
  const selectedText = selected && original.slice(selected.start, selected.end);

  const toolbar = marking && (
    <Box className="no-print" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ display: { xs: "none", sm: "block" } }}
      >
        {marking.saving ? "Saving…" : ""}
      </Typography>
      <Button size="small" startIcon={<UndoIcon />} onClick={marking.undo} disabled={!marking.canUndo}>
        Undo
      </Button>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setFixing(true)}>
        Fix text
      </Button>
    </Box>
  );

  return (
    <SectionCard title="Corrections" action={toolbar}>
      <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1.5 }}>
        <Box component="del" sx={removedSx}>
          Removed
        </Box>{" "}
        and{" "}
        <Box component="ins" sx={addedSx}>
          added
        </Box>{" "}
        words.{" "}
        {marking
          ? "Choose a correction to keep, change or reject it (Tab, then Enter or Delete). Select words, or tap between two, to add your own."
          : "Hover over or tap a correction to see why."}
      </Typography>
      {marking && (
        <Box
          className="no-print"
          sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1.5, minHeight: 32 }}
        >
          <Button size="small" variant="outlined" onClick={openNew} disabled={!selected}>
            {selected
              ? selectedText
                ? `Correct “${selectedText.length > 30 ? `${selectedText.slice(0, 30)}…` : selectedText}”`
                : "Add words here"
              : "Add a correction"}
          </Button>
          {!selected && (
            <Typography variant="body2" color="text.secondary">
              Select words first.
            </Typography>
          )}
        </Box>
      )}
      {marking && essay.data.first_original !== null && <TextFixedNote dropped={essay.data.dropped_edits ?? []} />}
      {marking && essay.data.fix_failure && (
        <FixFailedNote reason={essay.data.fix_failure.reason} onRetry={() => setFixing("retry")} />
      )}
      {marking?.error && (
        <Alert severity="warning" onClose={marking.clearError} className="no-print" sx={{ mb: 1.5 }}>
          {formatError(marking.error)}
        </Alert>
      )}
      <Box
        ref={textRef}
        onMouseUp={rememberSelection}
        onKeyUp={rememberSelection}
        onTouchEnd={rememberSelection}
        onKeyDown={handleUndoKey}
      >
        <EssayText>
          {segments.map((segment, index) =>
            segment.kind === "same" ? (
              <span key={index} data-start={segment.start}>
                {segment.text}
              </span>
            ) : (
              <ChangeMark key={index} segment={segment} actions={actions} />
            ),
          )}
        </EssayText>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "right" }}>
        {words} {words === 1 ? "word" : "words"}
      </Typography>
      {marking && rejected.length > 0 && (
        <Box className="no-print" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Rejected corrections (not shown to the student)
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            {rejected.map((edit) => (
              <Chip
                key={editKey(edit)}
                variant="outlined"
                label={`${edit.original.trim() || "…"} → ${edit.replacement.trim() || "…"}`}
                onDelete={() => marking.apply({ kind: "restore", key: editKey(edit) })}
                deleteIcon={<UndoIcon aria-label={`Restore the correction of “${edit.original.trim()}”`} />}
              />
            ))}
          </Box>
        </Box>
      )}
      {target && marking && (
        <MarkingDialog
          target={liveTarget(target, edits ?? [])}
          onAction={marking.apply}
          onClose={() => setTarget(null)}
        />
      )}
      {fixing && <TextFixDialog essay={essay} retry={fixing === "retry"} onClose={() => setFixing(false)} />}
    </SectionCard>
  );
}

/** An open correction is named by its keys, so the dialog shows it as it is now (with the explanation the api proposed). */
type OpenTarget = Exclude<MarkingTarget, { kind: "edits" }> | { kind: "edits"; keys: string[] };

function liveTarget(target: OpenTarget, edits: readonly EssayEdit[]): MarkingTarget {
  return target.kind === "edits"
    ? { kind: "edits", edits: edits.filter((edit) => target.keys.includes(editKey(edit))) }
    : target;
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

/** After the teacher fixed the text: the advice was refreshed, and which of their corrections the fix dropped. */
function TextFixedNote({ dropped }: { dropped: readonly EssayEdit[] }) {
  return (
    <Alert severity="info" className="no-print" sx={{ mb: 1.5 }}>
      You fixed the text, so Redpen corrected it again and refreshed its advised grade
      {dropped.length === 0
        ? "; your own corrections, grades and feedback were kept."
        : "; your grades and feedback were kept."}
      {dropped.length > 0 &&
        ` ${dropped.length === 1 ? "One of your corrections was" : `${dropped.length} of your corrections were`} dropped because you changed their words: ${dropped
          .map((edit) => `“${edit.original.trim()}” → “${edit.replacement.trim()}”`)
          .join(", ")}.`}
    </Alert>
  );
}
