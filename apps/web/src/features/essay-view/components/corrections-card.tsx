import CheckIcon from "@mui/icons-material/Check";
import EditNoteIcon from "@mui/icons-material/EditNote";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { Alert, Box, Button, Typography } from "@mui/material";
import { countWords, formatError, isReviewed, type EssayEdit, type EssayResponse } from "@redpen/contract";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Marking } from "../hooks/use-marking";
import { useUndoShortcuts } from "../hooks/use-undo-shortcuts";
import { withRejected, type DiffSegment, type ReviewSegment } from "../../../lib/essay-diff";
import { editKey, reviewCount, wordSpan } from "../utils/marking";
import { selectionOffsets } from "../utils/selection-offsets";
import { AddAtSelection } from "./add-at-selection";
import { ChangeMark, type ChangeMarkActions } from "./change-mark";
import { ChangeKey, EssayText } from "../../../components/essay-text";
import { MarkingPanel, type MarkingTarget } from "./marking-panel";
import { RejectedMark } from "./rejected-mark";
import { ReviewProgress } from "./review-progress";
import { SectionCard } from "./section-card";
import { TextFixDialog } from "./text-fix-dialog";

/** Where on screen the words a panel or a button is about are, read when needed (the page may have scrolled). */
type WordsOnScreen = { element?: HTMLElement; rect: () => DOMRect | undefined };

/** The end of a selection on screen (where the pointer let go), or the point of a collapsed one. */
function selectionEnd(range: Range): DOMRect | undefined {
  const rects = range.getClientRects();
  const last = rects[rects.length - 1];
  if (last) return last;
  const element = range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  return element?.getBoundingClientRect();
}

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
  const textRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<{ target: OpenTarget; anchor: WordsOnScreen } | null>(null);
  const [selected, setSelected] = useState<{ start: number; end: number; rect: () => DOMRect | undefined } | null>(
    null,
  );
  useUndoShortcuts(marking && { undo: marking.undo, redo: marking.redo });
  // The teacher's view: the corrections they rejected stay in place, greyed.
  const shown: readonly ReviewSegment[] = useMemo(
    () => (marking ? withRejected(segments, original, edits) : segments),
    [marking, segments, original, edits],
  );
  const count = reviewCount(edits ?? []);

  const openEdits = (segment: { edits: EssayEdit[] }, element: HTMLElement) =>
    setOpen({
      target: { kind: "edits", keys: segment.edits.map(editKey) },
      anchor: { element, rect: () => (element.isConnected ? element.getBoundingClientRect() : undefined) },
    });
  const actions: ChangeMarkActions | undefined = marking && {
    onOpen: openEdits,
    onReject: (segment) => {
      for (const edit of segment.edits)
        marking.apply(
          edit.source === "teacher" ? { kind: "remove", key: editKey(edit) } : { kind: "reject", key: editKey(edit) },
        );
    },
  };

  const rememberSelection = () => {
    if (!marking || !textRef.current) return;
    const selection = document.getSelection();
    const offsets = selectionOffsets(textRef.current, selection);
    if (!offsets || !selection) return setSelected(null);
    const range = selection.getRangeAt(0).cloneRange();
    setSelected({ ...wordSpan(original, offsets.start, offsets.end), rect: () => selectionEnd(range) });
  };
  const clearSelection = useCallback(() => setSelected(null), []);
  useDismiss(selected !== null, textRef, clearSelection);
  const openNew = () => {
    if (!selected) return;
    const before = original.slice(0, selected.start).trim().split(/\s+/).at(-1) ?? "";
    setOpen({
      target: {
        kind: "new",
        start: selected.start,
        end: selected.end,
        original: original.slice(selected.start, selected.end),
        before,
        text: original,
      },
      anchor: { rect: selected.rect },
    });
    setSelected(null);
  };
  const selectedText = selected && original.slice(selected.start, selected.end);
  // The open correction as it is now; gone (an Undo, another tab), the panel closes.
  const live = open && liveTarget(open.target, edits ?? []);

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
      <ToolbarButton
        label="Undo"
        shortcut="Ctrl+Z"
        icon={<UndoIcon />}
        onClick={marking.undo}
        disabled={!marking.canUndo}
      />
      <ToolbarButton
        label="Redo"
        shortcut="Ctrl+Shift+Z"
        icon={<RedoIcon />}
        onClick={marking.redo}
        disabled={!marking.canRedo}
      />
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
        sx={{ position: "relative" }}
      >
        <EssayText>
          {shown.map((segment, index) =>
            segment.kind === "same" ? (
              <span key={index} data-start={segment.start}>
                {segment.text}
              </span>
            ) : segment.kind === "rejected" ? (
              <RejectedMark key={index} segment={segment} onOpen={openEdits} />
            ) : (
              <ChangeMark
                key={index}
                segment={segment}
                actions={actions}
                checked={marking && segment.edits.length > 0 ? segment.edits.every(isReviewed) : undefined}
              />
            ),
          )}
        </EssayText>
        {selected && <AddAtSelection words={selectedText ?? ""} rect={selected.rect} onAdd={openNew} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "right" }}>
        {words} {words === 1 ? "word" : "words"}
      </Typography>
      {open && marking && live && (
        <MarkingPanel
          target={live}
          anchor={open.anchor}
          textRef={textRef}
          onAction={marking.apply}
          onClose={() => setOpen(null)}
        />
      )}
      {fixing && <TextFixDialog essay={essay} retry={fixing === "retry"} onClose={() => setFixing(false)} />}
    </SectionCard>
  );
}

/** Undo or Redo: its word beside the icon from sm up, the icon alone on a phone; named either way. */
function ToolbarButton(props: {
  label: string;
  shortcut: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  const { label, shortcut, icon, onClick, disabled } = props;
  return (
    <Button
      size="small"
      aria-label={label}
      title={`${label} (${shortcut})`}
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
    >
      <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
        {label}
      </Box>
    </Button>
  );
}

/** Calls `onDismiss` when the teacher presses outside the text and the button at the selection, or Escape. */
function useDismiss(active: boolean, textRef: React.RefObject<HTMLElement | null>, onDismiss: () => void) {
  useEffect(() => {
    if (!active) return;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (textRef.current?.contains(target) || target?.closest("[data-add-at-selection]")) return;
      onDismiss();
    };
    // Escape lets go of the selection too, so that the key's release does not bring the button back.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      document.getSelection()?.removeAllRanges();
      onDismiss();
    };
    document.addEventListener("pointerdown", handlePointerDown);
    document.addEventListener("keydown", handleKeyDown);
    return () => {
      document.removeEventListener("pointerdown", handlePointerDown);
      document.removeEventListener("keydown", handleKeyDown);
    };
  }, [active, textRef, onDismiss]);
}

/** An open correction is named by its keys, so the panel shows it as it is now (with the explanation the api proposed). */
type OpenTarget = Exclude<MarkingTarget, { kind: "edits" }> | { kind: "edits"; keys: string[] };

function liveTarget(target: OpenTarget, edits: readonly EssayEdit[]): MarkingTarget | null {
  if (target.kind !== "edits") return target;
  const open = edits.filter((edit) => target.keys.includes(editKey(edit)));
  return open.length > 0 ? { kind: "edits", edits: open } : null;
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
