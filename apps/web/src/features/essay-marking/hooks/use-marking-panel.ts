import type { EssayEdit } from "@redpen/contract";
import { useEffect, useId, useRef, type RefObject } from "react";
import { editKey } from "../utils/marking";
import { headerBottom, usePanelPlacement } from "./use-panel-placement";

/** What the panel is about: the corrections of one marked change (or a rejected one), or new words to correct. */
export type MarkingTarget =
  | { kind: "edits"; edits: EssayEdit[] }
  | { kind: "new"; start: number; end: number; original: string; before: string; text: string };

/**
 * The marking panel's placement and focus: beside the text or as a bottom sheet, closed by Escape
 * (the focus goes back to the words, `anchor`), taking the focus as each correction opens, and on a
 * phone scrolling the page so the words stay above the sheet.
 */
export function useMarkingPanel(props: {
  target: MarkingTarget;
  anchor: { element?: HTMLElement; rect: () => DOMRect | undefined };
  textRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { target, anchor, textRef, onClose } = props;
  const placement = usePanelPlacement(textRef);
  const titleId = useId();
  const paperRef = useRef<HTMLDivElement>(null);
  const close = () => {
    onClose();
    if (anchor.element?.isConnected) anchor.element.focus({ preventScroll: true });
  };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  });

  // Each correction opened: the panel takes the focus, and on a phone the page scrolls its words above the sheet.
  const opened = target.kind === "edits" ? target.edits.map(editKey).join("|") : `new:${target.start}:${target.end}`;
  useEffect(() => {
    const paper = paperRef.current;
    if (!paper) return;
    if (!paper.contains(document.activeElement)) paper.querySelector<HTMLElement>("[data-panel-focus]")?.focus();
    if (placement.kind !== "sheet") return;
    const words = anchor.rect();
    if (!words) return;
    const top = headerBottom() + 16;
    const bottom = window.innerHeight - paper.getBoundingClientRect().height - 16;
    if (words.top < top || words.bottom > bottom) window.scrollBy({ top: words.top - top });
    // Only when another correction opens: not on every change of the edits it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, placement.kind]);

  const paperSx =
    placement.kind === "side"
      ? { top: placement.top, height: `calc(100% - ${placement.top}px)`, width: placement.width }
      : {
          maxHeight: "55vh",
          borderTopLeftRadius: 16,
          borderTopRightRadius: 16,
          boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.12)",
        };
  return { placement, titleId, paperRef, close, paperSx };
}
