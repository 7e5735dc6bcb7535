import { useEffect } from "react";

/** Whether a key press belongs to a field the teacher is typing in, which has its own undo. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The marking's Undo and Redo from the keyboard, anywhere on the page but in a text field:
 * Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo.
 */
export function useUndoShortcuts(actions: { undo: () => void; redo: () => void } | undefined) {
  useEffect(() => {
    if (!actions) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) actions.undo();
      else if ((key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey)) actions.redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [actions]);
}
