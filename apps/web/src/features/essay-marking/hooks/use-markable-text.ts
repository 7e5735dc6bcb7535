import { type EssayEdit } from "@redpen/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { withRejected, type DiffSegment, type ReviewSegment } from "../../../lib/essay-diff";
import { editKey, wordSpan } from "../utils/marking";
import { selectionOffsets } from "../utils/selection-offsets";
import type { ChangeMarkActions } from "../components/change-mark";
import type { Marking } from "./use-edits-marking";
import type { MarkingTarget } from "./use-marking-panel";

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
 * The marking of a text: the correction open in the panel (named by its keys, so it shows as it is
 * now), the words the teacher selected to add their own, and the segments shown (with the rejected
 * ones, on the teacher's view).
 */
export function useMarkableText(props: {
  original: string;
  edits: readonly EssayEdit[] | null;
  segments: readonly DiffSegment[];
  marking?: Pick<Marking, "apply">;
}) {
  const { original, edits, segments, marking } = props;
  const textRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<{ target: OpenTarget; anchor: WordsOnScreen } | null>(null);
  const [selected, setSelected] = useState<{ start: number; end: number; rect: () => DOMRect | undefined } | null>(
    null,
  );
  // The teacher's view: the corrections they rejected stay in place, greyed.
  const shown: readonly ReviewSegment[] = useMemo(
    () => (marking ? withRejected(segments, original, edits) : segments),
    [marking, segments, original, edits],
  );

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

  return {
    textRef,
    open,
    close: () => setOpen(null),
    selected,
    selectedText,
    shown,
    live,
    openEdits,
    actions,
    rememberSelection,
    openNew,
  };
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
